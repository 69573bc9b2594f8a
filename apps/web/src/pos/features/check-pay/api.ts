import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketCheck, TicketCheckAnswer, TicketPaidAnswer } from '@tiraj/domain/contracts';
import { get, post, query } from '../../../lib/api-client.ts';

const checkKey = (code: string) => ['pos', 'check', code] as const;

/** GET /seller/checkticket: a ticket and where it stands for paying out. */
export const fetchTicketCheck = (code: string, signal?: AbortSignal) =>
  get<TicketCheckAnswer>(`/seller/checkticket${query({ ticketId: code })}`, signal).then(
    (a) => a.data,
  );

export const ticketCheckQuery = (code: string) =>
  queryOptions({
    queryKey: checkKey(code),
    queryFn: ({ signal }) => fetchTicketCheck(code, signal),
    enabled: code !== '',
    // Another device may pay it at any moment: never trust an old answer.
    staleTime: 0,
  });

export const useTicketCheck = (code: string) => useQuery(ticketCheckQuery(code));

/** POST /seller/payticket: pays the ticket out, once. */
export const payTicket = (code: string) =>
  post<TicketPaidAnswer>('/seller/payticket', { ticketId: code }).then((a) => a.data);

export function usePayTicket(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => payTicket(code),
    onSuccess: (check: TicketCheck) => client.setQueryData(checkKey(code), check),
    // Refused (paid meanwhile, deleted…): show the ticket as it stands now.
    onError: () => client.invalidateQueries({ queryKey: checkKey(code) }),
  });
}
