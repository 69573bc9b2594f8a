import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestTimeouts } from '../pos/lib/request-timeouts.ts';
import { api, ApiError, get } from './api-client.ts';

/** A server that takes every request and never answers (only an abort ends the wait). */
const hanging = vi.fn<typeof fetch>(
  (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    }),
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', hanging);
  vi.stubGlobal('sessionStorage', { getItem: () => null });
  setRequestTimeouts({ read: 8_000, write: 20_000 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settled = (promise: Promise<unknown>) => {
  const seen: { error?: unknown } = {};
  promise.catch((error: unknown) => (seen.error = error));
  return seen;
};

describe('the time limit of every call (the point of sale)', () => {
  it('a read the server never answers fails as a network error after 8 s, not before', async () => {
    const seen = settled(get('/seller/getlotterycategory'));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(seen.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(ApiError);
    expect((seen.error as ApiError).status).toBe(0);
  });

  it('a write waits longer (20 s) before it fails as a network error', async () => {
    const seen = settled(api('POST', '/seller/payticket', {}));
    await vi.advanceTimersByTimeAsync(8_000);
    expect(seen.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(12_000);
    expect((seen.error as ApiError).status).toBe(0);
  });

  it("the caller's own abort (a screen closed) is still an AbortError", async () => {
    const screen = new AbortController();
    const seen = settled(get('/seller/gettickets', screen.signal));
    screen.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((seen.error as DOMException).name).toBe('AbortError');
  });
});
