/**
 * Live fan-out: a stored message, or a ticket sold or deleted, is announced to
 * every API instance, which hands it to its own open push streams (the chat's,
 * the risk board's). Notices carry ids only; each stream decides from the ids
 * whether its user may know (ARCHITECTURE.md §1, §8).
 */
export interface ChatNotice {
  kind?: 'chat';
  companyId: string;
  sellerId: string;
  messageId: string;
  senderId: string;
}

/** A ticket of a draw was sold or deleted: the risk boards of its company refetch. */
export interface SaleNotice {
  kind: 'sale';
  companyId: string;
  sellerId: string;
  lotteryCategoryId: string;
  /** YYYY-MM-DD */
  drawDate: string;
  ticketId: string;
}

export type LiveNotice = ChatNotice | SaleNotice;

/** A notice, or `null`: notices may have been missed (a lost connection), clients should refetch. */
export type ChatListener = (notice: LiveNotice | null) => void;

export interface ChatFanout {
  /** Announces messages already committed. */
  publish(notices: LiveNotice[]): Promise<void>;
  subscribe(listener: ChatListener): () => void;
  close(): Promise<void>;
}

/** The listeners of this instance; subclasses decide how notices travel between instances. */
export abstract class ChatHub implements ChatFanout {
  private readonly listeners = new Set<ChatListener>();

  abstract publish(notices: LiveNotice[]): Promise<void>;

  subscribe(listener: ChatListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  protected deliver(notice: LiveNotice | null) {
    for (const listener of this.listeners) listener(notice);
  }

  async close() {
    this.listeners.clear();
  }
}

/** One process (the embedded PGlite database): an in-process hand-over is the whole fan-out. */
export class LocalFanout extends ChatHub {
  async publish(notices: LiveNotice[]) {
    for (const notice of notices) this.deliver(notice);
  }
}

const UUID = /^[0-9a-f-]{36}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Notices as they travel between instances: compact JSON of ids (and a sale's draw date). */
export const encodeNotice = (n: LiveNotice) =>
  n.kind === 'sale'
    ? JSON.stringify({
        k: 's',
        c: n.companyId,
        s: n.sellerId,
        l: n.lotteryCategoryId,
        d: n.drawDate,
        t: n.ticketId,
      })
    : JSON.stringify({ c: n.companyId, s: n.sellerId, m: n.messageId, f: n.senderId });

function decodeSale(v: Record<string, unknown>): SaleNotice | undefined {
  const ids = [v.c, v.s, v.l, v.t];
  if (!ids.every((x) => typeof x === 'string' && UUID.test(x))) return undefined;
  if (typeof v.d !== 'string' || !DATE.test(v.d)) return undefined;
  return {
    kind: 'sale',
    companyId: v.c as string,
    sellerId: v.s as string,
    lotteryCategoryId: v.l as string,
    drawDate: v.d,
    ticketId: v.t as string,
  };
}

export function decodeNotice(payload: string): LiveNotice | undefined {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (v.k === 's') return decodeSale(v);
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
