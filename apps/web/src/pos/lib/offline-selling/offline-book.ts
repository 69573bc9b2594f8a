import {
  fromBase64,
  normaliseNumber,
  offlineBonusNumbers,
  offlinePublicSignature,
  formatPublicRef,
  toCentimes,
  offlineBudgetLeft,
  offlineCloseOf,
  offlineRefusals,
  offlineVerificationCode,
  signOfflineTicket,
  type GameCategory,
  type OfflineLine,
  type OfflineRefusal,
  type OfflineTicket,
} from '@tiraj/domain';
import type { OfflineGrantData, OfflineHoldReason } from '@tiraj/domain/contracts';

/**
 * A grant as the device keeps it (issue 32): what the server granted, and its chain so far (the
 * tickets sold from it, in order, each marked once the server answered it).
 */
export interface OfflineBook {
  grant: OfflineGrantData;
  tickets: (OfflineTicket & { answered: boolean })[];
  /** the seller it was granted to (a device may see another seller sign in) */
  sellerId?: string;
  /** when the device took it (ISO), to renew it halfway to its expiry */
  takenAt?: string;
  /** the draw's name, as the seller chose it (for the lists) */
  drawName?: string;
  /** the server's answer for each ticket sent, by sale key */
  verdicts?: Record<string, OfflineVerdict>;
}

/** What the server made of an offline ticket: recorded (its ticket ID) or held, with the reason. */
export interface OfflineVerdict {
  state: 'recorded' | 'held';
  reason?: OfflineHoldReason;
  ticketId?: string;
}

export const newBook = (
  grant: OfflineGrantData,
  sellerId?: string,
  takenAt = new Date(),
): OfflineBook => ({ grant, tickets: [], sellerId, takenAt: takenAt.toISOString() });

/**
 * The grant's rules; with the draw's close as the device last heard it, selling stops at the
 * earlier of the grant's and that close (issue 36): the server holds a ticket sold after it.
 */
const rulesOf = (grant: OfflineGrantData, drawClosesAt: Date | null = null) => {
  const close = offlineCloseOf(new Date(grant.closesAt), drawClosesAt);
  const stopsAt = Math.min(Date.parse(grant.stopsAt), close.getTime());
  return {
    budget: grant.budget,
    capPerNumber: grant.capPerNumber,
    blocked: grant.blocked,
    percentageLimits: grant.percentageLimits,
    stopsAt: new Date(stopsAt).toISOString(),
    expiresAt: grant.expiresAt,
  };
};

const soldLines = (book: OfflineBook): OfflineLine[] => book.tickets.flatMap((t) => t.lines);

/** What the grant still allows, for the banner: HTG left, and whether selling has stopped and why. */
export function bookState(book: OfflineBook, now: Date) {
  const left = offlineBudgetLeft(book.grant, soldLines(book));
  const stop = offlineRefusals(rulesOf(book.grant), soldLines(book), [], now).find(
    (r) => r.index === null,
  );
  return {
    left,
    stopped: stop?.reason ?? (left <= 0 ? ('budget' as const) : null),
    waiting: book.tickets.filter((t) => !t.answered).length,
  };
}

/**
 * What an offline ticket's paper prints that the server will store the same (issue 37): its code
 * (its ticket ID), its free maryaj numbers (when the grant says the company gives them), and its
 * public reference, signed with the grant's key as the server checks it once synced.
 */
export interface PrintedOffline {
  code: string;
  bonus: string[];
  publicRef: string;
}

export async function printedOffline(
  grant: OfflineGrantData,
  ticket: Pick<OfflineTicket, 'sig' | 'lines'>,
): Promise<PrintedOffline> {
  const code = offlineVerificationCode(ticket.sig);
  const total = ticket.lines.reduce((s, l) => s + toCentimes(l.amount), 0);
  const blocked = new Set(
    grant.blocked.filter((b) => b.gameCategory === 'MRG').map((b) => b.number),
  );
  const bonus = grant.bonus
    ? offlineBonusNumbers(fromBase64(ticket.sig) ?? new Uint8Array(), total, blocked)
    : [];
  const publicRef = formatPublicRef(code, await offlinePublicSignature(grant.key, code));
  return { code, bonus, publicRef };
}

