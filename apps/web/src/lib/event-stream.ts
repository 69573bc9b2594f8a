import { readSession } from './session.ts';
import { createSseParser } from './chat-live/sse.ts';

export interface EventStreamHandlers {
  /** subscribed (again): events sent while away were missed, so refetch */
  onReady: () => void;
  /** one event of the stream other than `ready`, its data still JSON text */
  onEvent: (name: string, data: string) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows one of the API's Server-Sent Event streams (`/api/…`) until stopped. A streaming
 * fetch rather than EventSource, so the token travels in the Authorization header as on every
 * call, never in a URL. Reconnects after a drop, waiting longer each time.
 */
export function followEventStream(path: string, handlers: EventStreamHandlers): () => void {
  const stop = new AbortController();
  void (async () => {
    let delay = 1000;
    while (!stop.signal.aborted) {
      const token = readSession()?.token;
      if (!token) return;
      try {
        const response = await fetch(`/api${path}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: stop.signal,
          cache: 'no-store',
        });
        // The session is over or not allowed: the next ordinary call sends the user to sign in.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const event of parser.push(value)) {
            delay = 1000;
            if (event.event === 'ready') handlers.onReady();
            else handlers.onEvent(event.event, event.data);
          }
        }
      } catch {
        // dropped, refused or aborted: try again below unless stopped
      }
      await sleep(delay, stop.signal);
      delay = Math.min(delay * 2, 30_000);
    }
  })();
  return () => stop.abort();
}
