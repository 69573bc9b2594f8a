// @vitest-environment happy-dom
// The device's books are in IndexedDB (fake-indexeddb, a fresh one per test); the server is a
// mocked fetch. Each test loads the engine anew, as a reload does, on what the device kept.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineGrantData, SellerCategory } from '@tiraj/domain/contracts';
import { newBook } from './offline-book.ts';

const fetchMock = vi.fn<typeof fetch>();

const grant: OfflineGrantData = {
  grantId: '6f1c2b9e-8d1a-4c3e-9b7a-2f4d5e6a7b8c',
  key: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  lotteryCategoryId: 'draw-1',
  drawDate: '2026-11-26',
  closesAt: '2026-11-27T04:59:00.000Z',
  stopsAt: '2026-11-27T04:54:00.000Z',
  expiresAt: '2026-11-26T17:30:00.000Z',
  budget: 300,
  capPerNumber: 100,
  blocked: [],
  percentageLimits: [],
  terms: [50],
};
const draw: SellerCategory = {
  _id: 'draw-1',
  lotteryName: 'Florida Midi',
  startTime: '00:00',
  endTime: '23:59',
  open: true,
  drawDate: '2026-11-26',
  until: '2026-11-26 23:59',
};
/** A quarter of the way through the grant: not yet due for renewal. */
const now = new Date('2026-11-26T17:07:00.000Z');

async function load() {
  vi.resetModules();
  const { setSessionEndedHandler } = await import('../../../lib/api-client.ts');
  setSessionEndedHandler(() => undefined);
  return { engine: await import('./offline-engine.ts'), sync: await import('./offline-sync.ts') };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // The engine reads the clock too (a book past its expiry is forgotten after a sync).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the engine at a reload', () => {
  it.each([
    ['one start', 1],
    ['two starts at once (the first round and a changed draw list)', 2],
  ])('with %s, keeps the grant the device holds: no new grant is asked', async (_, starts) => {
    const { engine, sync } = await load();
    await sync.saveBook({ ...newBook(grant, 'seller-1'), takenAt: '2026-11-26T17:00:00.000Z' });
    const started = Array.from({ length: starts }, () => engine.startEngine('seller-1'));
    // The last start is what the round that refreshes the grants waited for.
    await started[started.length - 1];
    await engine.refreshGrants([draw], now);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([]);
    await Promise.all(started);
  });

  it('asks a grant for a draw the device holds none for', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, data: { ...grant, grantId: 'new' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { engine } = await load();
    await engine.startEngine('seller-1');
    await engine.refreshGrants([draw], now);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/seller/offlinegrant');
  });
});

describe('the engine back online (issue 37)', () => {
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const ticket = (seq: number) => ({
    saleKey: `key-0000000${seq}`,
    seq,
    soldAt: '2026-11-26T17:05:00.000Z',
    lines: [{ gameCategory: 'BLT' as const, number: '27', amount: 50 }],
    prev: seq === 1 ? '' : `sig-${seq - 1}`,
    sig: `sig-${seq}`,
  });

  it('says how many offline tickets it sent', async () => {
    fetchMock.mockImplementation(async () =>
      json([
        { saleKey: 'key-00000001', state: 'recorded' },
        { saleKey: 'key-00000002', state: 'held', reason: 'cap' },
      ]),
    );
    const { engine, sync } = await load();
    const tickets = [ticket(1), ticket(2)].map((t) => ({ ...t, answered: false }));
    await sync.saveBook({ ...newBook(grant, 'seller-1'), tickets });
    await engine.startEngine('seller-1');
    await engine.syncAll();
    const { readOfflineView } = await import('./offline-state.ts');
    expect(readOfflineView().sent).toEqual({ count: 2, at: now.getTime() });
  });

  it('asks again about a held ticket, and stops showing it held once the company accepted it', async () => {
    fetchMock.mockImplementation(async () =>
      json([{ saleKey: 'key-00000001', state: 'recorded', ticket: { ticketId: 'PSTH-RU78' } }]),
    );
    const { engine, sync } = await load();
    await sync.saveBook({
      ...newBook(grant, 'seller-1'),
      tickets: [{ ...ticket(1), answered: true }],
      verdicts: { 'key-00000001': { state: 'held', reason: 'grant_ended' } },
    });
    await engine.startEngine('seller-1');
    const { readOfflineView } = await import('./offline-state.ts');
    expect(readOfflineView().tickets.map((t) => [t.state, t.reason])).toEqual([
      ['held', 'grant_ended'],
    ]);

    await engine.syncAll();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/seller/syncoffline');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tickets: [{ saleKey: 'key-00000001' }],
    });
    expect(readOfflineView().tickets).toEqual([]);
    // Nothing is said sent: the held ticket had left the device before.
    expect(readOfflineView().sent).toBeUndefined();
  });
});

describe('a ticket sold offline', () => {
  it("carries each line's potential win at the grant's payout terms, printed as online", async () => {
    const { engine, sync } = await load();
    await sync.saveBook({ ...newBook(grant, 'seller-1'), takenAt: '2026-11-26T17:00:00.000Z' });
    await engine.startEngine('seller-1');
    const sale = await engine.sellFromGrant(
      draw,
      [{ gameCategory: 'BLT', number: '12', amount: 10 }],
      'key-1',
      { userId: 'seller-1', userName: 'jan', company: 'Lakay' },
      now,
    );
    expect(sale.kind).toBe('sold');
    // terms [50]: a BLT at its first position pays 50 times the stake.
    if (sale.kind === 'sold') expect(sale.ticket.numbers[0]?.potentialWin).toBe(500);
  });
});
