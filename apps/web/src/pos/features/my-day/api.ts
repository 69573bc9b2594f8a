import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  MessageThread,
  SaleTotalsAnswer,
  TicketList,
  WinningNumberList,
} from '@tiraj/domain/contracts';
import { api, del, get, query } from '../../../lib/api-client.ts';
import { forgetLastTicket } from '../../lib/receipt-printer/forget-last-ticket.ts';
import { forgetPaperOf } from '../../lib/ticket-paper/papers.ts';

/** The seller's totals for a range of draw dates (GET /seller/getsalereport). */
export type SellerTotals = SaleTotalsAnswer['data'];

const range = (fromDate: string, toDate: string) => query({ fromDate, toDate });

// --- My tickets -----------------------------------------------------------

// The cancelled ones too: they stay in the day's list, greyed.
export const fetchMyTickets = (date: string, signal?: AbortSignal) =>
  get<TicketList>(
    `/seller/gettickets${query({ fromDate: date, toDate: date, cancelled: 'true' })}`,
    signal,
  );

export const myTicketsQuery = (date: string) =>
  queryOptions({
    queryKey: ['pos', 'my-tickets', date],
    queryFn: ({ signal }) => fetchMyTickets(date, signal),
    staleTime: 0,
  });

export const useMyTickets = (date: string) => useQuery(myTicketsQuery(date));

/** DELETE /seller/deleteticket/{id}: cancel within the company's window. */
export const cancelTicket = (id: string) => del<{ message: string }>(`/seller/deleteticket/${id}`);

export function useCancelTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTicket,
    // The sale screen's "reprint the last ticket" must not print a cancelled one.
    onSuccess: (_answer, id) => {
      forgetLastTicket(id);
      void forgetPaperOf(id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['pos', 'my-tickets'] }),
  });
}

// --- Results --------------------------------------------------------------

export const fetchResults = (fromDate: string, toDate: string, signal?: AbortSignal) =>
  get<WinningNumberList>(`/seller/getwiningnumber${range(fromDate, toDate)}`, signal).then(
    (a) => a.data,
  );

export const resultsQuery = (fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: ['pos', 'results', fromDate, toDate],
    queryFn: ({ signal }) => fetchResults(fromDate, toDate, signal),
    staleTime: 60_000,
  });

export const useResults = (fromDate: string, toDate: string) =>
  useQuery(resultsQuery(fromDate, toDate));

// --- Report ---------------------------------------------------------------

export const fetchSaleReport = (date: string, signal?: AbortSignal) =>
  get<SaleTotalsAnswer>(`/seller/getsalereport${range(date, date)}`, signal).then((a) => a.data);

export const saleReportQuery = (date: string) =>
  queryOptions({
    queryKey: ['pos', 'sale-report', date],
    queryFn: ({ signal }) => fetchSaleReport(date, signal),
    staleTime: 0,
  });

export const useSaleReport = (date: string) => useQuery(saleReportQuery(date));

// --- Chat -----------------------------------------------------------------

const threadKey = ['pos', 'chat'] as const;
const PAGE = 30;

/** GET /seller/getMessages: the newest page first; `before` walks back. */
export const fetchThreadPage = (before: string, signal?: AbortSignal) =>
  get<MessageThread>(`/seller/getMessages${query({ before, limit: String(PAGE) })}`, signal);

export function useThread() {
  return useInfiniteQuery({
    queryKey: threadKey,
    queryFn: ({ pageParam, signal }) => fetchThreadPage(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (page) => (page.hasMore ? page.data[0]?._id : undefined),
    // The company's answers arrive while the screen is open.
    refetchInterval: 15_000,
    retry: 1,
  });
}

/** The thread's messages, oldest first, across the loaded pages. */
export const messagesOf = (data: InfiniteData<MessageThread> | undefined) =>
  data ? [...data.pages].reverse().flatMap((p) => p.data) : [];

/** POST /seller/sendmessage (multipart: content, type). */
export const sendMessage = (text: string) => {
  const form = new FormData();
  form.append('content', text);
  form.append('type', 'text');
  return api('POST', '/seller/sendmessage', form);
};

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey }),
  });
}
