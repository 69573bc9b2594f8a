import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ChatHub, decodeNotice, encodeNotice, type LiveNotice } from './fanout.ts';

export const REDIS_CHAT_CHANNEL = 'tiraj:chat';

/**
 * Fan-out through Redis pub/sub (REDIS_URL): a subscribing connection and a
 * publishing one per instance. ioredis reconnects and resubscribes by itself;
 * after such a gap the streams are told to resynchronise.
 */
export class RedisFanout extends ChatHub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private subscribed = false;

  constructor(url: string, log: FastifyBaseLogger) {
    super();
    this.pub = new Redis(url, { lazyConnect: true });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const connection of [this.pub, this.sub])
      connection.on('error', (error: Error) => log.warn({ err: error }, 'chat Redis connection'));
    this.sub.on('message', (channel: string, payload: string) => {
      if (channel !== REDIS_CHAT_CHANNEL) return;
      for (const notice of parse(payload)) this.deliver(notice);
    });
    this.sub.on('ready', () => {
      if (this.subscribed) this.deliver(null);
    });
  }

  async start() {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.sub.subscribe(REDIS_CHAT_CHANNEL);
    this.subscribed = true;
  }

  override hearsOthers() {
    return this.subscribed && this.sub.status === 'ready';
  }

  async publish(notices: LiveNotice[]) {
    if (notices.length === 0) return;
    // A whole broadcast in one message: Redis has no payload limit to speak of here.
    await this.pub.publish(REDIS_CHAT_CHANNEL, JSON.stringify(notices.map(encodeNotice)));
  }

  override async close() {
    await super.close();
    await Promise.all([this.sub.quit(), this.pub.quit()]).catch(() => {});
  }
}

function parse(payload: string): LiveNotice[] {
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
