/**
 * Offline tickets' signatures and chain (issue 32, README "Selling offline"). An offline ticket
 * is signed with its grant's key: sig = base64url(HMAC-SHA256(key, JSON.stringify([grantId, seq,
 * saleKey, soldAt, lines, prev]))), `prev` being the previous ticket's sig ("" for the first) and
 * `seq` counting from 1 within the grant. The point of sale signs, the server checks, with the
 * same code; the HMAC is injected (Web Crypto by default, present in browsers and Node 20).
 */
import { publicSignatureFrom } from './public-ref.ts';
import { offlineTicketCodeFrom } from './ticket-code.ts';

export interface OfflineLine {
  gameCategory: string;
  number: string;
  /** HTG, as a number */
  amount: number;
}

export interface OfflineTicket {
  saleKey: string;
  seq: number;
  /** the device's time of sale, ISO 8601 (never trusted for the close) */
  soldAt: string;
  lines: OfflineLine[];
  prev: string;
  sig: string;
}

/** HMAC-SHA256 of a UTF-8 message under a raw key. */
export type HmacSha256 = (key: Uint8Array, message: string) => Promise<Uint8Array>;

/** The exact text that is signed: the protocol's array, lines in the order sold. */
export function offlineSignatureInput(grantId: string, t: Omit<OfflineTicket, 'sig'>): string {
  const lines = t.lines.map((l) => ({
    gameCategory: l.gameCategory,
    number: l.number,
    amount: l.amount,
  }));
  return JSON.stringify([grantId, t.seq, t.saleKey, t.soldAt, lines, t.prev]);
}

export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 with padding (a grant's key travels so). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : B64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : B64[n & 63]!;
  }
  return out;
}

/** base64 or base64url, padded or not → bytes; null when it is neither. */
export function fromBase64(text: string): Uint8Array | null {
  const plain = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(plain) || plain.length % 4 === 1) return null;
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of plain) {
    value = (value << 6) | B64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(out);
}

/** base64url without padding (a signature travels so). */
export const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

interface SubtleLike {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

/** HMAC-SHA256 by Web Crypto (browsers in a secure context, Node 20). */
export const webCryptoHmac: HmacSha256 = async (key, message) => {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleLike } }).crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available here');
  const k = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', k, utf8Bytes(message)));
};

/** A ticket's signature under its grant's key (given in base64, as the grant answers it). */
export async function signOfflineTicket(
  keyBase64: string,
  grantId: string,
  ticket: Omit<OfflineTicket, 'sig'>,
  hmac: HmacSha256 = webCryptoHmac,
): Promise<string> {
  const key = fromBase64(keyBase64);
  if (!key) throw new Error('The grant key is not base64');
  return toBase64Url(await hmac(key, offlineSignatureInput(grantId, ticket)));
}

/** Does the ticket's signature match its content? Compared in full, every character. */
export async function offlineSignatureValid(
  keyBase64: string,
  grantId: string,
  ticket: OfflineTicket,
  hmac: HmacSha256 = webCryptoHmac,
): Promise<boolean> {
  const expected = await signOfflineTicket(keyBase64, grantId, ticket, hmac);
  if (expected.length !== ticket.sig.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++)
    diff |= expected.charCodeAt(i) ^ ticket.sig.charCodeAt(i);
  return diff === 0;
}

/** Where a ticket stands against the chain so far (the last ticket's seq and sig). */
export type ChainStep = 'next' | 'gap' | 'order';

/**
 * The chain check: the next ticket has seq = last + 1 and prev = the last sig. A seq further on is
 * a gap (a ticket missing); an earlier seq, or the right seq naming another prev, is out of order.
 */
export function chainStep(last: { seq: number; sig: string }, ticket: OfflineTicket): ChainStep {
  if (ticket.seq > last.seq + 1) return 'gap';
  if (ticket.seq === last.seq + 1 && ticket.prev === last.sig) return 'next';
  return 'order';
}

/**
 * An offline ticket's code (`K7M4-2QXP`), printed as its ticket ID and kept by the server as the
 * ticket's code at sync (issue 37): drawn from its signature in the ticket code's alphabet, in the
 * offline codes' space (no online sale takes it), so the company can also check it by reading.
 */
export const offlineVerificationCode = (sig: string) =>
  offlineTicketCodeFrom(fromBase64(sig) ?? new Uint8Array());

/**
 * The signature of an offline ticket's public reference (`CODE-SIGNAT`, as an online ticket's),
 * made with its grant's key so the device can print it and the server check it once synced.
 */
export async function offlinePublicSignature(
  keyBase64: string,
  code: string,
  hmac: HmacSha256 = webCryptoHmac,
): Promise<string> {
  const key = fromBase64(keyBase64);
  if (!key) throw new Error('The grant key is not base64');
  return publicSignatureFrom(await hmac(key, `public:${code}`));
}
