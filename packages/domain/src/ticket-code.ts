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
