/** Between a figure and its unit: the two never part at a line's end. */
const NBSP = '\u00a0';

/**
 * What is left before a draw closes, read as a duration: `1 h 02 min 05 s`, `13 min 28 s`, `9 s`
 * (issue 38: `13:28` was read as a clock time, "closes at 13:28"). h, min and s are read alike
 * in French, Kreyòl and English, so the words stay the screens' own ("Ferme dans {{time}}").
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}${NBSP}h ${pad(m)}${NBSP}min ${pad(s)}${NBSP}s`;
  if (m > 0) return `${m}${NBSP}min ${pad(s)}${NBSP}s`;
  return `${s}${NBSP}s`;
}
