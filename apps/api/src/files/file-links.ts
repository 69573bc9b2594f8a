import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { cachedServerSecret } from '../db/server-secret.ts';
import { FILE_KEY } from './storage.ts';

const SECRET_KEY = 'file_link_secret';

/**
 * A link lives at least this long: time to open a thread and play what is in it. Links are made
 * for the end of a five-minute step, so a thread fetched again within it answers the same links
 * (the browser keeps the image it has) and each lives 10–15 minutes.
 */
export const FILE_LINK_MIN_SECONDS = 10 * 60;
const STEP_SECONDS = 5 * 60;

/** `<expires>-<signature>`: the link's first path segment, before the file's key. */
const LINK = /^(\d{1,12})-([A-Za-z0-9_-]{22})$/;

/** Who the link is for: the file's key and the company that owns it (none: a platform file). */
interface Linked {
  key: string;
  companyId: string | null;
}

/** 128 bits of the HMAC, in the URL's alphabet: the file's key, its company and the expiry. */
const signatureOf = (secret: Buffer, file: Linked, expires: number) =>
  createHmac('sha256', secret)
    .update(`chat-file\n${file.companyId ?? ''}\n${file.key}\n${expires}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/**
 * Short-lived signed links to chat files (`files/<expires>-<signature>/<key>`), which an `<img>`,
 * an `<audio>` or the old dashboard open without the bearer token they cannot send. The HMAC's
 * secret is a database row, like the public references', so every instance signs alike.
 */
export class FileLinks {
  private readonly secret: () => Promise<Buffer>;

  constructor(db: Db) {
    this.secret = cachedServerSecret(db, SECRET_KEY);
  }

  /** A signer ready to use (the secret read): `file` → its link's path. `at`: when, for tests. */
  async signer(at = Date.now()): Promise<(file: Linked) => string> {
    const secret = await this.secret();
    const seconds = Math.floor(at / 1000);
    const expires =
      (Math.floor((seconds + FILE_LINK_MIN_SECONDS) / STEP_SECONDS) + 1) * STEP_SECONDS;
    return (file) => `files/${expires}-${signatureOf(secret, file, expires)}/${file.key}`;
  }

  /**
   * The seconds a link segment has left for `file`, or undefined when it is not a link of ours for
   * this file (another file's, altered, or expired). In constant time.
   */
  async secondsLeft(link: string, file: Linked, now = Date.now()): Promise<number | undefined> {
    const parsed = LINK.exec(link);
    if (!parsed || !FILE_KEY.test(file.key)) return undefined;
    const expires = Number(parsed[1]);
    const left = expires - Math.floor(now / 1000);
    if (left <= 0) return undefined;
    const expected = Buffer.from(signatureOf(await this.secret(), file, expires));
    const given = Buffer.from(parsed[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? left : undefined;
  }
}
