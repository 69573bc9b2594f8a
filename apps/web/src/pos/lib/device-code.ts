import { TICKET_CODE_ALPHABET } from '@tiraj/domain';

const KEY = 'tiraj.pos.deviceCode';

/** `TJ-8F3K-2QX9`: made once per browser from a cryptographic random source, then kept. */
export function makeDeviceCode(bytes: Uint8Array): string {
  const chars = [...bytes.slice(0, 8)].map(
    (b) => TICKET_CODE_ALPHABET[b % TICKET_CODE_ALPHABET.length],
  );
  return `TJ-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** This device's code: the seller's device ID (`imei`) the company registers. */
export function deviceCode(): string {
  let code = localStorage.getItem(KEY);
  if (!code) {
    code = makeDeviceCode(crypto.getRandomValues(new Uint8Array(8)));
    localStorage.setItem(KEY, code);
  }
  return code;
}
