import { describe, expect, it } from 'vitest';
import { bindingScope, type ScopeRoom } from '../src/binding-limit.ts';

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
