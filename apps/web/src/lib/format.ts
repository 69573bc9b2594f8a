/** `2026-11-22` → `11/22/2026`: displayed dates are month/day/year (SPEC.md §9). */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return y && m && d ? `${m}/${d}/${y}` : isoDate;
}

/** Today as `YYYY-MM-DD` (en-CA style), the default of every date field. */
export function today(): string {
  return new Date().toLocaleDateString('en-CA');
}

/** `22/11/2026 03:05 PM`: chat timestamps (SPEC.md §9). */
export function chatTimestamp(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  const ampm = d.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${ampm}`;
}

/** Money: two decimals and HTG. */
export function htg(amount: number): string {
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} HTG`;
}

/** `11/22/2026 03:05 PM`: an instant in the operator's (the browser's) time, dates month/day/year (SPEC.md §9). */
export function displayDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  const ampm = d.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${ampm}`;
}
