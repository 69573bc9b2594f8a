import { deriveWinningNumbers, type DrawInput, type WinningEntry } from './winning-numbers.ts';

/**
 * A result read from a lottery (issue 40): the Pick 3 and Pick 4 of one US draw, turned into the
 * lots by the one rule (DRAWS.md, "The lots"). Only a complete result (both games, well formed)
 * may ever be applied; an incomplete one is kept to be looked at, never settled.
 */
export type ResultState = 'complete' | 'incomplete';

export interface LotsFromPicks {
  state: ResultState;
  /** What the admin's form takes: a part whose game is missing or malformed stays ''. */
  input: DrawInput;
  /** The 16 entries, as `deriveWinningNumbers` lays them out (empty where a part is missing). */
  entries: WinningEntry[];
}

const PICK3 = /^\d{3}$/;
const PICK4 = /^\d{4}$/;

/** A game's digits when well formed (`457`), else undefined: a single digit is never a lot. */
const wellFormed = (value: string | undefined, pattern: RegExp): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
};

/**
 * Pick 3 `d1d2d3` and Pick 4 `e1e2e3e4` → 1st lot `d2d3`, 2nd `e1e2`, 3rd `e3e4`, L3C `d1d2d3`;
 * complete only with both games present and well formed.
 */
export function lotsFromPicks(pick3?: string, pick4?: string): LotsFromPicks {
  const p3 = wellFormed(pick3, PICK3);
  const p4 = wellFormed(pick4, PICK4);
  const input: DrawInput = {
    first: p3 ? p3.slice(1) : '',
    second: p4 ? p4.slice(0, 2) : '',
    third: p4 ? p4.slice(2) : '',
    l3c: p3 ?? '',
  };
  return {
    state: p3 && p4 ? 'complete' : 'incomplete',
    input,
    entries: deriveWinningNumbers(input),
  };
}

/** What a source said for one draw, as the proposals table keeps it. */
export interface ResultProposal {
  /** the source's name (`ny-open-data`, `texas-csv`): two proposals from one source are one voice */
  source: string;
  pick3?: string | null;
  pick4?: string | null;
  /** when the source says the draw was drawn (or published), if it says */
  drawnAt?: Date | null;
  /** when we read it */
  fetchedAt: Date;
}

/** The two games of a result, well formed. */
export interface AgreedResult {
  pick3: string;
  pick4: string;
}

const completeOf = (p: Pick<ResultProposal, 'pick3' | 'pick4'>): AgreedResult | null => {
  const pick3 = wellFormed(p.pick3 ?? undefined, PICK3);
  const pick4 = wellFormed(p.pick4 ?? undefined, PICK4);
  return pick3 && pick4 ? { pick3, pick4 } : null;
};

/** Two sources agree: both complete, the same Pick 3 and the same Pick 4. */
export function sameResult(
  a: Pick<ResultProposal, 'pick3' | 'pick4'>,
  b: Pick<ResultProposal, 'pick3' | 'pick4'>,
): boolean {
  const x = completeOf(a);
  const y = completeOf(b);
  return !!x && !!y && x.pick3 === y.pick3 && x.pick4 === y.pick4;
}

/**
 * Of a source's two answers, the one to keep: an older update never replaces a newer one. Both
 * carrying the source's own time: by it (a cached, older page read later loses); else by when
 * we read them. A tie keeps `update` (the same draw read again).
 */
export function newer<T extends Pick<ResultProposal, 'drawnAt' | 'fetchedAt'>>(
  current: T,
  update: T,
): T {
  if (current.drawnAt && update.drawnAt) {
    const by = update.drawnAt.getTime() - current.drawnAt.getTime();
    if (by !== 0) return by > 0 ? update : current;
  }
  return update.fetchedAt.getTime() >= current.fetchedAt.getTime() ? update : current;
}

/** Each source's latest word (by `newer`): a source repeating itself is still one source. */
export function latestPerSource<T extends ResultProposal>(proposals: readonly T[]): T[] {
  const bySource = new Map<string, T>();
  for (const p of proposals) {
    const kept = bySource.get(p.source);
    bySource.set(p.source, kept ? newer(kept, p) : p);
  }
  return [...bySource.values()];
}

/**
 * The result to confirm without an admin, or null: only when the draw allows it (`autoConfirm`,
 * a policy of the catalog), only a complete result, only when two independent sources agree on
 * it, and never while another source's answer, complete or not, says otherwise.
 */
export function shouldAutoConfirm(
  proposals: readonly ResultProposal[],
  autoConfirm: boolean,
): AgreedResult | null {
  if (!autoConfirm) return null;
  const latest = latestPerSource(proposals);
  const complete = latest.map(completeOf).filter((r): r is AgreedResult => r !== null);
  if (complete.length < 2) return null;
  const [first, ...rest] = complete as [AgreedResult, ...AgreedResult[]];
  if (!rest.every((r) => sameResult(first, r))) return null;
  // A source that has only one game is no voice for, but may be one against: a Pick 3 alone
  // that contradicts the agreed one stops the result until an admin looks.
  const agreed = lotsFromPicks(first.pick3, first.pick4).input;
  return latest.some((p) => disagreesWithConfirmed(agreed, p)) ? null : first;
}

/**
 * A source now says other lots than the confirmed result (typed by hand or confirmed earlier):
 * an alert, never a silent change. Compares only what the proposal has: a Pick 3 alone that
 * contradicts the 1st lot or the L3C already disagrees.
 */
export function disagreesWithConfirmed(
  confirmed: DrawInput,
  proposal: Pick<ResultProposal, 'pick3' | 'pick4'>,
): boolean {
  const { input } = lotsFromPicks(proposal.pick3 ?? undefined, proposal.pick4 ?? undefined);
  return (Object.keys(input) as (keyof DrawInput)[]).some(
    (part) => input[part] !== '' && input[part] !== confirmed[part].trim(),
  );
}
