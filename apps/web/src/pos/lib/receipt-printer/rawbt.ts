/** RawBT's Android package: the print service that drives Sunmi/iMin built-in and Bluetooth printers. */
export const RAWBT_PACKAGE = 'ru.a402d.rawbtprinter';

/** Bytes → base64, in slices (a spread of a whole ticket's bytes can pass the argument limit). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  return btoa(binary);
}

/**
 * The Android intent that hands the ESC/POS bytes to RawBT as they are (base64, never re-encoded
 * as text, so the code page's accents and the QR command survive). Opening it is a top-level
 * navigation: the page stays, RawBT prints in the background.
 */
export function rawbtUrl(bytes: Uint8Array): string {
  return `intent:base64,${base64Of(bytes)}#Intent;scheme=rawbt;package=${RAWBT_PACKAGE};end;`;
}
