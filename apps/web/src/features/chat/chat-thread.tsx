import { Button, Center, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { chatSellersKey } from '../../lib/queries/chat-sellers.ts';
import { readSession } from '../../lib/session.ts';
import { messagesOf, useSendMessage, useThread } from './api.ts';
import { Composer, formOf } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';

/** The thread with one seller: older pages on demand, the newest message in view. */
export function ChatThread(props: { sellerId: string; sellerName: string; onBack: () => void }) {
  const thread = useThread(props.sellerId);
  const send = useSendMessage(props.sellerId);
  const me = readSession()?.userId;
  const messages = messagesOf(thread.data);
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?._id;
  const client = useQueryClient();
  const readAt = thread.dataUpdatedAt;
  const { t } = useTranslation(['reports', 'common']);

  // Reading the thread marked the seller's messages read: the unread counts (the header's badge) follow.
  useEffect(() => {
    if (readAt) void client.invalidateQueries({ queryKey: chatSellersKey });
  }, [readAt, client]);

  // A new newest message (sent, received or first load) scrolls to the bottom; older pages do not.
  useEffect(() => {
    const view = viewport.current;
    if (view) view.scrollTo({ top: view.scrollHeight });
  }, [newest]);

  return (
    <>
      <PageHeader
        title={
          props.sellerName ? t('chat.withSeller', { name: props.sellerName }) : t('chat.title')
        }
      >
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={props.onBack}>
          {t('chat.back')}
        </Button>
      </PageHeader>
      <Paper withBorder radius="md" mb="sm">
        <ScrollArea
          // The page fits the screen: header, title and composer around it (both wrap on a phone).
          h={{ base: 'calc(100dvh - 330px)', sm: 'calc(100dvh - 260px)' }}
          mih={260}
          viewportRef={viewport}
          type="auto"
        >
          <Stack gap="sm" p="sm" aria-label={t('chat.messages')} role="log">
            {thread.hasNextPage && (
              <Center>
                <Button
                  size="xs"
                  variant="subtle"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t('chat.loadEarlier')}
                </Button>
              </Center>
            )}
            {thread.isPending && (
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            )}
            {!thread.isPending && messages.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="xl">
                {t('chat.noMessage')}
              </Text>
            )}
            {messages.map((m) => (
              <MessageBubble key={m._id} message={m} mine={m.senderId === me} />
            ))}
          </Stack>
        </ScrollArea>
      </Paper>
      <Composer
        label={t('chat.sendLabel')}
        submitLabel={t('chat.send')}
        pendingLabel={t('chat.sending')}
        pending={send.isPending}
        onSend={(draft) => {
          const form = formOf(draft);
          form.append('receiverId', props.sellerId);
          // A failure keeps the draft; its toast is the mutation's (api.ts).
          return send.mutateAsync(form);
        }}
      />
    </>
  );
}
