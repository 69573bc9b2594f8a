import type { OfflineGrantAnswer, SyncOfflineAnswer } from '@tiraj/domain/contracts';
import { createStore, del, set, values } from 'idb-keyval';
import { post } from '../../../lib/api-client.ts';
import { newBook, unsent, type OfflineBook, type OfflineVerdict } from './offline-book.ts';
import type { OfflineTicket } from '@tiraj/domain';

/** The device's offline grants and their tickets: IndexedDB, one book per grant. */
const store = createStore('tiraj-pos-offline', 'books');

/** Kept before a ticket is shown or printed: idb-keyval resolves once its transaction completed. */
export const saveBook = (book: OfflineBook) => set(book.grant.grantId, book, store);
export const readBooks = () => values<OfflineBook>(store);
export const forgetBook = (book: OfflineBook) => del(book.grant.grantId, store);

/** Takes a grant for an open draw while online (POST /api/seller/offlinegrant) and keeps it. */
export async function takeGrant(lotteryCategoryName: string, sellerId?: string) {
  const { data } = await post<OfflineGrantAnswer>('/seller/offlinegrant', { lotteryCategoryName });
  const book = newBook(data, sellerId);
  await saveBook(book);
  return book;
}

/**
 * Sends a book's unsent tickets in order (POST /api/seller/syncoffline) and answers the server's
 * verdicts (recorded with the ticket's ID, or held with the reason). The caller keeps them on the
 * book as it stands then (a sale may have added a ticket meanwhile). A ticket sent again (the
 * answer lost to a power cut) answers as it was: nothing is recorded twice.
 */
export const sendBook = (book: OfflineBook) => sendTickets(book, unsent(book));

/**
 * Sends some of a book's tickets and answers the server's verdicts. Held tickets sent again
 * answer as they stand now: recorded once the company accepted them (issue 37).
 */
export async function sendTickets(book: OfflineBook, tickets: OfflineTicket[]) {
  if (tickets.length === 0) return [];
  const { data } = await post<SyncOfflineAnswer>('/seller/syncoffline', {
    grantId: book.grant.grantId,
    tickets,
  });
  return data.map((a): { saleKey: string } & OfflineVerdict => ({
    saleKey: a.saleKey,
    state: a.state,
    reason: a.reason,
    ticketId: a.ticket?.ticketId,
  }));
}

const DAY = 24 * 60 * 60_000;

/**
 * Is the book of no more use at `now`? Every ticket answered, its grant expired, and its held
 * tickets (which the seller is shown) a day past the draw's close.
 */
export function bookDone(book: OfflineBook, now: Date) {
  if (unsent(book).length > 0 || Date.parse(book.grant.expiresAt) > now.getTime()) return false;
  const held = Object.values(book.verdicts ?? {}).some((v) => v.state === 'held');
  return !held || Date.parse(book.grant.closesAt) + DAY <= now.getTime();
}
