import { normaliseTicketCode, TICKET_CODE_ALPHABET } from './ticket-code.ts';

/**
 * A ticket's public reference (issue 29, ARCHITECTURE §9): its code and a short signature, an
 * HMAC of the ticket with a secret the server keeps, so a guessed or altered code finds nothing.
 * Printed `K7M4-2QXP-AB3D9F` (the code as sold, then the signature); read in any case, with or
 * without dashes or spaces, so it can be typed from paper.
 */
export const PUBLIC_SIGNATURE_LENGTH = 6;

/** The signature's characters from the HMAC's bytes, in the ticket code's unambiguous alphabet. */
export function publicSignatureFrom(hmac: Uint8Array): string {
  let signature = '';
  for (let i = 0; i < PUBLIC_SIGNATURE_LENGTH; i++)
    signature += TICKET_CODE_ALPHABET[(hmac[i] ?? 0) % TICKET_CODE_ALPHABET.length];
  return signature;
}

export const formatPublicRef = (ticketCode: string, signature: string) =>
  `${ticketCode}-${signature}`;

/** A reference as typed or scanned → its code (`K7M4-2QXP`) and signature; null when it is not one. */
export function parsePublicRef(input: string): { code: string; signature: string } | null {
  const plain = input.trim().toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 8 + PUBLIC_SIGNATURE_LENGTH) return null;
  const code = normaliseTicketCode(plain.slice(0, 8));
  const signature = plain.slice(8);
  if (!code || [...signature].some((c) => !TICKET_CODE_ALPHABET.includes(c))) return null;
  return { code, signature };
}

/** The public page's path of a reference. */
export const publicTicketPath = (reference: string) => `/t/${reference}`;

/**
 * What a point of sale's scanner read → the ticket code to look up: a public link
 * (`https://…/t/K7M4-2QXP-AB3D9F`), a bare reference, or the bare code of an older ticket's QR.
 */
export function ticketCodeOfScan(text: string): string | null {
  // A reference is letters, digits and dashes: a link's path needs no decoding.
  const link = /\/t\/([^/?#\s]+)/i.exec(text.trim());
  const reference = link ? link[1]! : text;
  return parsePublicRef(reference)?.code ?? normaliseTicketCode(reference);
}
