/** Which column a table is sorted by, and which way. */
export interface SortState {
  /** the column's `sortKey` (server-sorted) or its header (sorted here) */
  key: string;
  direction: 'asc' | 'desc';
}

/** A click on a column's header: the same column turns around, another starts ascending. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** What `aria-sort` says of a sortable column. */
export function ariaSortOf(current: SortState | undefined, key: string) {
  if (current?.key !== key) return 'none' as const;
  return current.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Rows in the order a column asks, without touching the caller's array. Text
 * compares as a person reads it (case and accents aside, "seller 9" before
 * "seller 10"); equal values keep their order, so a sort is stable.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: ((row: T) => string | number) | undefined,
  direction: SortState['direction'],
): T[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const byValue =
        typeof a.v === 'number' && typeof b.v === 'number'
          ? a.v - b.v
          : collator.compare(String(a.v), String(b.v));
      return byValue * sign || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The rows of one page (from 1) of `size`. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** How a count is written in the screen's language: its numbers, and a page's range of the whole. */
export interface CountWords {
  locale: string;
  range: (parts: { from: string; to: string; total: string; noun: string }) => string;
}

const ENGLISH: CountWords = {
  locale: 'en-US',
  range: ({ from, to, total, noun }) => `${from}–${to} of ${total} ${noun}`,
};

/**
 * "1–50 of 2,009 tickets", or "7 sellers" when one page holds them all; none: the noun's own
 * zero ("Aucune fiche retenue", issue 38) when given, never "0 fiche retenue".
 */
export function countLabel(
  total: number,
  noun: readonly [string, string, string?],
  page?: { page: number; size: number; shown: number },
  words: CountWords = ENGLISH,
): string {
  const n = (v: number) => v.toLocaleString(words.locale);
  if (total === 0 && noun[2]) return noun[2];
  const word = total === 1 ? noun[0] : noun[1];
  if (!page || total <= page.size || page.shown === 0) return `${n(total)} ${word}`;
  const from = (page.page - 1) * page.size + 1;
  return words.range({ from: n(from), to: n(from + page.shown - 1), total: n(total), noun: word });
}
