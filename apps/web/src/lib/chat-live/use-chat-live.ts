import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKey, chatSellersKey, threadKey } from '../queries/chat-sellers.ts';
import { followChatStream } from './chat-stream.ts';

/** Events of one broadcast arrive together: refetch once for all of them. */
const SETTLE_MS = 150;

/**
 * While mounted (the sub-admin's shell: every screen), keeps the chat's seller list, and so the
 * header's unread badge, and any open thread up to date from the push channel.
 */
export function useChatLive(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const threads = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = async () => {
      timer = undefined;
      const opened = [...threads];
      threads.clear();
      // An open thread refetches first: reading it marks the new message read, so the counts
      // fetched after it do not show as unread what the sub-admin is looking at.
      await Promise.all(
        opened.map((sellerId) => client.invalidateQueries({ queryKey: threadKey(sellerId) })),
      ).catch(() => undefined);
      await client.invalidateQueries({ queryKey: chatSellersKey });
    };
    const stop = followChatStream({
      onReady: () => void client.invalidateQueries({ queryKey: chatKey }),
      onMessage: (event) => {
        threads.add(event.sellerId);
        timer ??= setTimeout(() => void flush(), SETTLE_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, enabled]);
}
