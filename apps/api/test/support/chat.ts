import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { bearer, signedInCompany, signedInSeller } from './factories.ts';
import { multipart, type FilePart } from './multipart.ts';

/** A signed-in company (signedInCompany) with a second seller (no supervisor), signed in too. */
export async function chatCompany(app: App, db: Db) {
  const company = await signedInCompany(app, db);
  const second = await signedInSeller(app, db, company.company.id);
  return { ...company, second, tokens: { ...company.tokens, second: second.token } };
}
export type ChatCompany = Awaited<ReturnType<typeof chatCompany>>;

/** A multipart chat call: text fields and at most one file in `file`. */
export function postForm(
  app: App,
  token: string | undefined,
  url: string,
  fields: Record<string, string | undefined>,
  file?: Omit<FilePart, 'field'>,
) {
  const body = multipart(fields, file ? { field: 'file', ...file } : undefined);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

export interface WireMessage {
  _id: string;
  senderId: string;
  receiverId: string;
  sellerId: string;
  content: string;
  message: string;
  type: 'text' | 'voice' | 'file';
  fileUrl: string | null;
  voiceUrl: string | null;
  fileName: string | null;
  timestamp: string;
  readAt: string | null;
}

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A push-channel client as a device or the web app reads it: a streaming
 * fetch with the bearer header, frames parsed as they arrive.
 */
export async function openStream(baseUrl: string, token: string, path = '/api/chat/stream') {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: bearer(token),
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = frame.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event) events.push({ event, data: data ?? '' });
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      waiters.splice(0).forEach((w) => w());
    }
  })();

  /** The first event matching, waiting for it up to `ms`. */
  async function next(match: (e: StreamEvent) => boolean, ms = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (ended) throw new Error('the stream ended');
      if (Date.now() > deadline) throw new Error('no such event in time');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    next,
    messages: () =>
      events
        .filter((e) => e.event === 'message')
        .map((e) => JSON.parse(e.data) as { _id: string; sellerId: string; senderId: string }),
    ready: () => next((e) => e.event === 'ready'),
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
}
