import { chatEvent, type ChatEvent } from '@tiraj/domain/contracts';
import { readSession } from '../session.ts';
import { createSseParser } from './sse.ts';

export interface StreamHandlers {
  /** subscribed (again): messages sent while away were missed, so refetch */
  onReady: () => void;
  onMessage: (event: ChatEvent) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows GET /api/chat/stream until stopped. A streaming fetch rather than
 * EventSource, so the token travels in the Authorization header as on every
 * call, never in a URL. Reconnects after a drop, waiting longer each time.
 */
export function followChatStream(handlers: StreamHandlers): () => void {
  const stop = new AbortController();
  void (async () => {
    let delay = 1000;
    while (!stop.signal.aborted) {
      const token = readSession()?.token;
      if (!token) return;
      try {
        const response = await fetch('/api/chat/stream', {
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
            if (event.event !== 'message') continue;
            const parsed = chatEvent.safeParse(JSON.parse(event.data));
            if (parsed.success) handlers.onMessage(parsed.data);
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
