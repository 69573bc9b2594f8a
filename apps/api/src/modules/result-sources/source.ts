/**
 * A lottery's published results, read for one draw (issue 40). Each source is one adapter, its
 * own file, replaceable: the lotteries' back ends are undocumented where not noted and change
 * without notice, so every draw keeps the manual path (the admin's results screen).
 */

/** The US states whose draws the catalog seeds (DRAWS.md). */
export const US_STATES = ['NY', 'FL', 'GA', 'TN', 'TX'] as const;
export type UsState = (typeof US_STATES)[number];

/** A draw of the day, as the lotteries name them (Texas: morning, day, evening, night). */
export const DRAW_NAMES = ['morning', 'midday', 'day', 'evening', 'night'] as const;
export type DrawName = (typeof DRAW_NAMES)[number];

export interface DrawSlot {
  state: UsState;
  draw: DrawName;
}

export type SourceAnswer =
  | {
      kind: 'found';
      /** the 3-digit game's digits as published (`457`); undefined when the source lacks it */
      pick3?: string;
      /** the 4-digit game's digits (`1290`); undefined when the source lacks it */
      pick4?: string;
      /** when the source says the draw was drawn or published (ISO), if it says */
      drawnAt: string | null;
      /** what the source answered, kept with the proposal */
      raw: unknown;
    }
  /** the source has nothing for that date yet (never "the latest draw" instead) */
  | { kind: 'not-yet'; raw: unknown };

export interface ResultSource {
  /** a stable key: the catalog's `source`, the proposals' `source` */
  name: string;
  /** whether this source publishes that draw */
  covers(slot: DrawSlot): boolean;
  /**
   * The result of `slot` on `date` (YYYY-MM-DD, the lottery's own calendar date: never a UTC
   * "today"). Throws a SourceError when the source cannot be read.
   */
  fetch(slot: DrawSlot, date: string, signal?: AbortSignal): Promise<SourceAnswer>;
}

/**
 * Why a source could not be read: its HTTP status (429 throttled, 5xx down…), `malformed` (an
 * answer not in its documented shape), `network` (refused, reset, timed out) or `unsupported`
 * (a draw or date it does not publish). The scheduler logs it and tries again later.
 */
export type SourceFailure = number | 'malformed' | 'network' | 'unsupported';

export class SourceError extends Error {
  constructor(
    readonly source: string,
    readonly reason: SourceFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
    this.name = 'SourceError';
  }

  /** The status when the source answered with an HTTP error. */
  get status(): number | undefined {
    return typeof this.reason === 'number' ? this.reason : undefined;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → [year, month, day], or a SourceError: a date is never guessed. */
export function dateParts(source: string, date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new SourceError(source, 'unsupported', `not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}
