import { getText } from './http.ts';
import { dateParts, SourceError, type DrawSlot, type ResultSource } from './source.ts';

export const NY_OPEN_DATA = 'ny-open-data';

/**
 * New York's Numbers and Win 4 on the state's open data portal (data.ny.gov, dataset
 * `hsys-3def`, "Lottery Daily Numbers/Win-4 Results"), queried with SoQL: one row per date,
 * `draw_date` a floating timestamp (`2026-11-28T00:00:00.000`), the four games as digit strings
 * (`midday_daily`, `evening_daily`, `midday_win_4`, `evening_win_4`). A row appears once the
 * Midday draw is in; its Evening columns stay empty until the Evening draw is.
 */
interface NyRow {
  draw_date?: unknown;
  midday_daily?: unknown;
  evening_daily?: unknown;
  midday_win_4?: unknown;
  evening_win_4?: unknown;
}

const COLUMNS = {
  midday: { pick3: 'midday_daily', pick4: 'midday_win_4' },
  evening: { pick3: 'evening_daily', pick4: 'evening_win_4' },
} as const;

/** A game's digits as published; absent, empty or not a string: the source lacks it. */
const digits = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function nyOpenData(options: {
  url: string;
  token?: string;
  timeoutMs: number;
}): ResultSource {
  const covers = (slot: DrawSlot) =>
    slot.state === 'NY' && (slot.draw === 'midday' || slot.draw === 'evening');
  return {
    name: NY_OPEN_DATA,
    covers,
    async fetch(slot, date, signal) {
      if (!covers(slot))
        throw new SourceError(NY_OPEN_DATA, 'unsupported', `no ${slot.state} ${slot.draw} draw`);
      const [year, month, day] = dateParts(NY_OPEN_DATA, date);
      const ymd = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      // The exact date, asked and then checked: never the latest row (yesterday's numbers).
      const query = new URLSearchParams({
        $where: `draw_date='${ymd}T00:00:00.000'`,
        $limit: '5',
      });
      const body = await getText(`${options.url}?${query}`, {
        source: NY_OPEN_DATA,
        timeoutMs: options.timeoutMs,
        signal,
        headers: {
          accept: 'application/json',
          ...(options.token ? { 'X-App-Token': options.token } : {}),
        },
      });
      let raw: unknown;
      try {
        raw = JSON.parse(body);
      } catch (error) {
        throw new SourceError(NY_OPEN_DATA, 'malformed', 'not JSON', { cause: error });
      }
      if (!Array.isArray(raw) || !raw.every((r) => typeof r === 'object' && r !== null))
        throw new SourceError(NY_OPEN_DATA, 'malformed', 'not an array of rows');
      const row = (raw as NyRow[]).find(
        (r) => typeof r.draw_date === 'string' && r.draw_date.slice(0, 10) === ymd,
      );
      const columns = COLUMNS[slot.draw as keyof typeof COLUMNS];
      const pick3 = row && digits(row[columns.pick3]);
      const pick4 = row && digits(row[columns.pick4]);
      if (!pick3 && !pick4) return { kind: 'not-yet', raw };
      return { kind: 'found', pick3, pick4, drawnAt: null, raw };
    },
  };
}
