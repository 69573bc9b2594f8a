// @vitest-environment happy-dom
// The device's storage is IndexedDB (fake-indexeddb, a fresh one per test). A "reopening"
// re-imports the module, as a reload or a power cut does, on the same IndexedDB.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import { lastOf, papersToDrop, unprintedOf, UNPRINTED_KEPT_MS } from './paper-rules.ts';
import type { KeptPaper } from './paper-store.ts';
import type * as Papers from './papers.ts';

const ticket = (n: number, seller = 'seller-1'): ShownTicket =>
  ({
    _id: `id-${n}`,
    ticketId: `CODE-000${n}`,
    seller: { _id: seller, userName: 'pv1' },
    soldAt: `2026-11-28T10:0${n}:00.000Z`,
  }) as ShownTicket;

async function reopen(): Promise<typeof Papers> {
  vi.resetModules();
  vi.setSystemTime(Date.now() + 1000);
  const papers = await import('./papers.ts');
  await papers.loadPapers();
  return papers;
}

const mine = (p: typeof Papers) =>
  unprintedOf(p.readPapersNow(), 'seller-1', p.OPENED_AT).map((k) => k.saleKey);

describe('the papers kept on the device', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('a sale kept then cut off by the power is offered at the next opening, until printed', async () => {
    const before = await reopen();
    const shown = await before.keepPaper('k1', ticket(1), {
      soldAt: '2026-11-28T10:01:00.000Z',
      sellerId: 'seller-1',
    });
    expect(shown.saleKey).toBe('k1');
    // This opening showed it: the seller chose; not asked again now.
    expect(mine(before)).toEqual([]);

    const after = await reopen();
    expect(mine(after)).toEqual(['k1']);
    await after.markPrinted('k1');
    expect(mine(after)).toEqual([]);

    const later = await reopen();
    expect(mine(later)).toEqual([]);
    // Still the last ticket for "print the last ticket again", now a copy.
    expect(lastOf(later.readPapersNow(), 'seller-1')).toMatchObject({
      saleKey: 'k1',
      printed: true,
    });
  });

  it('the same sale answered again keeps its print and its time; a cancelled one is never offered', async () => {
    const p = await reopen();
    await p.keepPaper('k1', ticket(1), {
      soldAt: '2026-11-28T10:01:00.000Z',
      sellerId: 'seller-1',
    });
    await p.markPrinted('k1');
    await p.keepPaper('k1', ticket(1), {
      soldAt: '2026-11-28T10:09:00.000Z',
      sellerId: 'seller-1',
    });
    expect(p.readPapersNow()).toMatchObject([
      { printed: true, soldAt: '2026-11-28T10:01:00.000Z' },
    ]);

    await p.keepPaper('k2', ticket(2), {
      soldAt: '2026-11-28T10:02:00.000Z',
      sellerId: 'seller-1',
    });
    await p.forgetPaperOf('id-2');
    const after = await reopen();
    expect(mine(after)).toEqual([]);
    expect(lastOf(after.readPapersNow(), 'seller-1')).toBeNull();
  });
});

const paper = (over: Partial<KeptPaper>): KeptPaper => ({
  saleKey: 'k',
  sellerId: 's1',
  ticket: ticket(1),
  soldAt: '2026-11-28T10:00:00.000Z',
  keptAt: '2026-11-28T10:00:00.000Z',
  printed: false,
  ...over,
});

describe('which papers are asked for, last, and let go', () => {
  const opened = Date.parse('2026-11-28T12:00:00.000Z');
  it.each([
    ['kept before this opening, not printed', {}, true],
    ['printed', { printed: true }, false],
    ['cancelled', { cancelled: true }, false],
    ['kept during this opening', { keptAt: '2026-11-28T12:00:01.000Z' }, false],
    ["another seller's", { sellerId: 's2' }, false],
  ])('%s: offered %s', (_name, over, offered) => {
    expect(unprintedOf([paper(over)], 's1', opened).length === 1).toBe(offered);
  });

  it('the last is the latest sale, by the time it was made', () => {
    const papers = [
      paper({
        saleKey: 'late',
        soldAt: '2026-11-28T11:00:00.000Z',
        keptAt: '2026-11-28T09:00:00.000Z',
      }),
      paper({
        saleKey: 'early',
        soldAt: '2026-11-28T09:00:00.000Z',
        keptAt: '2026-11-28T11:00:00.000Z',
      }),
    ];
    expect(lastOf(papers, 's1')?.saleKey).toBe('late');
  });

  it('lets go of printed papers but the last, and of unprinted ones past their days', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    const old = new Date(now.getTime() - UNPRINTED_KEPT_MS - 1).toISOString();
    const papers = [
      paper({ saleKey: 'printed', printed: true, soldAt: '2026-11-28T09:00:00.000Z' }),
      paper({ saleKey: 'old', soldAt: old }),
      paper({ saleKey: 'unprinted', soldAt: '2026-11-28T10:00:00.000Z' }),
      paper({ saleKey: 'last', printed: true, soldAt: '2026-11-28T11:00:00.000Z' }),
    ];
    expect(papersToDrop(papers, now).map((p) => p.saleKey)).toEqual(['printed', 'old']);
  });
});
