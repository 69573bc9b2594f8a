// @vitest-environment happy-dom
// The device's storage is IndexedDB (fake-indexeddb here, a fresh one per test); the server is a
// mocked fetch. A "start" re-imports the modules, as a reload does, on the same IndexedDB.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, values } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PendingSales from './pending-sales.ts';
import type { PendingSale } from './pending-sales.ts';

const texts = vi.hoisted(() => ({ loadServerTexts: vi.fn(async () => undefined) }));
// The server's texts are a chunk of their own: only whether a refusal asks for them matters here.
vi.mock('../server-texts.ts', () => ({
  loadServerTexts: texts.loadServerTexts,
  serverReason: () => undefined,
}));

const fetchMock = vi.fn<typeof fetch>();

/** The app as a reload finds it: its modules anew, what the device kept in IndexedDB still there. */
async function start(): Promise<typeof PendingSales> {
  vi.resetModules();
  // A 401 would otherwise send the page to the sign-in screen.
  const { setSessionEndedHandler } = await import('../../../lib/api-client.ts');
  setSessionEndedHandler(() => undefined);
  return import('./pending-sales.ts');
}

/** What this device holds, read as any version of the app would: these names must not change. */
const onDevice = () => values<PendingSale>(createStore('tiraj-pos-sales', 'pending'));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const sold = (ticketId: string) => answer(200, { success: true, data: { ticketId } });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
/** The sale keys sent, in order. */
const sentKeys = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as PendingSale['body']).saleKey,
  );

