import {
  offlineBudgetLeft,
  offlineVerificationCode,
  sumHtg,
  type GameCategory,
} from '@tiraj/domain';
import type { SellerCategory as SellerDraw } from '@tiraj/domain/contracts';
import { closesAt } from '../draw-close.ts';
import { isNetworkError, reportCall } from '../network-status.ts';
import {
  bookState,
  heldTickets,
  renewalDue,
  sellOffline,
  unsent,
  withVerdicts,
  type OfflineBook,
} from './offline-book.ts';
import {
  bookDone,
  forgetBook,
  readBooks,
  saveBook,
  sendBook,
  sendTickets,
  takeGrant,
} from './offline-sync.ts';
import { publishOffline, type GrantView, type OfflineTicketView } from './offline-state.ts';
import { offlineShownTicket, refusedSale, type OfflineSaleResult } from './offline-sale-result.ts';
import './offline-words.ts';

export type { OfflineSaleResult };

export { OfflineGrantsBanner } from './offline-grants-banner.tsx';
export { sellOfflineNow } from './sell-offline-now.ts';
export { OfflineTicketsList } from './offline-tickets-list.tsx';

/**
 * The device's offline selling (issue 32), loaded apart: its books (one per grant, IndexedDB),
 * the grants taken in the background while online, the sales made from them while offline, and
 * their sync, in order, as soon as the network is back. One change to the books at a time.
 */
let books = new Map<string, OfflineBook>();
let sellerId: string | null = null;
let queue: Promise<unknown> = Promise.resolve();
let syncing: Promise<void> | null = null;
let refreshing = false;
/** draws whose grant the server refused lately (closing, no credit): asked again later */
const refusedUntil = new Map<string, number>();
const REFUSED_PAUSE_MS = 5 * 60_000;

function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

const takenAt = (b: OfflineBook) => Date.parse(b.takenAt ?? b.grant.expiresAt);

/** The seller's latest grant for a draw, while its draw has not closed. */
function liveBook(lotteryCategoryId: string, now: Date): OfflineBook | undefined {
  return [...books.values()]
    .filter(
      (b) =>
        b.grant.lotteryCategoryId === lotteryCategoryId &&
        Date.parse(b.grant.closesAt) > now.getTime(),
    )
    .sort((a, b) => takenAt(b) - takenAt(a))[0];
}

function publish(now = new Date()) {
  const latest = new Map<string, OfflineBook>();
  for (const b of books.values()) {
    const other = latest.get(b.grant.lotteryCategoryId);
    if (Date.parse(b.grant.closesAt) > now.getTime() && (!other || takenAt(b) > takenAt(other)))
      latest.set(b.grant.lotteryCategoryId, b);
  }
  const grants: GrantView[] = [...latest.values()].map((b) => ({
    lotteryCategoryId: b.grant.lotteryCategoryId,
    drawDate: b.grant.drawDate,
    left: bookState(b, now).left,
    closesAt: b.grant.closesAt,
    stopsAt: b.grant.stopsAt,
    expiresAt: b.grant.expiresAt,
  }));
  const tickets: OfflineTicketView[] = [];
  for (const b of books.values())
    for (const t of b.tickets) {
      const verdict = b.verdicts?.[t.saleKey];
      if (t.answered && verdict?.state !== 'held') continue;
      tickets.push({
        saleKey: t.saleKey,
        lotteryCategoryId: b.grant.lotteryCategoryId,
        drawName: b.drawName ?? '',
        soldAt: t.soldAt,
        total: sumHtg(t.lines.map((l) => l.amount)),
        code: offlineVerificationCode(t.sig),
        lines: t.lines,
        state: t.answered ? 'held' : 'waiting',
        reason: verdict?.reason,
      });
    }
  tickets.sort((a, b) => b.soldAt.localeCompare(a.soldAt));
  publishOffline({ ready: true, grants, tickets });
}

/** The seller whose books are being read, and when they are. */
let starting: { userId: string; ready: Promise<void> } | null = null;

/**
 * Reads the seller's books from the device (once per seller). Every caller waits for the same
 * read: a round that went on before the books were read would see no grant, take a new one for
 * every draw, and so end the grants the device holds (their unsent tickets would be held).
 */
export function startEngine(userId: string): Promise<void> {
  if (starting?.userId === userId) return starting.ready;
  sellerId = null;
  const ready = readBooks()
    .catch(() => [] as OfflineBook[])
    .then((kept) => {
      // Another seller signed in while these books were read: theirs are what count now.
      if (starting?.ready !== ready) return;
      books = new Map(
        kept.filter((b) => !b.sellerId || b.sellerId === userId).map((b) => [b.grant.grantId, b]),
      );
      sellerId = userId;
      publish();
    });
  starting = { userId, ready };
  return ready;
}

/**
 * Sends every book's unsent tickets, in order, and keeps the verdicts on the book as it stands
 * then; rejects when the network fails (what is left is sent next time). One sync at a time.
 */
