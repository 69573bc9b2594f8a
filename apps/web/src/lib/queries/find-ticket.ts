import { queryOptions } from '@tanstack/react-query';
import type { FoundLotterySoftAnswer, FoundTicketAnswer } from '@tiraj/domain/contracts';
import { ApiError, get, query } from '../api-client.ts';
import { readSession } from '../session.ts';

/**
 * The header search's ticket look-up by its printed code (already normalised): the
 * caller's own ticket, or null when it has none by that code (404: said in the
 * search, not as an error). Each role reads its own path.
 */
export const findTicketQuery = (code: string) =>
  queryOptions({
    queryKey: ['find-ticket', code],
    queryFn: async ({ signal }) => {
      const role = readSession()?.userRole === 'supervisor' ? 'supervisor' : 'subadmin';
      try {
        const answer = await get<FoundTicketAnswer>(
          `/${role}/findticket${query({ ticketId: code })}`,
          signal,
        );
        return answer.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Found afresh at each search: it may have been deleted or paid out since.
    staleTime: 0,
    retry: false,
    meta: { errorTitle: 'findTicket' },
  });

/**
 * The header search's look-up by a LotterySoft number: the caller's tickets printed with
 * it these last days (the number restarts per seller, draw and day), newest first.
 */
export const findLotterySoftQuery = (number: number) =>
  queryOptions({
    queryKey: ['find-ticket', 'lotterysoft', number],
    queryFn: async ({ signal }) => {
      const role = readSession()?.userRole === 'supervisor' ? 'supervisor' : 'subadmin';
      const answer = await get<FoundLotterySoftAnswer>(
        `/${role}/findticket/lotterysoft${query({ number: String(number) })}`,
        signal,
      );
      return answer.data;
    },
    // Found afresh at each search, as by code.
    staleTime: 0,
    retry: false,
    meta: { errorTitle: 'findTicket' },
  });
