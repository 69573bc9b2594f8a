import type { TicketSearch } from './api.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A ticket screen's search as a link gives it (`?seller&fromDate&toDate&lotteryCategoryName&paidOut`,
 * from the Fraud Signals screen): only what is there and well formed; without a query the screen
 * opens as it always has (every seller, today).
 */
export function searchFromUrl(params: URLSearchParams): Partial<TicketSearch> {
  const search: Partial<TicketSearch> = {};
  const seller = params.get('seller')?.trim();
  if (seller) search.seller = seller;
  const lottery = params.get('lotteryCategoryName')?.trim();
  if (lottery) search.lotteryCategoryName = lottery;
  const from = params.get('fromDate') ?? '';
  const to = params.get('toDate') ?? '';
  if (DATE.test(from) && DATE.test(to) && from <= to) {
    search.fromDate = from;
    search.toDate = to;
  } else if (DATE.test(from)) {
    search.fromDate = from;
    search.toDate = from;
  }
  const paidOut = params.get('paidOut');
  if (paidOut === 'yes' || paidOut === 'no' || paidOut === 'corrected') search.paidOut = paidOut;
  return search;
}
