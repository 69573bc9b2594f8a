import type {
  WinningNumber,
  WinningNumberSearch,
  WinningNumberView,
} from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { searchWinningNumbers } from '../../ticketing/winning-number-search.ts';

const typed = (r: WinningNumber, game: string, position: number) =>
  r.numbers.find((n) => n.gameCategory === game && n.position === position)?.number ?? '';

/** Results between two dates, as the company screens read them (the admin's search, reshaped). */
export async function winningNumberViews(
  db: Db,
  search: WinningNumberSearch,
): Promise<WinningNumberView[]> {
  const results = await searchWinningNumbers(db, search);
  return results.map((r) => ({
    _id: r._id,
    date: r.date,
    lotteryName: r.lotteryCategoryName,
    lotteryCategoryId: r.lotteryCategoryId,
    numbers: {
      l3c: typed(r, 'L3C', 1),
      first: typed(r, 'BLT', 1),
      second: typed(r, 'BLT', 2),
      third: typed(r, 'BLT', 3),
    },
  }));
}
