import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts with a TimeoutError once the time is up, not before', () => {
    const { signal } = withTimeout(undefined, 8000);
    vi.advanceTimersByTime(7999);
    expect(signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('TimeoutError');
  });

  it("follows the caller's own abort (a screen closed), as an AbortError", () => {
    const outer = new AbortController();
    const { signal } = withTimeout(outer.signal, 8000);
    outer.abort();
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('AbortError');
  });

  it('never fires once the answer is read', () => {
    const { signal, done } = withTimeout(undefined, 8000);
    done();
    vi.advanceTimersByTime(60_000);
    expect(signal?.aborted).toBe(false);
  });

  it('without a time, is the caller’s signal itself', () => {
    const outer = new AbortController();
    expect(withTimeout(outer.signal, undefined).signal).toBe(outer.signal);
  });
});
