import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  EXPOSURE_PATHS,
  exposureEvent,
  SALE_DETAIL_PATHS,
  type ExposureAnswer,
  type NumberInfoAnswer,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';
import { followRiskFeed } from './live-feed.ts';

/** Who reads the risk board: a subadmin (its company) or a supervisor (its sellers). */
export type RiskReader = keyof typeof EXPOSURE_PATHS;

export interface DrawChoice {
  /** the lottery's id */
  lotteryCategoryName: string;
  date: string;
}

const exposureKey = (reader: RiskReader) => ['exposure', reader] as const;

export const exposureQuery = (reader: RiskReader, draw: DrawChoice) =>
  queryOptions({
    queryKey: [...exposureKey(reader), draw.lotteryCategoryName, draw.date],
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

/** A burst of sales refetches once. */
const SETTLE_MS = 150;

/**
 * While the board is open, follows the company's sales: a sale or a deletion in the
 * board's draw (or a reconnection, after which some may have been missed) refetches it.
 */
export function useExposureLive(reader: RiskReader, draw: DrawChoice | null) {
  const client = useQueryClient();
  const lottery = draw?.lotteryCategoryName;
  const date = draw?.date;
  useEffect(() => {
    if (!lottery || !date) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: exposureKey(reader) });
      }, SETTLE_MS);
    };
    const stop = followRiskFeed(reader, {
      onReady: refetch,
      onEvent: (name, data) => {
        if (name !== 'sale') return;
        const event = exposureEvent.safeParse(JSON.parse(data));
        if (event.success && event.data.lotteryCategoryId === lottery && event.data.date === date)
          refetch();
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, reader, lottery, date]);
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
