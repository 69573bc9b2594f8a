import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatPublicRef, publicSignatureFrom } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema/index.ts';

const SECRET_KEY = 'public_ref_secret';

/**
 * The secret that signs public references: a settings row, created at first need. Every instance
 * (and a restored backup) reads the same one; racing first needs keep the first one written.
 */
async function loadSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, SECRET_KEY));
  return Buffer.from(row!.value, 'hex');
}

/** Signs tickets' public references with the database's secret, read once per server. */
export class PublicRefs {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  /** A signer ready to use (the secret read), so a list of 2,000 tickets signs without waiting. */
  async signer(): Promise<(ticket: { _id: string; ticketId: string }) => string> {
    this.secret ??= loadSecret(this.db).catch((error: unknown) => {
      this.secret = undefined; // a failed read is tried again at the next need
      throw error;
    });
    const secret = await this.secret;
    return (ticket) => formatPublicRef(ticket.ticketId, signatureOf(secret, ticket._id));
  }

  /** Does `signature` sign the ticket `id`? In constant time. */
  async signs(id: string, signature: string): Promise<boolean> {
    const sign = await this.signer();
    const expected = Buffer.from(sign({ _id: id, ticketId: '' }).slice(1));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The HMAC of the ticket's id (unique across companies, unlike its code), as six characters. */
const signatureOf = (secret: Buffer, ticketId: string) =>
  publicSignatureFrom(createHmac('sha256', secret).update(ticketId).digest());
