import { useQuery } from '@tanstack/react-query';
import { instantOfLocal } from '@tiraj/domain';
import type { SellerCategory, SellerCategoryList } from '@tiraj/domain/contracts';
import { get } from '../../../lib/api-client.ts';
import { operatorTimeZone } from '../../../lib/operator-time.ts';

export type SellerDraw = SellerCategory;

/** The draws (lottery categories) of the seller's company and whether each is open now. */
export function useDraws() {
  return useQuery({
    queryKey: ['pos', 'draws'],
    queryFn: ({ signal }) =>
      get<SellerCategoryList>('/seller/getlotterycategory', signal).then((a) => a.data),
    // Windows open and close on their own: ask again every minute.
    refetchInterval: 60_000,
  });
}

/** When an open draw stops selling, as an instant (its `until` is operator-local wall time). */
export const closesAt = (draw: SellerDraw) =>
  instantOfLocal(draw.until, operatorTimeZone()).getTime();

/** `2:05:09`, `4:07`, `0:09`: what is left before a draw closes. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
