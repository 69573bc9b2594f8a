import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSellerList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';

/** Everything of the sub-admin's chat in the cache: the seller table and each thread. */
export const chatKey = ['chat'] as const;
export const chatSellersKey = ['chat', 'sellers'] as const;
export const threadKey = (sellerId: string) => ['chat', 'thread', sellerId] as const;

/**
 * The chat's seller table with each seller's unread messages (GET /subadmin/getchatsellers):
 * read by the chat screen and, summed, by the header's unread badge. Its failures stay silent
 * (SPEC.md §8: fetching chat sellers).
 */
export const chatSellersQuery = () =>
  queryOptions({
    queryKey: chatSellersKey,
    queryFn: ({ signal }) =>
      get<ChatSellerList>('/subadmin/getchatsellers', signal).then((a) => a.data),
    // Counts change with every message: always fresh when the list is shown again.
    staleTime: 0,
    retry: 1,
  });

export function useChatSellers(enabled = true) {
  return useQuery({ ...chatSellersQuery(), enabled });
}

/**
 * Seller messages the sub-admin has not read: each counts until the sub-admin opens that seller's
 * thread (opening it marks them read on the server).
 */
export function useUnreadChat(enabled: boolean): number {
  const sellers = useChatSellers(enabled);
  return sellers.data?.reduce((sum, seller) => sum + seller.unreadCount, 0) ?? 0;
}
