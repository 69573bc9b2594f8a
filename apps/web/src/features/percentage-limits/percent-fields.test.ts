import { describe, expect, it } from 'vitest';
import { PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import { PERCENT_DISPLAY, percentOf, shownPercent } from './percent-fields.ts';

describe('percentage limit card', () => {
  it('shows L3C, MRG, L4C1-3, L5C1-3, each with its own game', () => {
    expect(PERCENT_DISPLAY.map((d) => d.label)).toEqual([
      'L3C',
      'MRG',
      'L4C1',
      'L4C2',
      'L4C3',
      'L5C1',
      'L5C2',
      'L5C3',
    ]);
    expect(PERCENT_DISPLAY.map((d) => d.game).sort()).toEqual([...PERCENTAGE_GAME_ORDER].sort());
  });

  it("reads each game's value by name, not by position", () => {
    const limits = PERCENTAGE_GAME_ORDER.map((gameCategory, i) => ({
      gameCategory,
      limitPercent: (i + 1) * 10,
    }));
    const shown = PERCENT_DISPLAY.map((d) => [d.label, percentOf(limits, d.game)]);
    expect(shown).toEqual([
      ['L3C', 10],
      ['MRG', 80],
      ['L4C1', 20],
      ['L4C2', 30],
      ['L4C3', 40],
      ['L5C1', 50],
      ['L5C2', 60],
      ['L5C3', 70],
    ]);
    expect(percentOf([], 'MRG')).toBe('');
  });
});

describe('shownPercent', () => {
  it('writes a percent the way the language does', () => {
    expect(shownPercent(10, 'en-US')).toBe('10%');
    expect(shownPercent(12.5, 'en-US')).toBe('12.5%');
    expect(shownPercent(12.5, 'fr-FR')).toBe('12,5\u00a0%');
    expect(shownPercent(7, 'ht-HT')).toBe('7\u00a0%');
  });
});
