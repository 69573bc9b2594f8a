import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashUpAnswer } from '@tiraj/domain/contracts';
import { get, query } from '../api-client.ts';

/*
 * The cash-up of a day (GET /{subadmin,supervisor}/getcashup): the Caisse screen's, and each
 * seller's commission on the daily report (issue 38).
 */

/** Who reads a cash-up: the company (every seller) or a supervisor (its own). */
export type CashUpReader = 'subadmin' | 'supervisor';

export const cashUpKey = (reader: CashUpReader, date?: string, branch?: string) =>
  date ? ['cash-up', reader, date, branch ?? ''] : ['cash-up', reader];

/** `branch` (issue 39): one branch's sellers only; absent: every seller of the reader. */
export const fetchCashUp = (
  reader: CashUpReader,
  date: string,
  signal?: AbortSignal,
  branch?: string,
) => get<CashUpAnswer>(`/${reader}/getcashup${query({ date, branch })}`, signal);

/** One operator day's cash-up: per seller sales, commission, payouts, due, remitted, balance. */
export function useCashUp(reader: CashUpReader, date: string, branch?: string) {
  return useQuery({
    queryKey: cashUpKey(reader, date, branch),
    queryFn: ({ signal }) => fetchCashUp(reader, date, signal, branch),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchCashUp' },
  });
}
