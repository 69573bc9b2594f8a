import { Paper, Stack, Text } from '@mantine/core';
import { isChatImage } from '@tiraj/domain';
import type { ChatMessage } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { chatTimestamp } from '../../lib/format.ts';
import { ChatImage, DownloadFile, VoiceMessage } from './chat-media.tsx';

/** One message: the company's on the right, the seller's on the left. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation(['reports', 'common']);
  const name = message.fileName ?? t('chat.file');
  return (
    <Paper
      data-testid="chat-message"
      data-mine={mine}
      p="xs"
      px="sm"
      radius="lg"
      maw="min(80%, 420px)"
      bg={mine ? 'haiti.0' : 'gray.1'}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
    >
      <Stack gap={6}>
        {message.content && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
        )}
        {message.voiceUrl && <VoiceMessage path={message.voiceUrl} />}
        {message.fileUrl &&
          (isChatImage(message.fileUrl) ? (
            <ChatImage path={message.fileUrl} name={name} />
          ) : (
            <DownloadFile path={message.fileUrl} name={name} />
          ))}
        <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
          {chatTimestamp(message.timestamp)}
        </Text>
      </Stack>
    </Paper>
  );
}
