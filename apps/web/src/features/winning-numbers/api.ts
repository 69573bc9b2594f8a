import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CORRECTED_PAYOUT_PATHS,
  type CorrectionImpactAnswer,
  type UpdateWinningNumberBody,
} from '@tiraj/domain/contracts';
import type {
  AddWinningNumberBody,
  DayResults,
  WinningNumber,
  WinningNumberAnswer,
  WinningNumberList,
} from '@tiraj/domain/contracts';
import { get, patch, post } from '../../lib/api-client.ts';

export interface ResultSearch {
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
}

const key = (search: ResultSearch) => ['winning-numbers', 'admin', search] as const;

export function useWinningNumbers(search: ResultSearch) {
  return useQuery({
    queryKey: key(search),
    queryFn: ({ signal }) =>
      post<WinningNumberList>('/admin/getwiningnumber', search, signal).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
}

const inRange = (search: ResultSearch, r: WinningNumber) =>
  r.date >= search.fromDate &&
  r.date <= search.toDate &&
  (!search.lotteryCategoryName || search.lotteryCategoryName === r.lotteryCategoryId);

/** A created result joins the shown list only if its date is inside the searched range (SPEC.md §4). */
export function useAddWinningNumber(search: ResultSearch) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'createWinningNumber' },
    mutationFn: (body: AddWinningNumberBody) =>
      post<WinningNumberAnswer>('/admin/addwiningnumber', body),
    onSuccess: ({ data }) => {
      if (inRange(search, data))
        client.setQueryData<WinningNumber[]>(key(search), (list) => [data, ...(list ?? [])]);
    },
  });
}

export function useUpdateWinningNumber(search: ResultSearch) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateWinningNumber' },
    mutationFn: ({ id, body }: { id: string; body: AddWinningNumberBody }) =>
      patch<WinningNumberAnswer>(`/admin/updatewiningnumber/${id}`, body),
    onSuccess: ({ data }) =>
      client.setQueryData<WinningNumber[]>(key(search), (list) =>
        (list ?? []).flatMap((r) =>
          r._id !== data._id ? [r] : inRange(search, data) ? [data] : [],
        ),
      ),
  });
}

/** Every draw of a day with its state and result (the day's results screen). */
export function useDayResults(date: string) {
  return useQuery({
    queryKey: ['day-results', date],
    queryFn: ({ signal }) =>
      get<DayResults>(`/admin/getdayresults?date=${date}`, signal).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
}

/** Posts one draw's result from the day's results screen; every list of results reads again. */
export function usePostDayResult() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'createWinningNumber' },
    mutationFn: (body: AddWinningNumberBody) =>
      post<WinningNumberAnswer>('/admin/addwiningnumber', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['day-results'] }),
        client.invalidateQueries({ queryKey: ['winning-numbers'] }),
      ]),
  });
}

/**
 * What a correction would do to paid tickets, per company (issue 38), read as the admin's
 * confirmation opens: nothing is saved, and it is read again at each opening (never cached).
 */
export function useCorrectionImpact(id: string, body: UpdateWinningNumberBody) {
  return useQuery({
    queryKey: ['correction-impact', id, body],
    queryFn: ({ signal }) =>
      post<CorrectionImpactAnswer>(`${CORRECTED_PAYOUT_PATHS.preview}/${id}`, body, signal).then(
        (a) => a.data,
      ),
    gcTime: 0,
    retry: false,
    meta: { errorTitle: 'updateWinningNumber' },
  });
}
