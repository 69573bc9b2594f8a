import { describe, expect, it } from 'vitest';
import { newBook, sellOffline } from './offline-book.ts';
import { testGrant } from './test-grant.ts';

const grant = testGrant();
const lines = [{ gameCategory: 'BLT' as const, number: '12', amount: 5 }];
const at = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00.000Z`);

describe("the device stops selling offline at the draw's close as it last heard it (issue 36)", () => {
  it.each([
    // [case, the draw's close the device knows, when sold, sold?]
    ['not known', null, '17:20', true],
    ['unchanged', '17:55', '17:20', true],
    ['moved earlier, before it', '17:10', '17:09', true],
    ['moved earlier, at it', '17:10', '17:10', false],
    ['moved earlier, after it', '17:10', '17:20', false],
    ['moved later: the grant still binds', '18:30', '17:20', true],
  ] as const)('%s', async (_, drawClose, when, sold) => {
    const sale = await sellOffline(
      newBook(grant),
      lines,
      'key-00000001',
      at(when),
      drawClose ? at(drawClose) : null,
    );
    expect(sale.kind === 'sold' ? 'sold' : sale.refusals).toEqual(
      sold ? 'sold' : [{ index: null, reason: 'closed' }],
    );
  });
});
