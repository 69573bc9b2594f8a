import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SALE_DETAIL_PATHS } from '@tiraj/domain/contracts';
import type {
  GameTotalsAnswer,
  LotterySummaryAnswer,
  NumberInfoAnswer,
  SaleDetailsReader,
  SellDetailsAnswer,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';
import type { ErrorToast } from '../../lib/toast.ts';

/** Who reads sale details: a subadmin (its company) or a supervisor (its sellers). */
export type DetailsReader = SaleDetailsReader;

export interface DetailSearch {
  /** seller id; empty: all */
  seller: string;
  /** lottery id; empty: all */
  lotteryCategoryName: string;
  /** the draw date */
  fromDate: string;
  /** issue 39: a branch's id; empty or absent: the whole company */
  branch?: string;
}

export interface NumberSearch {
  seller: string;
  lotteryCategoryName: string;
  fromDate: string;
  gameCategory: string;
  gameNumber: string;
}

const fetcher =
  <T>(path: string, params: Record<string, string | undefined>) =>
  ({ signal }: { signal: AbortSignal }) =>
    get<T>(`${path}${query(params)}`, signal);

/** SPEC.md §8: the subadmin's and the supervisor's screens word the failure differently. */
const FAILURE: Record<DetailsReader, ErrorToast> = {
  subadmin: 'sellDetails',
  supervisor: 'fetchSellDetails',
};

/** The three views of one search: (a) per number, (b) per game, (c) per lottery. */
export function useSaleDetails(reader: DetailsReader, search: DetailSearch | null) {
  const paths = SALE_DETAIL_PATHS[reader];
  const enabled = search !== null;
  const params = search ?? { seller: '', lotteryCategoryName: '', fromDate: '' };
  const common = {
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorTitle: FAILURE[reader] },
  };
  const groups = useQuery({
    queryKey: ['sale-details', reader, 'groups', params],
    queryFn: fetcher<SellDetailsAnswer>(paths.groups, { ...params }),
    ...common,
  });
  const games = useQuery({
    queryKey: ['sale-details', reader, 'games', params],
    queryFn: fetcher<GameTotalsAnswer>(paths.games, { ...params }),
    ...common,
  });
  // (c) covers every lottery of the date: the lottery filter does not apply to it.
  const byLottery = { seller: params.seller, fromDate: params.fromDate, branch: params.branch };
  const lotteries = useQuery({
    queryKey: ['sale-details', reader, 'lotteries', byLottery],
    queryFn: fetcher<LotterySummaryAnswer>(paths.lotteries, byLottery),
    ...common,
  });
  return { groups, games, lotteries };
}

export function useNumberInfo(reader: DetailsReader, search: NumberSearch | null) {
  return useQuery({
    // SPEC.md gives the supervisor's screen this toast; the subadmin's shows the error in the modal.
    meta: reader === 'supervisor' ? { errorTitle: 'fetchGameInfo' } : undefined,
    queryKey: ['sale-details', reader, 'number', search],
    queryFn: fetcher<NumberInfoAnswer>(SALE_DETAIL_PATHS[reader].number, { ...search! }),
    enabled: search !== null,
    // A wrong "available" figure costs money: always ask the server again.
    staleTime: 0,
    retry: false,
  });
}
