// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A server that takes every request and never answers (only an abort ends the wait). */
const hanging = vi.fn<typeof fetch>(
  (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    }),
);
const answering = vi.fn<typeof fetch>(async () => new Response('{"status":"ok"}', { status: 200 }));

// Each test opens the point of sale anew: the module's state is the opening's.
const open = async () => {
  vi.resetModules();
  return import('./network-status.ts');
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the opening probe (issue 37)', () => {
  it('a server that never answers counts as unreachable after 2 s: offline selling starts', async () => {
    vi.stubGlobal('fetch', hanging);
    const status = await open();
    status.probeAtOpening();
    // Not claimed online meanwhile: nothing has answered yet.
    expect(status.isConfirmedOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(status.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(status.isOnline()).toBe(false);
    expect(status.isConfirmedOnline()).toBe(false);
  });

  it('a server that answers is online, and only then said so', async () => {
    vi.stubGlobal('fetch', answering);
    const status = await open();
    expect(status.isConfirmedOnline()).toBe(false);
    status.probeAtOpening();
    await vi.advanceTimersByTimeAsync(10);
    expect(status.isOnline()).toBe(true);
    expect(status.isConfirmedOnline()).toBe(true);
  });
});
