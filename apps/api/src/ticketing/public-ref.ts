import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPublicRef, publicSignatureFrom } from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import { cachedServerSecret } from '../db/server-secret.ts';

const SECRET_KEY = 'public_ref_secret';

/** Signs tickets' public references with the database's secret, read once per server. */
export class PublicRefs {
  private readonly secret: () => Promise<Buffer>;

  constructor(db: Db) {
    this.secret = cachedServerSecret(db, SECRET_KEY);
  }

  /** A signer ready to use (the secret read), so a list of 2,000 tickets signs without waiting. */
  async signer(): Promise<(ticket: { _id: string; ticketId: string }) => string> {
    const secret = await this.secret();
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
