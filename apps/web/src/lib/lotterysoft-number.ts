/**
 * The header search's reading of a LotterySoft ticket number (issue 27): digits only, as
 * the device prints them, perhaps after "n°", "no" or "#"; from 1 up to 9 digits (the
 * API's integer). Anything else is not one: null.
 */
export function lotterySoftNumberOf(typed: string): number | null {
  const plain = typed.trim().replace(/^(n°|no\.?|#)\s*/i, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  const number = Number(plain);
  return number >= 1 ? number : null;
}
