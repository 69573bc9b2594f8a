import { getText } from './http.ts';
import { dateParts, SourceError, type DrawSlot, type ResultSource } from './source.ts';

export const TEXAS_CSV = 'texas-csv';

/**
 * The Texas Lottery's "download these numbers" files, one per game and draw, linked from its
 * Past Winning Numbers pages: `<base>/Pick_3/Winning_Numbers/pick3<draw>.csv` and
 * `<base>/Daily_4/Winning_Numbers/daily4<draw>.csv`. No header; a row per draw:
 * `Game Name,Month,Day,Year,Num1,Num2,Num3[,…]` (Daily 4: four numbers), the columns after the
 * digits (Sum It Up, FIREBALL) ignored. The files hold the whole history: the row of the exact
 * date is looked for, never the last one.
 */
const TEXAS_DRAWS = ['morning', 'day', 'evening', 'night'] as const;
type TexasDraw = (typeof TEXAS_DRAWS)[number];

const GAMES = [
  { key: 'pick3', path: 'Pick_3/Winning_Numbers/pick3', digits: 3 },
  { key: 'pick4', path: 'Daily_4/Winning_Numbers/daily4', digits: 4 },
] as const;

const DIGIT = /^\d$/;
const INTEGER = /^\d{1,4}$/;

interface ParsedFile {
  /** the digits of the row for the date asked, if any */
  digits?: string;
  /** that row as the file wrote it: what the proposal keeps */
  line?: string;
  /** rows read: none at all in a non-empty file means it is not the documented CSV */
  rows: number;
}

/** The row of `year-month-day` in one file, read defensively (quotes and CRLF tolerated). */
export function texasRow(
  csv: string,
  [year, month, day]: [number, number, number],
  count: number,
): ParsedFile {
  let rows = 0;
  let found: string | undefined;
  let foundLine: string | undefined;
  for (const line of csv.split(/\r?\n/)) {
    const cells = line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (cells.length < 4 + count) continue;
    const [, m, d, y] = cells;
    if (!INTEGER.test(m!) || !INTEGER.test(d!) || !INTEGER.test(y!)) continue;
    rows += 1;
    if (Number(y) !== year || Number(m) !== month || Number(d) !== day) continue;
    const numbers = cells.slice(4, 4 + count);
    if (!numbers.every((n) => DIGIT.test(n)))
      throw new SourceError(TEXAS_CSV, 'malformed', `a row for that date without ${count} digits`);
    found = numbers.join('');
    foundLine = line;
  }
  return { digits: found, line: foundLine, rows };
}

export function texasCsv(options: { url: string; timeoutMs: number }): ResultSource {
  const covers = (slot: DrawSlot) =>
    slot.state === 'TX' && (TEXAS_DRAWS as readonly string[]).includes(slot.draw);
  return {
    name: TEXAS_CSV,
    covers,
    async fetch(slot, date, signal) {
      if (!covers(slot))
        throw new SourceError(TEXAS_CSV, 'unsupported', `no ${slot.state} ${slot.draw} draw`);
      const parts = dateParts(TEXAS_CSV, date);
      const draw = slot.draw as TexasDraw;
      const files = await Promise.all(
        GAMES.map((game) =>
          getText(`${options.url}/${game.path}${draw}.csv`, {
            source: TEXAS_CSV,
            timeoutMs: options.timeoutMs,
            signal,
            headers: { accept: 'text/csv, text/plain' },
          }),
        ),
      );
      const [p3, p4] = files.map((csv, i) => {
        const game = GAMES[i]!;
        const parsed = texasRow(csv, parts, game.digits);
        if (parsed.rows === 0 && csv.trim() !== '')
          throw new SourceError(TEXAS_CSV, 'malformed', `${game.path}${draw}.csv is not the CSV`);
        return parsed;
      });
      const pick3 = p3!.digits;
      const pick4 = p4!.digits;
      // The rows of that date as written are kept with the proposal, not the whole history.
      const raw = { date, pick3Row: p3!.line ?? null, pick4Row: p4!.line ?? null };
      if (!pick3 && !pick4) return { kind: 'not-yet', raw };
      return { kind: 'found', pick3, pick4, drawnAt: null, raw };
    },
  };
}
