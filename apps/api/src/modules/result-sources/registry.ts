import type { Config } from '../../config.ts';
import { nyOpenData } from './ny-open-data.ts';
import type { DrawSlot, ResultSource } from './source.ts';
import { texasCsv } from './texas-csv.ts';

/**
 * Every source the server can read, built from the configuration (RESULTS_SOURCE_<NAME>_URL).
 * Florida, Georgia and Tennessee publish no documented format (README, "Results from the
 * lotteries"): their draws keep the manual path until one is found.
 */
export function resultSources(results: Config['results']): ResultSource[] {
  const { timeoutMs, sources } = results;
  return [
    nyOpenData({ url: sources.nyOpenData.url, token: sources.nyOpenData.token, timeoutMs }),
    texasCsv({ url: sources.texas.url, timeoutMs }),
  ];
}

/** The sources that publish `slot`'s draw. */
export const sourcesFor = (sources: readonly ResultSource[], slot: DrawSlot): ResultSource[] =>
  sources.filter((source) => source.covers(slot));

/** A source by its name (the catalog's `source` key), or undefined. */
export const sourceNamed = (
  sources: readonly ResultSource[],
  name: string,
): ResultSource | undefined => sources.find((source) => source.name === name);
