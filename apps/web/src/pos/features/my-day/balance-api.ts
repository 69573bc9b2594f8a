import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerBalanceAnswer } from '@tiraj/domain/contracts';
import { get } from '../../../lib/api-client.ts';

/** The seller's Balans (GET /seller/getbalance): today's figures, balance, credit, last entries. */
export type SellerBalance = SellerBalanceAnswer['data'];

export const fetchBalance = (signal?: AbortSignal) =>
  get<SellerBalanceAnswer>('/seller/getbalance', signal).then((a) => a.data);

export const balanceQuery = () =>
  queryOptions({
    queryKey: ['pos', 'balance'],
    queryFn: ({ signal }) => fetchBalance(signal),
    // Money the company may have just recorded: read it fresh each time the screen opens.
    staleTime: 0,
  });

export const useBalance = () => useQuery(balanceQuery());
