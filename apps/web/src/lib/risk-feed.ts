import { EXPOSURE_STREAM_PATHS } from '@tiraj/domain/contracts';
import { followEventStream } from './event-stream.ts';

type Reader = keyof typeof EXPOSURE_STREAM_PATHS;

export interface FeedListener {
  /** (re)subscribed: what was sent while away was missed */
  onReady?: () => void;
  onEvent: (name: string, data: string) => void;
}

const feeds = new Map<Reader, { listeners: Set<FeedListener>; stop: () => void }>();

/**
 * The company's risk feed (sales and alerts), one connection per tab however many parts of the
 * screen follow it (the shell's alerts on every screen, the risk board): browsers allow a
 * handful of connections per server, and the chat keeps one too. Closed with its last follower.
 */
export function followRiskFeed(reader: Reader, listener: FeedListener): () => void {
  let feed = feeds.get(reader);
  if (!feed) {
    const listeners = new Set<FeedListener>();
    const stop = followEventStream(EXPOSURE_STREAM_PATHS[reader], {
      onReady: () => listeners.forEach((l) => l.onReady?.()),
      onEvent: (name, data) => listeners.forEach((l) => l.onEvent(name, data)),
    });
    feed = { listeners, stop };
    feeds.set(reader, feed);
  }
  const open = feed;
  open.listeners.add(listener);
  return () => {
    open.listeners.delete(listener);
    if (open.listeners.size === 0 && feeds.get(reader) === open) {
      open.stop();
      feeds.delete(reader);
    }
  };
}
