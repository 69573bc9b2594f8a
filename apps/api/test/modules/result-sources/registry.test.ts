import { describe, expect, it } from 'vitest';
import { configFrom } from '../../../src/config.ts';
import {
  resultSources,
  sourceNamed,
  sourcesFor,
} from '../../../src/modules/result-sources/registry.ts';

const sources = resultSources(configFrom({}).results);

describe('resultSources: the sources built from the configuration', () => {
  it('New York Open Data and the Texas CSV, by name', () => {
    expect(sources.map((s) => s.name)).toEqual(['ny-open-data', 'texas-csv']);
    expect(sourceNamed(sources, 'texas-csv')?.name).toBe('texas-csv');
    expect(sourceNamed(sources, 'florida')).toBeUndefined();
  });

  it.each([
    ['NY', 'midday', ['ny-open-data']],
    ['NY', 'evening', ['ny-open-data']],
    ['TX', 'morning', ['texas-csv']],
    ['TX', 'night', ['texas-csv']],
    // No documented format: the manual path (README, Results from the lotteries).
    ['FL', 'midday', []],
    ['GA', 'night', []],
    ['TN', 'morning', []],
  ] as const)('%s %s → %j', (state, draw, names) => {
    expect(sourcesFor(sources, { state, draw }).map((s) => s.name)).toEqual(names);
  });
});
