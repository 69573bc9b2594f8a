import { describe, expect, it } from 'vitest';
import {
  chainStep,
  fromBase64,
  offlineBudgetLeft,
  offlineRefusals,
  offlineSignatureInput,
  offlineSignatureValid,
  offlineVerificationCode,
  signOfflineTicket,
  toBase64,
  toBase64Url,
  type OfflineGrantRules,
  type OfflineLine,
  type OfflineTicket,
  utf8Bytes,
  webCryptoHmac,
} from '../src/index.ts';

const grant: OfflineGrantRules = {
  budget: 2000,
  capPerNumber: 100,
  blocked: [{ gameCategory: 'BLT', number: '13' }],
  percentageLimits: [{ gameCategory: 'L3C', limitPercent: 50 }],
  stopsAt: '2026-11-26T17:55:00.000Z',
  expiresAt: '2026-11-26T17:30:00.000Z',
};
const at = new Date('2026-11-26T17:00:00.000Z');
const line = (gameCategory: string, number: string, amount: number): OfflineLine => ({
  gameCategory,
  number,
  amount,
});

describe('offline line rules: the online rules as the grant froze them, plus cap and budget', () => {
  it.each([
    // [case, earlier lines of the grant, the ticket's lines, when, refusals]
    ['within everything', [], [line('BLT', '12', 50)], at, []],
    ['a blocked number', [], [line('BLT', '13', 10)], at, [{ index: 0, reason: 'blocked' }]],
    [
      'the percentage rule (L3C at most 50% of the BLT lines)',
      [],
      [line('BLT', '12', 20), line('L3C', '123', 11)],
      at,
      [{ index: 1, reason: 'percentage', available: 10 }],
    ],
    [
      'a line over the cap',
      [],
      [line('BLT', '12', 101)],
      at,
      [{ index: 0, reason: 'cap', available: 100 }],
    ],
    [
      'the cap counts the earlier tickets',
      [line('BLT', '12', 60)],
      [line('BLT', '12', 50)],
      at,
      [{ index: 0, reason: 'cap', available: 40 }],
    ],
    [
      'the cap counts the same number twice on a ticket',
      [],
      [line('BLT', '12', 60), line('BLT', '12', 60)],
      at,
      [{ index: 1, reason: 'cap', available: 40 }],
    ],
    ['another game is another number', [line('BLT', '12', 100)], [line('MRG', '12', 100)], at, []],
    [
      'over the budget',
      Array.from({ length: 20 }, (_, i) => line('BLT', String(i + 20), 99.5)),
      [line('BLT', '50', 20)],
      at,
      [{ index: null, reason: 'budget', available: 10 }],
    ],
    [
      'near the close',
      [],
      [line('BLT', '12', 5)],
      new Date('2026-11-26T17:55:00.000Z'),
      // the expiry is earlier here: an expired grant says so first
      [{ index: null, reason: 'expired' }],
    ],
    [
      'expired',
      [],
      [line('BLT', '12', 5)],
      new Date('2026-11-26T17:30:00.000Z'),
      [{ index: null, reason: 'expired' }],
    ],
  ] as const)('%s', (_, sold, lines, when, expected) => {
    expect(offlineRefusals(grant, sold, lines, when)).toEqual(expected);
  });

  it('stops N minutes before the close while the grant lasts', () => {
    const late = { ...grant, stopsAt: '2026-11-26T17:10:00.000Z' };
    expect(
      offlineRefusals(late, [], [line('BLT', '12', 5)], new Date('2026-11-26T17:10:00Z')),
    ).toEqual([{ index: null, reason: 'closed' }]);
    expect(
      offlineRefusals(late, [], [line('BLT', '12', 5)], new Date('2026-11-26T17:09:59Z')),
    ).toEqual([]);
  });

  it('keeps the budget in centimes', () => {
    expect(offlineBudgetLeft({ budget: 0.3 }, [line('BLT', '1', 0.1), line('BLT', '2', 0.2)])).toBe(
      0,
    );
  });
});

describe('offline signatures and chain', () => {
  const key = toBase64(Uint8Array.from({ length: 32 }, (_, i) => i));
  const grantId = '5f0c8a7e-0000-4000-8000-000000000001';
  const first: Omit<OfflineTicket, 'sig'> = {
    saleKey: 'k-1',
    seq: 1,
    soldAt: '2026-11-26T17:00:00.000Z',
    lines: [line('BLT', '12', 50)],
    prev: '',
  };

  it('signs the protocol text exactly', () => {
    expect(offlineSignatureInput(grantId, first)).toBe(
      `["${grantId}",1,"k-1","2026-11-26T17:00:00.000Z",[{"gameCategory":"BLT","number":"12","amount":50}],""]`,
    );
  });

  it('HMAC-SHA256 as RFC 4231 (test case 2)', async () => {
    const mac = await webCryptoHmac(utf8Bytes('Jefe'), 'what do ya want for nothing?');
    const hex = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it.each([
    ['an unchanged ticket', (t: OfflineTicket) => t, true],
    ['a changed amount', (t: OfflineTicket) => ({ ...t, lines: [line('BLT', '12', 500)] }), false],
    ['a changed number', (t: OfflineTicket) => ({ ...t, lines: [line('BLT', '21', 50)] }), false],
    ['a changed time', (t: OfflineTicket) => ({ ...t, soldAt: '2026-11-26T16:00:00.000Z' }), false],
    ['a changed seq', (t: OfflineTicket) => ({ ...t, seq: 2 }), false],
    ['a forged signature', (t: OfflineTicket) => ({ ...t, sig: 'A'.repeat(43) }), false],
  ] as const)('%s: valid %s', async (_, change, valid) => {
    const ticket = { ...first, sig: await signOfflineTicket(key, grantId, first) };
    expect(await offlineSignatureValid(key, grantId, change(ticket))).toBe(valid);
  });

  it.each([
    // [case, last {seq, sig}, ticket {seq, prev}, step]
    ['the first', { seq: 0, sig: '' }, { seq: 1, prev: '' }, 'next'],
    ['the next', { seq: 1, sig: 'a' }, { seq: 2, prev: 'a' }, 'next'],
    ['a missing ticket', { seq: 1, sig: 'a' }, { seq: 3, prev: 'b' }, 'gap'],
    ['an earlier one', { seq: 2, sig: 'b' }, { seq: 1, prev: '' }, 'order'],
    ['another prev', { seq: 1, sig: 'a' }, { seq: 2, prev: 'x' }, 'order'],
  ] as const)('%s: %s', (_, last, t, step) => {
    expect(chainStep(last, { ...first, ...t, sig: 's' })).toBe(step);
  });

  it('base64 and base64url round trip', () => {
    const bytes = Uint8Array.from([251, 255, 0, 1, 2]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64(toBase64Url(bytes))).toEqual(bytes);
    expect(toBase64Url(bytes)).toBe('-_8AAQI');
    expect(fromBase64('not base64!')).toBeNull();
  });

  it('prints its ticket code in the ticket code alphabet, the last character making it offline', () => {
    expect(offlineVerificationCode('AAAAAAAAAAA')).toBe('2222-2222');
    // 0 + 1 + … + 6 = 21: the eighth is the alphabet's 10th (C), 31 in all
    expect(
      offlineVerificationCode(toBase64Url(Uint8Array.from([31, 32, 33, 34, 35, 36, 37, 38]))),
    ).toBe('2345-678C');
  });
});
