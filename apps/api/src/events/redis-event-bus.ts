import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { EventHub } from './event-bus.ts';
import { decodeNotice, encodeNotice, type Notice } from './notices.ts';

/** Named when the bus carried only the chat; kept, so instances of two versions hear each other. */
export const REDIS_EVENTS_CHANNEL = 'tiraj:chat';

/**
 * The event bus through Redis pub/sub (REDIS_URL): a subscribing connection and a
 * publishing one per instance. ioredis reconnects and resubscribes by itself;
 * after such a gap the streams are told to resynchronise.
 */
export class RedisEventBus extends EventHub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private subscribed = false;

  constructor(url: string, log: FastifyBaseLogger) {
    super();
    this.pub = new Redis(url, { lazyConnect: true });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const connection of [this.pub, this.sub])
      connection.on('error', (error: Error) =>
        log.warn({ err: error }, 'event bus Redis connection'),
      );
    this.sub.on('message', (channel: string, payload: string) => {
      if (channel !== REDIS_EVENTS_CHANNEL) return;
      for (const notice of parse(payload)) this.deliver(notice);
    });
    this.sub.on('ready', () => {
      if (this.subscribed) this.deliver(null);
    });
  }

  async start() {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.sub.subscribe(REDIS_EVENTS_CHANNEL);
    this.subscribed = true;
  }

  override hearsOthers() {
    return this.subscribed && this.sub.status === 'ready';
  }

  async publish(notices: Notice[]) {
    if (notices.length === 0) return;
    // A whole broadcast in one message: Redis has no payload limit to speak of here.
    await this.pub.publish(REDIS_EVENTS_CHANNEL, JSON.stringify(notices.map(encodeNotice)));
  }

  override async close() {
    await super.close();
    await Promise.all([this.sub.quit(), this.pub.quit()]).catch(() => {});
  }
}

function parse(payload: string): Notice[] {
  try {
    const items: unknown = JSON.parse(payload);
    if (!Array.isArray(items)) return [];
    return items.flatMap((item) => {
      const notice = typeof item === 'string' ? decodeNotice(item) : undefined;
      return notice ? [notice] : [];
    });
  } catch {
    return [];
  }
}
