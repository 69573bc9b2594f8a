import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  GameTotalsAnswer,
  LotterySummaryAnswer,
  NumberInfoAnswer,
  SellDetailsAnswer,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';

/** Who reads sale details: a subadmin (its company) or a supervisor (its sellers). */
export type DetailsReader = 'subadmin' | 'supervisor';

/** The calls of SPEC.md §7, spelled exactly so (`/sbuadmin/…` included). */
const PATHS = {
  subadmin: {
    groups: '/sbuadmin/getselldetails',
    games: '/sbuadmin/getselldetailsbygamecategory',
    lotteries: '/sbuadmin/getselldetailsallloterycategory',
    number: '/sbuadmin/getsellgamenumberinfo',
  },
  supervisor: {
    groups: '/superVisor/getSellDetails',
    games: '/superVisor/getSellDetailsByGameCategory',
    lotteries: '/superVisor/getSellDetailsByAllLoteryCategory',
    number: '/superVisor/getsellgamenumberinfo',
  },
} as const;

export interface DetailSearch {
  /** seller id; empty: all */
  seller: string;
  /** lottery id; empty: all */
  lotteryCategoryName: string;
  /** the draw date */
  fromDate: string;
}

export interface NumberSearch {
  seller: string;
  lotteryCategoryName: string;
  fromDate: string;
  gameCategory: string;
  gameNumber: string;
}

const fetcher =
  <T>(path: string, params: Record<string, string>) =>
  ({ signal }: { signal: AbortSignal }) =>
    get<T>(`${path}${query(params)}`, signal);

/** The three views of one search: (a) per number, (b) per game, (c) per lottery. */
export function useSaleDetails(reader: DetailsReader, search: DetailSearch | null) {
  const paths = PATHS[reader];
  const enabled = search !== null;
  const params = search ?? { seller: '', lotteryCategoryName: '', fromDate: '' };
  const common = { enabled, placeholderData: keepPreviousData };
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
  const byLottery = { seller: params.seller, fromDate: params.fromDate };
  const lotteries = useQuery({
    queryKey: ['sale-details', reader, 'lotteries', byLottery],
    queryFn: fetcher<LotterySummaryAnswer>(paths.lotteries, byLottery),
    ...common,
  });
  return { groups, games, lotteries };
}

export function useNumberInfo(reader: DetailsReader, search: NumberSearch | null) {
  return useQuery({
    queryKey: ['sale-details', reader, 'number', search],
    queryFn: fetcher<NumberInfoAnswer>(PATHS[reader].number, { ...search! }),
    enabled: search !== null,
    // A wrong "available" figure costs money: always ask the server again.
    staleTime: 0,
    retry: false,
  });
}