/** Lets the device's storage (fake-indexeddb answers on setImmediate) and the promises run. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function sale(n: number, over: Partial<PendingSale> = {}): PendingSale {
  const saleKey = `TJAAAABBBB-k${n}-00000${n}`;
  return {
    saleKey,
    userId: 'seller-1',
    body: {
      lotteryCategoryName: 'draw-1',
      numbers: [{ gameCategory: 'BLT', number: '27', amount: 50 }],
      saleKey,
    },
    drawName: 'Florida Midi',
    total: 50,
    createdAt: `2026-01-05T10:0${n}:00.000Z`,
    ...over,
  };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  // The reachability probe that a network failure starts (every 15 s) and the resend planned
  // after a try without an answer stay out of the way, unless a test moves the clock.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  fetchMock.mockReset();
  texts.loadServerTexts.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a sale waiting for its answer', () => {
  it('is on the device, under its key, before it is sent, and forgotten once sold', async () => {
    const app = await start();
    let keptWhenSent: PendingSale[] = [];
    fetchMock.mockImplementation(async () => {
      keptWhenSent = await onDevice();
      return sold('QQYZ-SS9H');
    });
    const s = sale(1);
    await app.keepPending(s);
    const result = await app.sendSale(s);

    expect(keptWhenSent).toEqual([s]);
    expect(sentKeys()).toEqual([s.saleKey]);
    expect(result).toMatchObject({ kind: 'sold', ticket: { ticketId: 'QQYZ-SS9H' } });
    expect(await onDevice()).toEqual([]);
  });

  it('stays on the device after a network failure and is sent again with the same key at the next start', async () => {
    const first = await start();
    const s = sale(1);
    fetchMock.mockImplementation(networkDown);
    await first.keepPending(s);
    expect(await first.sendSale(s)).toEqual({ kind: 'waiting', again: true });
    expect(await onDevice()).toEqual([s]);

    const next = await start();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(sold('QQYZ-SS9H'));
    const outcomes: PendingSales.SaleOutcome[] = [];
    next.claimOutcomes((outcome) => {
      outcomes.push(outcome);
      return true;
    });
    await next.loadPending();
    await next.retryPending('seller-1');

    expect(sentKeys()).toEqual([s.saleKey]);
    expect(outcomes).toMatchObject([{ kind: 'sold', sale: s, ticket: { ticketId: 'QQYZ-SS9H' } }]);
    expect(await onDevice()).toEqual([]);
  });

  it.each([
    // a proxy's answer during a deploy: sent again by itself; another 5xx or a 401: by the seller
    [500, { kind: 'waiting', again: false }],
    [502, { kind: 'waiting', again: true }],
    [503, { kind: 'waiting', again: true }],
    [504, { kind: 'waiting', again: true }],
    [401, { kind: 'waiting' }],
  ])('stays waiting on the device when the server answers %i', async (status, waiting) => {
    const app = await start();
    const s = sale(1);
    fetchMock.mockResolvedValue(answer(status, { success: false, message: 'no' }));
    await app.keepPending(s);

    expect(await app.sendSale(s)).toEqual(waiting);
    expect(await onDevice()).toEqual([s]);
  });

  it('answered 503 (a deploy), is sent again by itself after the backoff under its key, and sold once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const app = await start();
    // The resend goes under the signed-in seller's session.
    localStorage.setItem(
      'tiraj.pos.session',
      JSON.stringify({ token: 't', userId: 'seller-1', userName: 'pv1', company: 'c' }),
    );
    const s = sale(1);
    fetchMock
      .mockResolvedValueOnce(answer(503, { message: 'Service Unavailable' }))
      .mockResolvedValueOnce(answer(503, { message: 'Service Unavailable' }))
      .mockResolvedValue(sold('QQYZ-SS9H'));
    const outcomes: PendingSales.SaleOutcome[] = [];
    app.claimOutcomes((outcome) => {
      outcomes.push(outcome);
      return true;
    });
    await app.keepPending(s);
    expect(await app.sendSale(s)).toMatchObject({ kind: 'waiting', again: true });

    // 1 s, then 2 s: said on screen (resendAt), then sent again with the same key.
    await settle();
    expect(app.readPendingState().resendAt).toBeGreaterThan(Date.now() + 900);
    await vi.advanceTimersByTimeAsync(999);
    expect(sentKeys()).toEqual([s.saleKey]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sentKeys()).toEqual([s.saleKey, s.saleKey]);
    expect(app.readPendingState().resendAt).toBeGreaterThan(Date.now() + 1900);
    await vi.advanceTimersByTimeAsync(2000);
    await settle();

    expect(sentKeys()).toEqual([s.saleKey, s.saleKey, s.saleKey]);
    expect(outcomes).toMatchObject([{ kind: 'sold', ticket: { ticketId: 'QQYZ-SS9H' } }]);
    expect(app.readPendingState().resendAt).toBeNull();
    expect(await onDevice()).toEqual([]);
  });

  it('is refused for good on a 422 with its refused lines, and forgotten', async () => {
    const app = await start();
    const s = sale(1);
    const line = {
      index: 0,
      gameCategory: 'BLT',
      number: '27',
      reason: 'limit',
      available: 20,
      code: 'sale.limit',
      params: { available: 20 },
    };
    fetchMock.mockResolvedValue(
      answer(422, {
        success: false,
        message: 'refused',
        code: 'sale.refused',
        params: { summary: 'limit' },
        details: { lines: [line] },
      }),
    );
    await app.keepPending(s);
    const result = await app.sendSale(s);

    expect(result).toMatchObject({ kind: 'refused', status: 422, lines: [line] });
    expect(result.kind === 'refused' && result.error.code).toBe('sale.refused');
    // Its lines are said in the point of sale's own words: the server's texts are not needed.
    expect(texts.loadServerTexts).not.toHaveBeenCalled();
    expect(await onDevice()).toEqual([]);
  });

  it('is refused for good on a 409 without lines, said in the server words, and forgotten', async () => {
    const app = await start();
    const s = sale(1);
    fetchMock.mockResolvedValue(
      answer(409, { success: false, message: 'Inactive', code: 'seller.inactive' }),
    );
    await app.keepPending(s);
    const result = await app.sendSale(s);

    expect(result).toMatchObject({ kind: 'refused', status: 409, lines: [] });
    expect(texts.loadServerTexts).toHaveBeenCalledOnce();
    expect(await onDevice()).toEqual([]);
  });

  it('goes once when sent twice at once (a tap and a background retry)', async () => {
    const app = await start();
    const s = sale(1);
    fetchMock.mockResolvedValue(sold('QQYZ-SS9H'));
    await app.keepPending(s);
    const [a, b] = await Promise.all([app.sendSale(s), app.sendSale(s)]);

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(a).toBe(b);
  });
});

describe('retrying the waiting sales', () => {
  it("sends only this seller's sales, oldest first, and stops at the first that gets no answer", async () => {
    const app = await start();
    const newer = sale(3);
    const older = sale(2);
    const someoneElse = sale(1, { userId: 'seller-2' });
    fetchMock.mockImplementation(networkDown);
    for (const s of [newer, older, someoneElse]) await app.keepPending(s);

    await app.retryPending('seller-1');
    // Still no network: the newer one would have failed the same way.
    expect(sentKeys()).toEqual([older.saleKey]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(sold('T-1')).mockResolvedValueOnce(sold('T-2'));
    await app.retryPending('seller-1');
    expect(sentKeys()).toEqual([older.saleKey, newer.saleKey]);
    expect(await onDevice()).toEqual([someoneElse]);
  });

  it('sends nothing while the browser says it is offline', async () => {
    const app = await start();
    await app.keepPending(sale(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await app.retryPending('seller-1');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await onDevice()).toHaveLength(1);
  });
});

/** What an earlier version kept: database `tiraj-pos`, store `pending-sales` keyed by `saleKey`. */
async function keptByEarlierVersion(sales: PendingSale[]) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('tiraj-pos', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('pending-sales', { keyPath: 'saleKey' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction('pending-sales', 'readwrite');
  for (const s of sales) tx.objectStore('pending-sales').put(s);
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
const inEarlierStore = () => values<PendingSale>(createStore('tiraj-pos', 'pending-sales'));

describe('sales kept by an earlier version of the app', () => {
  it('move to the new store at start, are sent with their key and forgotten once sold', async () => {
    const older = sale(1);
    const newer = sale(2);
    await keptByEarlierVersion([older, newer]);

    const app = await start();
    fetchMock.mockImplementation(networkDown);
    await app.loadPending();
    expect(await onDevice()).toEqual([older, newer]);
    expect(await inEarlierStore()).toEqual([]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(sold('T-1')).mockResolvedValueOnce(sold('T-2'));
    await app.retryPending('seller-1');
    expect(sentKeys()).toEqual([older.saleKey, newer.saleKey]);
    expect(await onDevice()).toEqual([]);
  });

  it('is never sold when its ticket was cancelled since (409 sale.key_cancelled): forgotten, with the ticket named', async () => {
    const app = await start();
    const s = sale(1);
    fetchMock.mockResolvedValue(
      answer(409, {
        success: false,
        message: 'The ticket QQYZ-SS9H sold under this sale key was cancelled: it is not sold',
        code: 'sale.key_cancelled',
        params: { ticketId: 'QQYZ-SS9H' },
        details: { ticket: { ticketId: 'QQYZ-SS9H', deletedAt: '2026-11-20T12:00:00.000Z' } },
      }),
    );
    await app.keepPending(s);
    const outcomes: PendingSales.SaleOutcome[] = [];
    app.claimOutcomes((outcome) => {
      outcomes.push(outcome);
      return true;
    });
    await app.retryPending('seller-1');

    expect(outcomes).toEqual([{ kind: 'cancelled', sale: s, ticketId: 'QQYZ-SS9H' }]);
    expect(await onDevice()).toEqual([]);
  });
});
