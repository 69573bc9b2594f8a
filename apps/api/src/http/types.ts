import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignInAudit } from '../auth/sign-in-audit.ts';
import type { SignInThrottle } from '../auth/sign-in-throttle.ts';
import type { Caches } from '../caches/invalidation.ts';
import type { PublicRefs } from '../ticketing/public-ref.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { FileStorage } from '../files/storage.ts';
import type { EventBus } from '../events/event-bus.ts';

/** The Fastify instance every route module gets: zod-typed requests and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules need, built once by buildApp. */
export interface Context {
  config: Config;
  database: Database;
  db: Db;
  throttle: SignInThrottle;
  /** refused sign-ins in the journal (issue 29) */
  signInAudit: SignInAudit;
  files: FileStorage;
  /** signs the short-lived links to chat files (issue 36) */
  fileLinks: FileLinks;
  /** live notices (chat, sales, alerts, stale caches) to the listeners of every instance */
  events: EventBus;
  /** sessions and lottery categories kept in memory; writers of either change through `changing` */
  caches: Caches;
  /** signs the tickets' public references (issue 29) */
  publicRefs: PublicRefs;
}
