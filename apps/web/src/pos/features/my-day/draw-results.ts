import { drawInputOf } from '@tiraj/domain';
import type { WinningNumber } from '@tiraj/domain/contracts';

/** One draw's result as sellers call it out: three lots and the L3C. */
export interface DrawResult {
  id: string;
  draw: string;
  first: string;
  second: string;
  third: string;
  l3c: string;
}

/** Results grouped by day, newest day first; draws by name within a day. */
export function resultsByDay(results: WinningNumber[]): { date: string; draws: DrawResult[] }[] {
  const days = new Map<string, DrawResult[]>();
  for (const r of results) {
    const draws = days.get(r.date) ?? [];
    draws.push({ id: r._id, draw: r.lotteryCategoryName, ...drawInputOf(r.numbers) });
    days.set(r.date, draws);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, draws]) => ({
      date,
      draws: draws.sort((a, b) => a.draw.localeCompare(b.draw)),
    }));
}
