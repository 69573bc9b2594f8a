import { useQuery } from '@tanstack/react-query';
import type { SellerCategory, SellerCategoryList } from '@tiraj/domain/contracts';
import { get } from '../../../lib/api-client.ts';
import { readDeviceSession } from '../../lib/device-session.ts';
import { keepAnswer, readKept } from '../../lib/kept/kept-answers.ts';

export type SellerDraw = SellerCategory;

/** GET /seller/getlotterycategory, kept on the device for the next opening without the server. */
async function fetchDraws(signal: AbortSignal) {
  const answer = await get<SellerCategoryList>('/seller/getlotterycategory', signal);
  keepAnswer(readDeviceSession()?.userId, 'draws', answer);
  return answer;
}

const drawsQuery = {
  queryKey: ['pos', 'draws'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDraws(signal),
  // Read first from the device (issue 37): a reopening during an outage still has draws to sell
  // on (each sold from its grant).
  initialData: () => readKept<SellerCategoryList>(readDeviceSession()?.userId, 'draws')?.value,
  // Dated as never fetched: the server is asked at every opening all the same.
  initialDataUpdatedAt: 0,
  // Windows open and close on their own: ask again every minute.
  refetchInterval: 60_000,
};

/** The draws (lottery categories) of the seller's company and whether each is open now. */
export const useDraws = () => useQuery({ ...drawsQuery, select: (a) => a.data });

/** The same answer whole: the draws, and whether the company sells offline (issue 32). */
export const useDrawsAnswer = () => useQuery(drawsQuery);

export { closesAt } from '../../lib/draw-close.ts';

/** What is left before a draw closes, as a duration (`13 min 28 s`). */
export { countdownText as countdown } from '../../../lib/countdown.ts';