export type OfflineSale =
  | { kind: 'refused'; refusals: OfflineRefusal[] }
  | { kind: 'sold'; book: OfflineBook; ticket: OfflineTicket; printed: PrintedOffline };

/**
 * Sells a ticket from the grant while offline: the lines normalised as the server reads them, the
 * grant's rules (the online rules it froze, the cap per number, the budget, the stop before the
 * close, the expiry, and the draw's close when the device knows it moved earlier), then signed in
 * the chain. Answers the new book (kept before printing).
 */
export async function sellOffline(
  book: OfflineBook,
  lines: { gameCategory: GameCategory; number: string; amount: number }[],
  saleKey: string,
  now: Date,
  drawClosesAt: Date | null = null,
): Promise<OfflineSale> {
  const normal: OfflineLine[] = lines.map((l) => ({
    gameCategory: l.gameCategory,
    number: normaliseNumber(l.gameCategory, l.number) ?? l.number,
    amount: l.amount,
  }));
  const refusals = offlineRefusals(rulesOf(book.grant, drawClosesAt), soldLines(book), normal, now);
  if (refusals.length) return { kind: 'refused', refusals };
  const last = book.tickets.at(-1);
  const body = {
    saleKey,
    seq: (last?.seq ?? 0) + 1,
    soldAt: now.toISOString(),
    lines: normal,
    prev: last?.sig ?? '',
  };
  const sig = await signOfflineTicket(book.grant.key, book.grant.grantId, body);
  const ticket = { ...body, sig };
  return {
    kind: 'sold',
    ticket,
    printed: await printedOffline(book.grant, ticket),
    book: { ...book, tickets: [...book.tickets, { ...ticket, answered: false }] },
  };
}

/** The tickets still to send, in the order sold (the server checks the chain in that order). */
export const unsent = (book: OfflineBook): OfflineTicket[] =>
  book.tickets.filter((t) => !t.answered).map(({ answered: _, ...t }) => t);

/**
 * The tickets the server held, to ask again (issue 37): the company may have accepted one since
 * (the server then answers it recorded), and the device stops showing it held.
 */
export const heldTickets = (book: OfflineBook): OfflineTicket[] =>
  book.tickets
    .filter((t) => t.answered && book.verdicts?.[t.saleKey]?.state === 'held')
    .map(({ answered: _, ...t }) => t);

/** The book once the server answered these sale keys (recorded or held: either way, sent). */
export const markAnswered = (book: OfflineBook, saleKeys: readonly string[]): OfflineBook => {
  const done = new Set(saleKeys);
  return {
    ...book,
    tickets: book.tickets.map((t) => (done.has(t.saleKey) ? { ...t, answered: true } : t)),
  };
};

/** The book with the server's verdicts kept (and their tickets marked answered). */
export function withVerdicts(
  book: OfflineBook,
  answers: readonly ({ saleKey: string } & OfflineVerdict)[],
): OfflineBook {
  const verdicts = { ...book.verdicts };
  for (const a of answers)
    verdicts[a.saleKey] = { state: a.state, reason: a.reason, ticketId: a.ticketId };
  return {
    ...markAnswered(
      book,
      answers.map((a) => a.saleKey),
    ),
    verdicts,
  };
}

/**
 * Is the grant due for renewal at `now` (taken online, in the background)? Halfway to its
 * expiry, so that a device going offline still holds a grant for a while; never once its draw
 * stopped selling offline (the server would refuse), nor while tickets wait to be sent (a new
 * grant ends this one: its unsent tickets would be held).
 */
export function renewalDue(book: OfflineBook, now: Date): boolean {
  const t = now.getTime();
  if (t >= Date.parse(book.grant.stopsAt) || unsent(book).length > 0) return false;
  const expires = Date.parse(book.grant.expiresAt);
  const taken = book.takenAt ? Date.parse(book.takenAt) : expires;
  return t >= taken + (expires - taken) / 2;
}
