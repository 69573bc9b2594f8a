/**
 * Live chat fan-out: a stored message is announced to every API instance,
 * which hands it to its own open push streams. Notices carry ids only; each
 * stream decides from the ids whether its user may know (ARCHITECTURE.md §1).
 */
export interface ChatNotice {
  companyId: string;
  sellerId: string;
  messageId: string;
  senderId: string;
}

/** A notice, or `null`: notices may have been missed (a lost connection), clients should refetch. */
export type ChatListener = (notice: ChatNotice | null) => void;

export interface ChatFanout {
  /** Announces messages already committed. */
  publish(notices: ChatNotice[]): Promise<void>;
  subscribe(listener: ChatListener): () => void;
  close(): Promise<void>;
}

/** The listeners of this instance; subclasses decide how notices travel between instances. */
export abstract class ChatHub implements ChatFanout {
  private readonly listeners = new Set<ChatListener>();

  abstract publish(notices: ChatNotice[]): Promise<void>;

  subscribe(listener: ChatListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  protected deliver(notice: ChatNotice | null) {
    for (const listener of this.listeners) listener(notice);
  }

  async close() {
    this.listeners.clear();
  }
}

/** One process (the embedded PGlite database): an in-process hand-over is the whole fan-out. */
export class LocalFanout extends ChatHub {
  async publish(notices: ChatNotice[]) {
    for (const notice of notices) this.deliver(notice);
  }
}

const UUID = /^[0-9a-f-]{36}$/i;

/** Notices as they travel between instances: compact JSON of four ids. */
export const encodeNotice = (n: ChatNotice) =>
  JSON.stringify({ c: n.companyId, s: n.sellerId, m: n.messageId, f: n.senderId });

export function decodeNotice(payload: string): ChatNotice | undefined {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    const ids = [v.c, v.s, v.m, v.f];
    if (!ids.every((x) => typeof x === 'string' && UUID.test(x))) return undefined;
    return {
      companyId: v.c as string,
      sellerId: v.s as string,
      messageId: v.m as string,
      senderId: v.f as string,
    };
  } catch {
    return undefined;
  }
}
