import { describe, expect, it } from 'vitest';
import { bindingScope, lineRooms, type LimitLine, type ScopeRoom } from '../src/binding-limit.ts';

const room = (scopeKey: string, cap: number | null, total: number): ScopeRoom => ({
  scopeKey,
  cap,
  total,
});

describe('bindingScope', () => {
  const cases: [string, ScopeRoom[], string | null, number | null][] = [
    ['no scope', [], null, null],
    ['no scope sets a limit', [room('all', null, 500), room('seller:x', null, 0)], null, null],
    ['only All', [room('all', 50_000, 18_600)], 'all', 31_400],
    [
      // The tightest cap is not always the one that binds: the supervisor's group sold more.
      'the supervisor binds with the larger cap',
      [
        room('all', 50_000, 10_000),
        room('supervisor:s', 60_000, 55_000),
        room('seller:x', 100_000, 0),
      ],
      'supervisor:s',
      5_000,
    ],
    [
      'All binds: other sellers sold under it',
      [room('all', 50_000, 49_000), room('supervisor:s', 30_000, 7_500), room('seller:x', null, 0)],
      'all',
      1_000,
    ],
    ['the seller binds', [room('all', 50_000, 0), room('seller:x', 2_000, 500)], 'seller:x', 1_500],
    ['a total over a lowered cap leaves 0', [room('all', 10_000, 12_000)], 'all', 0],
    [
      'a tie goes to the first (All)',
      [room('all', 1_000, 0), room('seller:x', 1_000, 0)],
      'all',
      1_000,
    ],
  ];
  it.each(cases)('%s', (_, scopes, scopeKey, left) => {
    const binding = bindingScope(scopes);
    expect(binding && [binding.scopeKey, binding.left]).toEqual(
      scopeKey === null ? null : [scopeKey, left],
    );
  });
});

describe("lineRooms: what each line may still carry, counting the ticket's earlier lines", () => {
  const line = (number: string, amount: number, gameCategory = 'BLT'): LimitLine => ({
    gameCategory,
    number,
    amount,
  });
  // Scopes by `game|number`; a number absent has no limit.
  type Rooms = Record<string, ScopeRoom[]>;
  const cases: [string, LimitLine[], Rooms, [number | null, boolean][]][] = [
    // The oracle's case: 60 sold against 100, asking 101 is told 40 (not the whole cap).
    [
      '60 sold of 100, asking 101',
      [line('12', 10_100)],
      { 'BLT|12': [room('all', 10_000, 6_000)] },
      [[4_000, true]],
    ],
    [
      '60 sold of 100, asking 50',
      [line('12', 5_000)],
      { 'BLT|12': [room('all', 10_000, 6_000)] },
      [[4_000, true]],
    ],
    [
      '60 sold of 100, asking 40 fits',
      [line('12', 4_000)],
      { 'BLT|12': [room('all', 10_000, 6_000)] },
      [[4_000, false]],
    ],
    [
      // The oracle's case: two lines on one number together over the cap; the second counts the first.
      'two lines on one number over the cap',
      [line('12', 6_000), line('12', 6_000)],
      { 'BLT|12': [room('all', 10_000, 0)] },
      [
        [10_000, false],
        [4_000, true],
      ],
    ],
    [
      'an earlier over line takes only its room: the next one has nothing left',
      [line('12', 12_000), line('12', 1_000)],
      { 'BLT|12': [room('all', 10_000, 0)] },
      [
        [10_000, true],
        [0, true],
      ],
    ],
    [
      'lines on other numbers and games do not count',
      [line('12', 6_000), line('34', 6_000), line('12', 6_000, 'L3C')],
      { 'BLT|12': [room('all', 10_000, 0)], 'BLT|34': [room('all', 10_000, 0)] },
      [
        [10_000, false],
        [10_000, false],
        [null, false],
      ],
    ],
    [
      'the tightest scope binds, then earlier lines come off it',
      [line('12', 1_000), line('12', 1_000)],
      { 'BLT|12': [room('all', 50_000, 0), room('seller:x', 2_000, 500)] },
      [
        [1_500, false],
        [500, true],
      ],
    ],
    [
      'a total over a lowered cap leaves 0',
      [line('12', 100)],
      { 'BLT|12': [room('all', 10_000, 12_000)] },
      [[0, true]],
    ],
    ['no limit set', [line('12', 100)], { 'BLT|12': [room('all', null, 0)] }, [[null, false]]],
  ];
  it.each(cases)('%s', (_, lines, rooms, expected) => {
    const rooms_ = lineRooms(lines, (game, number) => rooms[`${game}|${number}`] ?? []);
    expect(rooms_.map((r) => [r.available, r.over])).toEqual(expected);
  });

  // The walk agrees with the sale's one raise per number: every line fits exactly when each
  // number's total fits its room; and lowering every over line to its room makes the ticket fit.
  it.each(cases)('%s: agrees with one check per number', (_, lines, rooms) => {
    const scopesOf = (game: string, number: string) => rooms[`${game}|${number}`] ?? [];
    const fitsPerNumber = (ls: LimitLine[]) =>
      [...new Set(ls.map((l) => `${l.gameCategory}|${l.number}`))].every((key) => {
        const [game, number] = key.split('|') as [string, string];
        const binding = bindingScope(scopesOf(game, number));
        const sum = ls
          .filter((l) => `${l.gameCategory}|${l.number}` === key)
          .reduce((s, l) => s + l.amount, 0);
        return !binding || sum <= binding.left;
      });
    const walked = lineRooms(lines, scopesOf);
    expect(walked.every((r) => !r.over)).toBe(fitsPerNumber(lines));
    const lowered = lines.map((l, i) =>
      walked[i]!.over ? { ...l, amount: walked[i]!.available! } : l,
    );
    expect(fitsPerNumber(lowered)).toBe(true);
    expect(lineRooms(lowered, scopesOf).every((r) => !r.over)).toBe(true);
  });
});
