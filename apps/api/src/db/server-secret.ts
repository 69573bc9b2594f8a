import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSettings } from './schema/index.ts';

/**
 * A secret kept in the database (a settings row, created at first need): every instance, and a
 * restored backup, reads the same one; racing first needs keep the first one written.
 */
export async function loadServerSecret(db: Db, key: string): Promise<Buffer> {
  await db
    .insert(serverSettings)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, key));
  return Buffer.from(row!.value, 'hex');
}

/** Reads a server secret once per server; a failed read is tried again at the next need. */
export function cachedServerSecret(db: Db, key: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () =>
    (secret ??= loadServerSecret(db, key).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}
