import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKey, chatSellersKey, threadKey } from './api.ts';
import { followChatStream } from './chat-stream.ts';

/** Events of one broadcast arrive together: refetch once for all of them. */
const SETTLE_MS = 150;

/** While mounted, keeps the seller list and any open thread up to date from the push channel. */
export function useChatLive() {
  const client = useQueryClient();
  useEffect(() => {
    const threads = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      void client.invalidateQueries({ queryKey: chatSellersKey });
      for (const sellerId of threads)
        void client.invalidateQueries({ queryKey: threadKey(sellerId) });
      threads.clear();
    };
    const stop = followChatStream({
      onReady: () => void client.invalidateQueries({ queryKey: chatKey }),
      onMessage: (event) => {
        threads.add(event.sellerId);
        timer ??= setTimeout(flush, SETTLE_MS);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client]);
}
