import type { GameCategory } from './games.ts';
import { normaliseNumber, TIMES } from './numbers.ts';

/** Which draw of L4C and L5C a 4- or 5-digit number goes to: the seller's toggle. */
export interface TypedLineChoice {
  l4c: 1 | 2 | 3;
  l5c: 1 | 2 | 3;
}

export interface TypedLine {
  gameCategory: GameCategory;
  number: string;
}

export type TypedNumbers =
  { ok: true; lines: TypedLine[] } | { ok: false; error: 'empty' | 'not-a-number'; part: string };

// A pair typed with x, X, *, × or one or more spaces between two 2-digit halves.
const PAIR = /^(\d{2})\s*[×xX*]\s*(\d{2})$|^(\d{2})\s+(\d{2})$/;

/**
 * The game of one typed number, from its digits: 2 → BLT, 3 → L3C, 4 → L4C k,
 * 5 → L5C k (k from the toggle), a pair `12x34` / `12*34` / `12 34` → MRG.
 * Four digits in a row are an L4C: a mariage needs a sign or a space.
 */
export function typedLine(input: string, choice: TypedLineChoice): TypedLine | null {
  const value = input.trim();
  const pair = PAIR.exec(value);
  if (pair) {
    const number = normaliseNumber('MRG', `${pair[1] ?? pair[3]}${TIMES}${pair[2] ?? pair[4]}`);
    return number ? { gameCategory: 'MRG', number } : null;
  }
  if (!/^\d+$/.test(value)) return null;
  const games: Record<number, GameCategory> = {
    2: 'BLT',
    3: 'L3C',
    4: `L4C ${choice.l4c}`,
    5: `L5C ${choice.l5c}`,
  };
  const game = games[value.length];
  return game ? { gameCategory: game, number: value } : null;
}

/**
 * One or several numbers typed in one field: a comma or semicolon always
 * separates numbers; spaces separate them too, except that exactly two
 * 2-digit halves (`12 34`) are one mariage.
 */
export function typedNumbers(input: string, choice: TypedLineChoice): TypedNumbers {
  const value = input.trim();
  if (!value) return { ok: false, error: 'empty', part: '' };
  const parts = value.includes(',') || value.includes(';') ? value.split(/[,;]/) : [value];
  const lines: TypedLine[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    const whole = typedLine(part, choice);
    if (whole) {
      lines.push(whole);
      continue;
    }
    // `12 34 56`: a list of numbers separated by spaces.
    for (const word of part.split(/\s+/)) {
      const line = typedLine(word, choice);
      if (!line) return { ok: false, error: 'not-a-number', part: word };
      lines.push(line);
    }
  }
  return lines.length ? { ok: true, lines } : { ok: false, error: 'empty', part: '' };
}

/**
 * The reversed pair of a mariage: each half read backwards (`12×34` → `21×43`).
 * Swapping the halves would be the same bet (a pair is stored in ascending order);
 * null when reversing changes nothing (`11×22`) or the number is not a mariage.
 */
export function reversedMarriage(number: string): string | null {
  const normal = normaliseNumber('MRG', number);
  if (!normal) return null;
  const [a, b] = normal.split(TIMES) as [string, string];
  const flip = (half: string) => [...half].reverse().join('');
  const reversed = normaliseNumber('MRG', `${flip(a)}${TIMES}${flip(b)}`);
  return reversed && reversed !== normal ? reversed : null;
}

/**
 * The reverse of a plain 2-digit bòlèt (`12` → `21`), the customer's usual second bet; null for a
 * twin (`33`, reversing changes nothing) or anything that is not a bòlèt number.
 */
export function reversedBolet(number: string): string | null {
  if (!/^\d{2}$/.test(number)) return null;
  const reversed = `${number[1]}${number[0]}`;
  return reversed !== number ? reversed : null;
}
