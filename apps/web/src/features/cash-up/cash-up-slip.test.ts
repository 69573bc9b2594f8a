import { describe, expect, it } from 'vitest';
import { cashUpSlipLines } from './cash-up-slip.ts';

const row = {
  sellerId: 's1',
  sellerName: 'jean-pv',
  sales: 1250,
  commission: 125.01,
  payouts: 500,
  due: 624.99,
  remitted: -10.5,
  balance: 635.49,
  creditLimit: null,
  creditLeft: null,
  blocked: false,
};

describe("a seller's cash-up slip", () => {
  it("prints who, the day and every figure of the row, in the Cash-up's order, signs kept", () => {
    const lines = cashUpSlipLines(
      row,
      '26/11/2026',
      (key) => `<${key}>`,
      (v) => v.toFixed(2),
    );
    expect(lines).toEqual([
      ['<seller>', 'jean-pv'],
      ['<date>', '26/11/2026'],
      ['<sales>', '1250.00'],
      ['<commission>', '125.01'],
      ['<payouts>', '500.00'],
      ['<due>', '624.99'],
      ['<remitted>', '-10.50'],
      ['<balance>', '635.49'],
    ]);
  });
});
