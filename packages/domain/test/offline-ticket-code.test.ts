import { describe, expect, it } from 'vitest';
import {
  isOfflineTicketCode,
  normaliseTicketCode,
  offlineBonusNumbers,
  offlineTicketCodeFrom,
  onlineTicketCode,
  TIMES,
} from '../src/index.ts';

/** Bytes from a fixed-seed generator (the domain's tests run without Node's or a browser's types). */
let state = 12345;
const randomBytes = (n: number) =>
  Uint8Array.from({ length: n }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  });
const bytes = () => randomBytes(32);

describe('offline and online ticket codes never meet (issue 37)', () => {
  it('an offline code is a ticket code in the offline space; an online one never is', () => {
    for (let i = 0; i < 2000; i++) {
      const offline = offlineTicketCodeFrom(bytes());
      expect(normaliseTicketCode(offline)).toBe(offline);
      expect(isOfflineTicketCode(offline)).toBe(true);
      expect(isOfflineTicketCode(onlineTicketCode(randomBytes))).toBe(false);
    }
  });

  it('an online draw in the offline space is drawn again', () => {
    const offline = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0]); // 2222-2222: offline
    const draws = [offline, Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0])];
    expect(onlineTicketCode(() => draws.shift()!)).toBe('3222-2222');
  });
});

describe('offlineBonusNumbers', () => {
  it('the same signature gives the same distinct, unblocked maryaj numbers, as many as the total earns', () => {
    const sig = bytes();
    const first = offlineBonusNumbers(sig, 100_000, new Set());
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(5);
    expect(offlineBonusNumbers(sig, 100_000, new Set())).toEqual(first);
    for (const n of first) expect(n).toMatch(new RegExp(`^\\d\\d${TIMES}\\d\\d$`));
    const blocked = new Set([first[0]!]);
    expect(offlineBonusNumbers(sig, 100_000, blocked)).not.toContain(first[0]);
    expect(offlineBonusNumbers(sig, 4_999, new Set())).toEqual([]);
    expect(offlineBonusNumbers(sig, 5_000, new Set())).toHaveLength(2);
  });
});
