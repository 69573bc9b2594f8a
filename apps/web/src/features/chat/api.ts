import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { MessageThread } from '@tiraj/domain/contracts';
import { api, get, query } from '../../lib/api-client.ts';
import { chatKey, threadKey } from '../../lib/queries/chat-sellers.ts';
import { errorTitle, messageOf, type ErrorToast } from '../../lib/toast.ts';

/** Messages per page of a thread; older pages load on demand. */
const PAGE = 50;

/**
 * One seller's thread, newest page first; `before` walks back. A refetch
 * (after a live event) reloads from the newest page, so nothing is skipped.
 */
export function useThread(sellerId: string) {
  return useInfiniteQuery({
    queryKey: threadKey(sellerId),
    queryFn: ({ pageParam, signal }) =>
      get<MessageThread>(
        `/subadmin/getMessages${query({ senderId: sellerId, before: pageParam, limit: String(PAGE) })}`,
        signal,
      ),
    initialPageParam: '' as string,
    getNextPageParam: (page) => (page.hasMore ? page.data[0]?._id : undefined),
    retry: 1,
  });
}

/** The thread's messages, oldest first, across the loaded pages. */
export const messagesOf = (data: InfiniteData<MessageThread> | undefined) =>
  data ? [...data.pages].reverse().flatMap((p) => p.data) : [];

/** The chat's failure toasts carry the server's message in their title (SPEC.md §8: 'An error occurred sending message. …'). */
const detailed = (key: ErrorToast) => (error: unknown) => ({
  title: { text: errorTitle(key, { detail: messageOf(error) }) },
});

/** POST /subadmin/sendmessage, multipart {content, type, file, receiverId}. */
export function useSendMessage(sellerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api('POST', '/subadmin/sendmessage', form),
    meta: { errorToast: detailed('sendMessage') },
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(sellerId) }),
  });
}

/** POST /subadmin/broadcastMessage, multipart {content, type, file}. */
export function useBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<{ data: { count: number } }>('POST', '/subadmin/broadcastMessage', form),
    meta: { errorToast: detailed('broadcastMessage') },
    onSuccess: () => client.invalidateQueries({ queryKey: chatKey }),
  });
}
