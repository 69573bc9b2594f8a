import { digitsOf, type GameCategory } from './games.ts';
import { coded, type CodedMessage } from './messages/coded.ts';

/** The multiplication sign that joins the two halves of a mariage (MRG). */
export const TIMES = '×';

const MRG_INPUT = /^(\d{2})\s*[×xX*\s]?\s*(\d{2})$/;

/**
 * Normalises a number typed for a game, or returns null when it does not fit.
 * MRG accepts `12×34`, `12x34`, `12*34`, `12 34` or `1234` and is stored in
 * ascending order, because a pair and its reverse are the same bet.
 */
export function normaliseNumber(game: GameCategory, input: string): string | null {
  const value = input.trim();
  if (game === 'MRG') {
    const match = MRG_INPUT.exec(value);
    if (!match) return null;
    const [a, b] = [match[1]!, match[2]!].sort();
    return `${a}${TIMES}${b}`;
  }
  return new RegExp(`^\\d{${digitsOf(game)}}$`).test(value) ? value : null;
}

/** What the number of a game looks like, for error messages. */
export function numberFormatOf(game: GameCategory): string {
  if (game === 'MRG') return 'two 2-digit numbers, like 12×34';
  return `${digitsOf(game)} digits`;
}

/**
 * The block-number input helper: when the game is MRG and exactly two
 * characters are typed, the multiplication sign is appended (SPEC.md §5).
 */
export function autoCompleteMarriage(game: string, typed: string): string {
  return game === 'MRG' && typed.length === 2 && /^\d{2}$/.test(typed) ? `${typed}${TIMES}` : typed;
}

/** The 400 when a number does not fit its game: `Number must be 2 digits for BLT`. */
export function numberMismatch(game: GameCategory): CodedMessage {
  return game === 'MRG'
    ? coded('number.mismatch_mrg')
    : coded('number.mismatch', { game, digits: digitsOf(game) });
}

/** The English text of numberMismatch. */
export const numberMismatchMessage = (game: GameCategory): string => numberMismatch(game).message;
