import { chatEvent, type ChatEvent } from '@tiraj/domain/contracts';
import { followEventStream } from '../event-stream.ts';

export interface StreamHandlers {
  /** subscribed (again): messages sent while away were missed, so refetch */
  onReady: () => void;
  onMessage: (event: ChatEvent) => void;
}

/** Follows GET /api/chat/stream until stopped: one `message` event per new message. */
export function followChatStream(handlers: StreamHandlers): () => void {
  return followEventStream('/chat/stream', {
    onReady: handlers.onReady,
    onEvent: (name, data) => {
      if (name !== 'message') return;
      const parsed = chatEvent.safeParse(JSON.parse(data));
      if (parsed.success) handlers.onMessage(parsed.data);
    },
  });
}
