/**
 * A signal that aborts when `signal` does, or after `ms` with a `TimeoutError` (a server that
 * takes the request and never answers must not hold a screen, or a sale, forever). `done` clears
 * the timer once the answer is read. Written by hand: `AbortSignal.any` is missing from the older
 * Chrome of cheap Android phones.
 */
export function withTimeout(
  signal: AbortSignal | undefined,
  ms: number | undefined,
): { signal: AbortSignal | undefined; done: () => void } {
  if (ms === undefined) return { signal, done: () => undefined };
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
