import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  isOfflineTicketCode,
  offlineBonusNumbers,
  offlinePublicSignature,
  offlineSignatureValid,
  offlineVerificationCode,
  parsePublicRef,
  ticketCodeOfScan,
} from '@tiraj/domain';
import {
  bookState,
  markAnswered,
  newBook,
  renewalDue,
  sellOffline,
  unsent,
  withVerdicts,
  type OfflineBook,
} from './offline-book.ts';
import { bookDone } from './offline-sync.ts';
import { testGrant } from './test-grant.ts';

const now = new Date('2026-11-26T17:00:00Z');
const grant = testGrant({ budget: 300 });
const blt = (number: string, amount: number) => ({ gameCategory: 'BLT' as const, number, amount });

async function sold(book: OfflineBook, lines: Parameters<typeof sellOffline>[1], key: string) {
  const sale = await sellOffline(book, lines, key, now);
  if (sale.kind !== 'sold') throw new Error(`refused: ${JSON.stringify(sale)}`);
  return sale;
}

describe('selling from an offline grant on the device', () => {
  it('chains signed tickets the server can check, and refuses over the cap', async () => {
    const first = await sold(newBook(grant), [blt('12', 60)], 'key-00000001');
    const second = await sold(first.book, [blt('34', 20)], 'key-00000002');
    expect(second.ticket).toMatchObject({ seq: 2, prev: first.ticket.sig });
    expect(await offlineSignatureValid(grant.key, grant.grantId, second.ticket)).toBe(true);
    expect(second.printed.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await sellOffline(second.book, [blt('12', 41)], 'key-00000003', now)).toEqual({
      kind: 'refused',
      refusals: [{ index: 0, reason: 'cap', available: 40 }],
    });
    expect(bookState(second.book, now)).toEqual({ left: 220, stopped: null, waiting: 2 });
  });

  it('writes numbers as the server reads them before signing', async () => {
    const sale = await sold(
      newBook(grant),
      [{ gameCategory: 'MRG', number: '12x34', amount: 5 }],
      'key-00000004',
    );
    expect(sale.ticket.lines[0]!.number).toBe('12×34');
  });

  it('stops at the expiry, and counts what is still to send', async () => {
    const sale = await sold(newBook(grant), [blt('12', 10)], 'key-00000005');
    expect(bookState(sale.book, new Date('2026-11-26T17:30:00Z')).stopped).toBe('expired');
    const sent = markAnswered(sale.book, [sale.ticket.saleKey]);
    expect(unsent(sent)).toEqual([]);
    expect(bookState(sent, now).waiting).toBe(0);
  });
});

describe('renewing a grant and forgetting a book', () => {
  const taken = newBook(grant, 'seller', new Date('2026-11-26T17:00:00Z'));
  it.each([
    ['just taken', '2026-11-26T17:01:00Z', false],
    ['halfway to its expiry', '2026-11-26T17:15:00Z', true],
    ['expired', '2026-11-26T17:31:00Z', true],
    ['once offline sales stopped for the draw', '2026-11-26T17:50:00Z', false],
  ])('a grant %s is renewed: %s', (_, at, due) => {
    expect(renewalDue(taken, new Date(at))).toBe(due);
  });

  it('is not renewed while a ticket waits to be sent (a new grant would end it)', async () => {
    const sale = await sold(taken, [blt('12', 10)], 'key-00000006');
    expect(renewalDue(sale.book, new Date('2026-11-26T17:20:00Z'))).toBe(false);
    const sent = withVerdicts(sale.book, [{ saleKey: 'key-00000006', state: 'recorded' }]);
    expect(renewalDue(sent, new Date('2026-11-26T17:20:00Z'))).toBe(true);
  });

  it('keeps the verdicts, and a held ticket a day past the close', async () => {
    const sale = await sold(taken, [blt('12', 10)], 'key-00000007');
    const held = withVerdicts(sale.book, [
      { saleKey: 'key-00000007', state: 'held', reason: 'after_close' },
    ]);
    expect(unsent(held)).toEqual([]);
    expect(held.verdicts).toEqual({
      'key-00000007': { state: 'held', reason: 'after_close', ticketId: undefined },
    });
    expect(bookDone(sale.book, new Date('2026-11-27T18:00:00Z'))).toBe(false);
    expect(bookDone(held, new Date('2026-11-26T18:00:00Z'))).toBe(false);
    expect(bookDone(held, new Date('2026-11-27T18:00:00Z'))).toBe(true);
    const recorded = withVerdicts(sale.book, [{ saleKey: 'key-00000007', state: 'recorded' }]);
    expect(bookDone(recorded, new Date('2026-11-26T17:31:00Z'))).toBe(true);
  });
});

describe('the offline ticket code: one identity from the paper on (issue 37)', () => {
  it('prints the code, free maryaj lines and public reference the server stores and checks', async () => {
    const withBonus = testGrant({
      bonus: true,
      blocked: [{ gameCategory: 'MRG', number: '00×01' }],
    });
    const sale = await sold(newBook(withBonus), [blt('12', 50)], 'key-00000010');
    const { code, bonus, publicRef } = sale.printed;
    // What the server computes from the same signature (apps/api offline-selling/record.ts)
    expect(code).toBe(offlineVerificationCode(sale.ticket.sig));
    expect(isOfflineTicketCode(code)).toBe(true);
    expect(bonus).toEqual(
      offlineBonusNumbers(fromBase64(sale.ticket.sig)!, 5000, new Set(['00×01'])),
    );
    expect(bonus).toHaveLength(2);
    expect(parsePublicRef(publicRef)).toEqual({
      code,
      signature: await offlinePublicSignature(withBonus.key, code),
    });
    // Peye's scanner reads the paper's QR (the public link) as the ticket's code.
    expect(ticketCodeOfScan(`https://tiraj.example/t/${publicRef}`)).toBe(code);
    // A grant whose company gives none (or from before it said): no free line printed.
    const none = await sold(newBook(testGrant()), [blt('12', 50)], 'key-00000011');
    expect(none.printed.bonus).toEqual([]);
  });
});
