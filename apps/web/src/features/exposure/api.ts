import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPOSURE_PATHS,
  SALE_DETAIL_PATHS,
  type ExposureAnswer,
  type NumberInfoAnswer,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';
import { useCompanySalesLive } from '../../lib/company-sales-live.ts';

/** Who reads the risk board: a subadmin (its company) or a supervisor (its sellers). */
export type RiskReader = keyof typeof EXPOSURE_PATHS;

export interface DrawChoice {
  /** the lottery's id */
  lotteryCategoryName: string;
  date: string;
  /** Issue 39: one branch's stakes beside the whole company's; absent: the whole company */
  branch?: string;
}

const exposureKey = (reader: RiskReader) => ['exposure', reader] as const;

export const exposureQuery = (reader: RiskReader, draw: DrawChoice) =>
  queryOptions({
    queryKey: [...exposureKey(reader), draw.lotteryCategoryName, draw.date, draw.branch ?? ''],
    queryFn: ({ signal }) =>
      get<ExposureAnswer>(`${EXPOSURE_PATHS[reader]}${query({ ...draw })}`, signal).then(
        (a) => a.data,
      ),
    meta: { errorTitle: 'fetchRiskBoard' },
  });

export function useExposure(reader: RiskReader, draw: DrawChoice | null) {
  return useQuery({
    ...exposureQuery(reader, draw ?? { lotteryCategoryName: '', date: '' }),
    enabled: draw !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * While the board is open, follows the company's sales: a sale or a deletion in the
 * board's draw (or a reconnection, after which some may have been missed) refetches it.
 */
export function useExposureLive(reader: RiskReader, draw: DrawChoice | null) {
  const client = useQueryClient();
  useCompanySalesLive(
    draw ? reader : null,
    () => void client.invalidateQueries({ queryKey: exposureKey(reader) }),
    (sale) => sale.lotteryCategoryId === draw?.lotteryCategoryName && sale.date === draw.date,
  );
}

/** Who bet on one number of the draw: the sale details' number info, over all the caller's sellers. */
export function useNumberSellers(
  reader: RiskReader,
  draw: DrawChoice,
  pick: { gameCategory: string; number: string } | null,
) {
  return useQuery({
    queryKey: ['exposure', reader, 'number', draw, pick],
    queryFn: ({ signal }) =>
      get<NumberInfoAnswer>(
        `${SALE_DETAIL_PATHS[reader].number}${query({
          seller: '',
          lotteryCategoryName: draw.lotteryCategoryName,
          fromDate: draw.date,
          gameCategory: pick!.gameCategory,
          gameNumber: pick!.number,
        })}`,
        signal,
      ),
    enabled: pick !== null,
    staleTime: 0,
    retry: false,
  });
}
