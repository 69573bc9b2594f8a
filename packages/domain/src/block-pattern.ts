import { digitsOf, type GameCategory } from './games.ts';
import { coded, type CodedMessage } from './messages/coded.ts';
import { normaliseNumber } from './numbers.ts';

/** The most blocks one bulk request may add (draws × games × numbers): one screenful of intent. */
export const BULK_BLOCK_MAX = 10_000;

/** Words that mean "all doubles" (00, 11 … 99), in the three languages. */
const DOUBLES = new Set(['doubles', 'double', 'doub', 'doubl', 'dbl']);
const RANGE = /^(\d+)-(\d+)$/;

export type Expanded<T> = { ok: true; value: T } | { ok: false; reason: CodedMessage };

/**
 * The pattern's tokens: commas, semicolons and spaces separate them; a dash (or .., –, —) with
 * spaces around it still joins a range, and a × (x, *) with spaces still joins a mariage.
 */
export function blockPatternTokens(pattern: string): string[] {
  return pattern
    .replace(/\s*(?:\.\.|[-–—])\s*/g, '-')
    .replace(/\s*[×xX*]\s*(?=\d)/g, '×')
    .split(/[,;\s]+/)
    .filter((token) => token !== '');
}

function tokenNumbers(game: GameCategory, token: string): Expanded<string[]> {
  const digits = digitsOf(game);
  const wrong = {
    ok: false as const,
    reason: coded('block_pattern.wrong_digits', { token, game, digits }),
  };
  if (DOUBLES.has(token.toLowerCase())) {
    if (game === 'MRG') return { ok: false, reason: coded('block_pattern.doubles_mrg') };
    return { ok: true, value: [...'0123456789'].map((d) => d.repeat(digits)) };
  }
  const range = RANGE.exec(token);
  if (range) {
    if (game === 'MRG') return { ok: false, reason: coded('block_pattern.range_mrg', { token }) };
    const [from, to] = [range[1]!, range[2]!];
    if (from.length !== digits || to.length !== digits) return wrong;
    if (Number(from) > Number(to))
      return { ok: false, reason: coded('block_pattern.reversed_range', { token }) };
    const value: string[] = [];
    for (let n = Number(from); n <= Number(to); n++) value.push(String(n).padStart(digits, '0'));
    return { ok: true, value };
  }
  if (!/^[\d×]+$/.test(token))
    return { ok: false, reason: coded('block_pattern.bad_token', { token }) };
  const number = normaliseNumber(game, token);
  if (number !== null) return { ok: true, value: [number] };
  return game === 'MRG' ? { ok: false, reason: coded('block_pattern.not_mrg', { token }) } : wrong;
}

/**
 * The numbers of one game that a pattern names, as the block list stores them (a mariage in
 * ascending order, 12×34), each once and in order: a list "12, 34 56", ranges "00-09" (the
 * game's digit count on both ends) and "doubles" (00, 11 … 99; 000 … 999 for L3C). A token that
 * does not fit the game refuses the whole pattern, naming the token.
 */
export function expandBlockPattern(game: GameCategory, pattern: string): Expanded<string[]> {
  const tokens = blockPatternTokens(pattern);
  if (!tokens.length) return { ok: false, reason: coded('block_pattern.empty') };
  const numbers = new Set<string>();
  for (const token of tokens) {
    const expanded = tokenNumbers(game, token);
    if (!expanded.ok) return expanded;
    for (const number of expanded.value) numbers.add(number);
  }
  return { ok: true, value: [...numbers].sort() };
}

export interface BulkBlockPlan {
  /** the numbers of each chosen game */
  numbers: { game: GameCategory; numbers: string[] }[];
  /** how many blocks the request names: draws × each game's numbers */
  count: number;
}

/** The blocks a bulk request names, or why it is refused (a bad token, or more than BULK_BLOCK_MAX). */
export function planBulkBlock(
  games: readonly GameCategory[],
  pattern: string,
  draws: number,
): Expanded<BulkBlockPlan> {
  const numbers: BulkBlockPlan['numbers'] = [];
  for (const game of new Set(games)) {
    const expanded = expandBlockPattern(game, pattern);
    if (!expanded.ok) return expanded;
    numbers.push({ game, numbers: expanded.value });
  }
  const count = draws * numbers.reduce((sum, g) => sum + g.numbers.length, 0);
  if (count > BULK_BLOCK_MAX)
    return {
      ok: false,
      reason: coded('block_pattern.too_many', { maximum: BULK_BLOCK_MAX, count }),
    };
  return { ok: true, value: { numbers, count } };
}
