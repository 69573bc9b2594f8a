import type { Notice } from './notices.ts';

/** A notice, or `null`: notices may have been missed (a lost connection), listeners should refetch. */
export type NoticeListener = (notice: Notice | null) => void;

/**
 * The live event bus (`ctx.events`): a notice published by one API instance reaches the listeners
 * of every instance (chat and risk-board streams, caches). Published only once what it tells is
 * committed; a lost notice costs a live update, never data.
 */
export interface EventBus {
  /** Announces changes already committed. */
  publish(notices: Notice[]): Promise<void>;
  subscribe(listener: NoticeListener): () => void;
  /**
   * Whether other instances' notices reach this one now. While they cannot (a lost connection),
   * what this instance keeps in memory may be stale unknowingly: the caches read through.
   */
  hearsOthers(): boolean;
  close(): Promise<void>;
}

/** The listeners of this instance; subclasses decide how notices travel between instances. */
export abstract class EventHub implements EventBus {
  private readonly listeners = new Set<NoticeListener>();

  abstract publish(notices: Notice[]): Promise<void>;

  subscribe(listener: NoticeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  hearsOthers() {
    return true;
  }

  protected deliver(notice: Notice | null) {
    for (const listener of this.listeners) listener(notice);
  }

  async close() {
    this.listeners.clear();
  }
}

/** One process (the embedded PGlite database): an in-process hand-over is the whole bus. */
export class LocalEventBus extends EventHub {
  async publish(notices: Notice[]) {
    for (const notice of notices) this.deliver(notice);
  }
}
