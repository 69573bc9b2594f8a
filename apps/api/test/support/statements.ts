import type { Db } from '../../src/db/client.ts';

/** The one door of drizzle every statement goes through, on either driver (drizzle-orm internals). */
interface PreparingSession {
  prepareQuery(query: { sql: string }, ...rest: unknown[]): unknown;
}

/**
 * Records the text of every statement `db` prepares, its transactions' too (their sessions share
 * the class patched here), until `stop`. Per driver class: use it in a file with one app.
 */
export function recordStatements(db: Db) {
  const session = (db as unknown as { session: PreparingSession }).session;
  const prototype = Object.getPrototypeOf(session) as PreparingSession;
  const original = prototype.prepareQuery;
  const texts: string[] = [];
  prototype.prepareQuery = function (this: PreparingSession, query, ...rest) {
    texts.push(query.sql);
    return original.call(this, query, ...rest);
  };
  return {
    texts,
    /** forgets what was recorded so far */
    reset: () => void texts.splice(0),
    stop: () => void (prototype.prepareQuery = original),
  };
}