export function syncAll(): Promise<void> {
  // Cleared once settled (never synchronously: a round with nothing to send settles at once).
  syncing ??= sendAll().finally(() => {
    syncing = null;
  });
  return syncing;
}

async function sendAll() {
  let count = 0;
  try {
    for (const sent of [...books.values()]) {
      if (unsent(sent).length === 0) continue;
      const answers = await sendBook(sent).catch(networkFailed);
      await keepAnswers(sent, answers);
      count += answers.length;
    }
  } finally {
    // What went before a failure went too: the seller is told how many left the device.
    if (count > 0) publishOffline({ sent: { count, at: Date.now() } });
  }
  // Then the held tickets again: one the company accepted since is no longer shown held (issue 37).
  for (const sent of [...books.values()]) {
    const held = heldTickets(sent);
    if (held.length > 0)
      await keepAnswers(sent, await sendTickets(sent, held).catch(networkFailed));
  }
  const now = new Date();
  for (const b of [...books.values()])
    if (bookDone(b, now)) {
      books.delete(b.grant.grantId);
      await forgetBook(b).catch(() => undefined);
    }
  publish();
}

function networkFailed(error: unknown): never {
  if (isNetworkError(error)) reportCall(false);
  throw error;
}

/** The server's verdicts, kept on the book as it stands now (a sale may have added a ticket). */
async function keepAnswers(sent: OfflineBook, answers: Awaited<ReturnType<typeof sendBook>>) {
  reportCall(true);
  await serial(async () => {
    const current = books.get(sent.grant.grantId) ?? sent;
    const next = withVerdicts(current, answers);
    await saveBook(next);
    books.set(next.grant.grantId, next);
  });
  publish();
}

/**
 * Online, in the background: sends what waits, then holds a grant for every open draw, renewed
 * halfway to its expiry. A refused grant (offline selling off, the draw closing, no credit) is
 * asked again a few minutes later; a network failure stops the round.
 */
export async function refreshGrants(draws: readonly SellerDraw[], now = new Date()) {
  if (refreshing || !sellerId) return;
  refreshing = true;
  try {
    await syncAll();
    for (const draw of draws) {
      if (!draw.open || closesAt(draw) <= now.getTime()) continue;
      if ((refusedUntil.get(draw._id) ?? 0) > now.getTime()) continue;
      const live = liveBook(draw._id, now);
      const usable =
        live &&
        live.grant.drawDate === draw.drawDate &&
        Date.parse(live.grant.expiresAt) > now.getTime();
      if (live && (unsent(live).length > 0 || now.getTime() >= Date.parse(live.grant.stopsAt)))
        continue;
      if (usable && !renewalDue(live, now)) continue;
      try {
        const book = await takeGrant(draw._id, sellerId);
        reportCall(true);
        books.set(book.grant.grantId, book);
        publish();
      } catch (error) {
        if (isNetworkError(error)) {
          reportCall(false);
          break;
        }
        refusedUntil.set(draw._id, now.getTime() + REFUSED_PAUSE_MS);
      }
    }
  } catch {
    // the network dropped mid-round: the next round (or the reconnection) tries again
  } finally {
    refreshing = false;
  }
}

/**
 * Sells a ticket offline from the draw's grant: the grant's rules (offline-rules), signed in its
 * chain, kept in IndexedDB before it is shown or printed. Answers the ticket to show, marked
 * offline with its verification code, or the refusals.
 */
export function sellFromGrant(
  draw: SellerDraw,
  lines: { gameCategory: GameCategory; number: string; amount: number }[],
  saleKey: string,
  seller: { userId: string; userName: string; company: string },
  now = new Date(),
): Promise<OfflineSaleResult> {
  return serial(async () => {
    const book = liveBook(draw._id, now);
    if (!book || book.grant.drawDate !== draw.drawDate) return { kind: 'none' as const };
    // The draw's close as the device last heard it (its list of draws): a close moved earlier
    // after the grant was taken stops offline sales there, as the server will judge (issue 36).
    const drawClose =
      draw.open && draw.drawDate === book.grant.drawDate ? new Date(closesAt(draw)) : null;
    const sale = await sellOffline(book, lines, saleKey, now, drawClose);
    if (sale.kind === 'refused') return refusedSale(sale.refusals);
    const next = { ...sale.book, drawName: draw.lotteryName };
    await saveBook(next);
    books.set(next.grant.grantId, next);
    publish(now);
    return offlineShownTicket(book, sale, draw, seller);
  });
}

/** HTG the draw's grant still allows now (the banner shows the same). */
export const leftFor = (drawId: string, now = new Date()) => {
  const book = liveBook(drawId, now);
  return book
    ? offlineBudgetLeft(
        book.grant,
        book.tickets.flatMap((t) => t.lines),
      )
    : 0;
};
