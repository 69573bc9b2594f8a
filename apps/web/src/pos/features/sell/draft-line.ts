import { reversedMarriage, sumHtg, type GameCategory } from '@tiraj/domain';
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

/**
 * The reversed pair of the ticket's last mariage with its amount, offered in one tap; offered
 * once: not when the reversed pair is on the ticket already.
 */
export function reverseOffer(lines: DraftLine[]): { number: string; amount: number } | null {
  const lastMarriage = [...lines].reverse().find((l) => l.gameCategory === 'MRG');
  if (!lastMarriage) return null;
  const reversed = reversedMarriage(lastMarriage.number);
  if (!reversed || lines.some((l) => l.gameCategory === 'MRG' && l.number === reversed))
    return null;
  return { number: reversed, amount: lastMarriage.amount };
}
