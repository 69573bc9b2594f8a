import { describe, expect, it } from 'vitest';
import { auditChanges, limitsByGame } from '../src/audit-change.ts';

describe('a change as the Journal keeps it: only what changed, from what to what', () => {
  it.each([
    ['nothing changed', { userName: 'ana', isActive: true }, { isActive: true }, {}, {}],
    [
      'one field changed',
      { userName: 'ana', isActive: true },
      { userName: 'ana', isActive: false },
      { isActive: true },
      { isActive: false },
    ],
    ['a field not sent is unchanged', { imei: '123' }, { imei: undefined }, {}, {}],
    [
      'a field cleared',
      { creditLimit: 500 },
      { creditLimit: null },
      { creditLimit: 500 },
      { creditLimit: null },
    ],
    [
      'a field set from nothing',
      { supervisor: null },
      { supervisor: 'jo' },
      { supervisor: null },
      { supervisor: 'jo' },
    ],
    [
      'a nested record: only its changed keys',
      { limits: { BLT: 100, MRG: 50, L3C: null } },
      { limits: { BLT: 200, MRG: 50, L3C: 10 } },
      { limits: { BLT: 100, L3C: null } },
      { limits: { BLT: 200, L3C: 10 } },
    ],
    [
      'a list compared whole',
      { conditions: [50, 20, 10] },
      { conditions: [60, 20, 10] },
      { conditions: [50, 20, 10] },
      { conditions: [60, 20, 10] },
    ],
    ['a same list', { conditions: [1, 2] }, { conditions: [1, 2] }, {}, {}],
  ])('%s', (_, before, after, was, now) => {
    expect(auditChanges(before, after)).toEqual({ before: was, after: now });
  });

  it('keys a limit’s games by game', () => {
    expect(
      limitsByGame(
        [
          { gameCategory: 'BLT', limitsButs: 100 },
          { gameCategory: 'MRG', limitsButs: null },
        ],
        'limitsButs',
      ),
    ).toEqual({ BLT: 100, MRG: null });
  });
});
