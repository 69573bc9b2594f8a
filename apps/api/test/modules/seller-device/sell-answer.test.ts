import { describe, expect, it } from 'vitest';
import { parseSellAnswer } from '../../../src/modules/seller-device/sell-answer.ts';

const id = '0b8f3c52-5d6e-4a8f-9a57-1d1f0f7c9c11';
const row = ['BLT', '12', 'all', 500];
const context = {
  active: true,
  supervisorId: null,
  bonusFlag: false,
  alertPercent: 80,
  hasResult: false,
  blocked: [{ game: 'BLT', number: '13' }],
  percents: null,
  limitRecords: [{ scopeKey: 'all', limits: [{ gameCategory: 'BLT', limitsButs: null }] }],
  commissionRate: 1250,
  supervisorCommissionRate: null,
  creditLimit: null,
  conditions: [50, 20, 10],
};

/** What db/functions/sell.sql answers, and the kind the server reads it as. */
const answers: [unknown, string][] = [
  [{ id, lineIds: [id], raised: [row] }, 'sold'],
  [{ context, hash: 'ab12' }, 'context'],
  [{ context: null, hash: 'ab12' }, 'context'],
  [{ earlier: { id, fingerprint: null } }, 'earlier'],
  [{ refused: true, raised: [], totals: [row] }, 'refused'],
  [{ totals: [['BLT', '12', 'all', '500']] }, 'totals'],
  [{ checked: true }, 'checked'],
  [{ codeTaken: true }, 'codeTaken'],
  [
    { creditRefused: { refused: true, balance: 90000, dayCommissionExact: 12500 } },
    'creditRefused',
  ],
];

describe("tiraj_sell's answers, parsed", () => {
  it.each(answers)('%j is a %s answer', (raw, kind) => {
    expect(parseSellAnswer(raw).kind).toBe(kind);
    // A driver that leaves jsonb as text gives the same answer.
    expect(parseSellAnswer(JSON.stringify(raw))).toEqual(parseSellAnswer(raw));
  });

  it.each([
    [{ id, lineIds: [id], raised: [row], extra: 1 }],
    [{ refused: true, raised: [] }],
    [{ context: { ...context, active: 'yes' }, hash: 'ab12' }],
    [{ totals: [['BLT', '12', 'all']] }],
    [null],
  ])('refuses %j: an answer no sale knows', (raw) => {
    expect(() => parseSellAnswer(raw)).toThrow('tiraj_sell answered what no sale knows');
  });
});
