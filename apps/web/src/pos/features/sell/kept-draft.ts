import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';

/**
 * The ticket being typed, kept in the tab's session storage while the seller types it, so that a
 * reload (the new-version bar, issue 37) gives the lines back. Never a ticket already sent: it is
 * a waiting sale then, kept with its key, and typing it again would sell it twice.
 */
const KEY = 'tiraj.pos.draft';

export interface KeptLine {
  gameCategory: GameCategory;
  number: string;
  amount: number;
}
interface Kept {
  userId: string;
  lines: KeptLine[];
  lastAmount: number | null;
}

const GAMES = new Set<string>(GAME_CATEGORIES);
const isLine = (l: unknown): l is KeptLine => {
  const line = l as Partial<KeptLine> | null;
  return (
    typeof line?.gameCategory === 'string' &&
    GAMES.has(line.gameCategory) &&
    typeof line.number === 'string' &&
    typeof line.amount === 'number'
  );
};

/** Keeps the seller's lines (none: forgets them). Storage refused: nothing kept, nothing lost. */
export function keepDraft(userId: string, lines: readonly KeptLine[], lastAmount: number | null) {
  try {
    if (lines.length === 0) sessionStorage.removeItem(KEY);
    else {
      const kept: Kept = {
        userId,
        lines: lines.map(({ gameCategory, number, amount }) => ({ gameCategory, number, amount })),
        lastAmount,
      };
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    }
  } catch {
    // private mode or full: the draft lives on screen only
  }
}

export function forgetDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}

/** The lines this seller was typing before the reload; another seller's are not theirs. */
export function readKeptDraft(userId: string): Omit<Kept, 'userId'> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (kept?.userId === userId && Array.isArray(kept.lines) && kept.lines.every(isLine))
      return {
        lines: kept.lines,
        lastAmount: typeof kept.lastAmount === 'number' ? kept.lastAmount : null,
      };
  } catch {
    // unreadable: start a new ticket
  }
  return { lines: [], lastAmount: null };
}
