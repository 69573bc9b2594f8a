import { normaliseTicketCode } from '@tiraj/domain';
import type { WinTicketQuery } from '@tiraj/domain/contracts';
import { today } from './format.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The shared search form's values (SearchValues), as an address gives them. */
export interface UrlSearch {
  seller?: string;
  lotteryCategoryName?: string;
  fromDate?: string;
  toDate?: string;
  /** the ticket screens: one ticket, as printed */
  ticketId?: string;
  /** Issue 39: a branch's id */
  branch?: string;
  /** Win Tickets: paid out or not */
  paidOut?: WinTicketQuery['paidOut'];
}

/**
 * A search as an address gives it (`?seller&lotteryCategoryName&fromDate&toDate&ticketId&paidOut`,
 * a bookmark, a shared link or the Fraud Signals screen's): only what is there and well formed.
 */
export function searchFromUrl(params: URLSearchParams): UrlSearch {
  const search: UrlSearch = {};
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
  const branch = params.get('branch')?.trim();
  if (branch) search.branch = branch;
  const ticketId = normaliseTicketCode(params.get('ticketId') ?? '');
  if (ticketId) search.ticketId = ticketId;
  const paidOut = params.get('paidOut');
  if (paidOut === 'yes' || paidOut === 'no' || paidOut === 'corrected') search.paidOut = paidOut;
  return search;
}

/** The shared form's search from the address: every seller, every lottery and today where it says nothing. */
export function searchValuesFromUrl(params: URLSearchParams) {
  const { seller = '', lotteryCategoryName = '', fromDate, toDate, branch } = searchFromUrl(params);
  const day = today();
  return {
    seller,
    lotteryCategoryName,
    fromDate: fromDate ?? day,
    toDate: toDate ?? day,
    // Issue 39: only when asked, so a search without it is the one it always was.
    ...(branch ? { branch } : {}),
  };
}
