/** Letters and digits that cannot be mistaken for one another when read aloud. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `K7M4-2QXP`: eight characters from random bytes, in two groups of four. */
export function ticketCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += TICKET_CODE_ALPHABET[(bytes[i] ?? 0) % TICKET_CODE_ALPHABET.length];
    if (i === 3) code += '-';
  }
  return code;
}

/** A ticket ID as a person typed it (`k7m42qxp`, ` K7M4-2QXP `) → `K7M4-2QXP`; null when it cannot be one. */
export function normaliseTicketCode(input: string): string | null {
  const plain = input.trim().toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 8 || [...plain].some((c) => !TICKET_CODE_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

const positionSum = (plain: string) =>
  [...plain].reduce((sum, c) => sum + TICKET_CODE_ALPHABET.indexOf(c), 0);

/**
 * Offline ticket codes (issue 37) are the codes whose characters' places in the alphabet add up
 * to a multiple of 31, and online codes never are: a code a device printed offline can never be
 * taken by an online sale before it syncs.
 */
export function isOfflineTicketCode(code: string): boolean {
  const plain = code.replace('-', '');
  return positionSum(plain) % TICKET_CODE_ALPHABET.length === 0;
}

/** An offline ticket's code: seven characters from the bytes, the eighth making it offline. */
export function offlineTicketCodeFrom(bytes: Uint8Array): string {
  const seven = ticketCodeFrom(bytes).replace('-', '').slice(0, 7);
  const n = TICKET_CODE_ALPHABET.length;
  const last = TICKET_CODE_ALPHABET[(n - (positionSum(seven) % n)) % n]!;
  return `${seven.slice(0, 4)}-${seven.slice(4)}${last}`;
}

/** An online ticket's code: random codes drawn until one is not an offline one (1 in 31 is). */
export function onlineTicketCode(randomBytes: (size: number) => Uint8Array): string {
  for (;;) {
    const code = ticketCodeFrom(randomBytes(8));
    if (!isOfflineTicketCode(code)) return code;
  }
}
