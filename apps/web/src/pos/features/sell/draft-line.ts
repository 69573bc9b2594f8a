import { reversedBolet, reversedMarriage, sumHtg, type GameCategory } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';

/** A line of the ticket being made; `refused` is what the server said of it at the last try. */
export interface DraftLine {
  id: string;
  gameCategory: GameCategory;
  number: string;
  amount: number;
  refused?: LineRefusal;
}

/** One reason a line was refused: the server's, or the offline grant's cap (issue 32). */
export type LineReason = Pick<RefusedLine, 'index' | 'available'> & {
  reason: RefusedLine['reason'] | 'cap';
};

/** What the server (or the offline grant) said of one line: every reason, and the one-tap fix. */
export interface LineRefusal {
  /** each reason once, as the server named them (a line may be blocked and over its limit) */
  reasons: LineReason[];
  /**
   * The amount the line may carry (HTG) when lowering it is a fix: every reason has an
   * `available` (limit, percentage), and the smallest is what all of them allow; null when
   * a reason no amount fixes (blocked, closed) is among them.
   */
  lowerTo: number | null;
}

/** The server's refused lines grouped by the line they name (its index in the request). */
export function refusalsByLine(refused: LineReason[]): Map<number, LineRefusal> {
  const byIndex = new Map<number, LineRefusal>();
  for (const reason of refused) {
    const seen = byIndex.get(reason.index)?.reasons ?? [];
    const reasons = [...seen, reason];
    const amounts = reasons.map((r) => r.available);
    const lowerTo = amounts.every((a) => a !== undefined) ? Math.min(...amounts) : null;
    byIndex.set(reason.index, { reasons, lowerTo });
  }
  return byIndex;
}

/** Total of the lines in HTG, summed in centimes so that 0.1 + 0.2 stays 0.30. */
export const totalOf = (lines: { amount: number }[]) => sumHtg(lines.map((l) => l.amount));

/** A line offered in one tap: the reverse of one already on the ticket, at its amount. */
export interface ReverseOffer {
  gameCategory: 'MRG' | 'BLT';
  number: string;
  amount: number;
}

/** The reverse of the ticket's last line of `game`, with its amount; once: not when it is on the ticket. */
function reverseOf(
  lines: DraftLine[],
  game: ReverseOffer['gameCategory'],
  reverse: (number: string) => string | null,
): ReverseOffer | null {
  const last = [...lines].reverse().find((l) => l.gameCategory === game);
  const reversed = last && reverse(last.number);
  if (!last || !reversed || lines.some((l) => l.gameCategory === game && l.number === reversed))
    return null;
  return { gameCategory: game, number: reversed, amount: last.amount };
}

/**
 * The reverses offered beside the entry: the last mariage's pair read backwards (`12×34` →
 * `21×43`) and the last bòlèt's digits swapped (`12` → `21`), each offered once.
 */
export function reverseOffers(lines: DraftLine[]): ReverseOffer[] {
  return [reverseOf(lines, 'MRG', reversedMarriage), reverseOf(lines, 'BLT', reversedBolet)].filter(
    (offer): offer is ReverseOffer => offer !== null,
  );
}
