import type { OfflineGrantAnswer, SyncOfflineAnswer } from '@tiraj/domain/contracts';
import { createStore, del, set, values } from 'idb-keyval';
import { post } from '../../../lib/api-client.ts';
import { markAnswered, newBook, unsent, type OfflineBook } from './offline-book.ts';

/** The device's offline grants and their tickets: IndexedDB, one book per grant. */
const store = createStore('tiraj-pos-offline', 'books');

export const saveBook = (book: OfflineBook) => set(book.grant.grantId, book, store);
export const readBooks = () => values<OfflineBook>(store);

/** Takes a grant for an open draw while online (POST /api/seller/offlinegrant) and keeps it. */
export async function takeGrant(lotteryCategoryName: string): Promise<OfflineBook> {
  const { data } = await post<OfflineGrantAnswer>('/seller/offlinegrant', { lotteryCategoryName });
  const book = newBook(data);
  await saveBook(book);
  return book;
}

/**
 * Sends a book's unsent tickets in order (POST /api/seller/syncoffline) and keeps the answers; a
 * book whose tickets are all answered and whose grant expired is forgotten. Answers the server's
 * verdicts (recorded, or held with the reason).
 */
export async function syncBook(book: OfflineBook, now = new Date()) {
  const tickets = unsent(book);
  if (tickets.length === 0) return { book, answers: [] as SyncOfflineAnswer['data'] };
  const { data } = await post<SyncOfflineAnswer>('/seller/syncoffline', {
    grantId: book.grant.grantId,
    tickets,
  });
  const next = markAnswered(
    book,
    data.map((a) => a.saleKey),
  );
  if (unsent(next).length === 0 && Date.parse(next.grant.expiresAt) <= now.getTime())
    await del(next.grant.grantId, store);
  else await saveBook(next);
  return { book: next, answers: data };
}
