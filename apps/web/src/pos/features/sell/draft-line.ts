import { sumHtg, type GameCategory } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';

/** A line of the ticket being made; `refused` is what the server said of it at the last try. */
export interface DraftLine {
  id: string;
  gameCategory: GameCategory;
  number: string;
  amount: number;
  refused?: RefusedLine;
}

/** Total of the lines in HTG, summed in centimes so that 0.1 + 0.2 stays 0.30. */
export const totalOf = (lines: { amount: number }[]) => sumHtg(lines.map((l) => l.amount));
