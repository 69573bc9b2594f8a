import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { EventHub } from './event-bus.ts';
import { decodeNotice, encodeNotice, type Notice } from './notices.ts';

/** Named when the bus carried only the chat; kept, so instances of two versions hear each other. */
export const EVENTS_CHANNEL = 'tiraj_chat';

/**
 * The event bus through PostgreSQL LISTEN/NOTIFY: one dedicated connection per
 * instance listens (a pooled one would be handed to other queries); notices
 * are sent through the pool. A lost listener reconnects and tells the
 * streams to resynchronise, since notices sent meanwhile are gone.
 */
export class PgEventBus extends EventHub {
  private client: pg.Client | undefined;
  private closing = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  async start() {
    // Named, so an operator can tell it from the pool in pg_stat_activity.
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'tiraj-event-listener',
    });
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const notice = decodeNotice(message.payload);
      if (notice) this.deliver(notice);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.closing || this.client !== client) return;
    this.client = undefined;
    this.log.warn({ err: error }, 'event listener connection lost; reconnecting');
    client.end().catch(() => {});
    const attempt = (delay: number) => {
      this.retry = setTimeout(() => {
        this.start()
          .then(() => this.deliver(null))
          .catch(() => attempt(Math.min(delay * 2, 30_000)));
      }, delay);
    };
    attempt(500);
  }

  override hearsOthers() {
    return this.client !== undefined && !this.closing;
  }

  async publish(notices: Notice[]) {
    if (notices.length === 0) return;
    // One statement for a whole broadcast: the payloads travel as one JSON array parameter.
    const payloads = JSON.stringify(notices.map(encodeNotice));
    await this.database.rows(
      sql`select pg_notify(${EVENTS_CHANNEL}, value) from json_array_elements_text(${payloads}::json)`,
    );
  }

  override async close() {
    this.closing = true;
    clearTimeout(this.retry);
    await super.close();
    await this.client?.end().catch(() => {});
  }
}
