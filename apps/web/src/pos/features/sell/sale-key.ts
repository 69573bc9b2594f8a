/**
 * A key made by the app for one sale: the server sells a key once per seller,
 * so a retry after a lost answer cannot sell the ticket twice.
 * `TJ8F3K2QX9-m3x9k2a1-4f7c2b9e`: device code, time, random; 8–64 of [A-Za-z0-9_-].
 */
export function makeSaleKey(deviceCode: string, now: number, random: Uint8Array): string {
  const device = deviceCode.replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
  const noise = [...random.slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${device}-${now.toString(36)}-${noise}`;
}

export const newSaleKey = (deviceCode: string) =>
  makeSaleKey(deviceCode, Date.now(), crypto.getRandomValues(new Uint8Array(6)));
