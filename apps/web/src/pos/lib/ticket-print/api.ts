import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerCompanyAnswer } from '@tiraj/domain/contracts';
import { get } from '../../../lib/api-client.ts';

/** GET /seller/company: the name and logo printed on tickets, the payout switch, the cancel window. */
export const fetchSellerCompany = (signal?: AbortSignal) =>
  get<SellerCompanyAnswer>('/seller/company', signal).then((a) => a.data);

export const sellerCompanyQuery = () =>
  queryOptions({
    queryKey: ['pos', 'seller-company'],
    queryFn: ({ signal }) => fetchSellerCompany(signal),
    // Changes rarely; a ticket prints without waiting for it again.
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSellerCompany = () => useQuery(sellerCompanyQuery());
