import { Anchor, Box, Button, Center, Loader, Text } from '@mantine/core';
import { IconDownload, IconPhotoOff, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadChatFile, useChatFile } from '../../lib/chat-file.ts';

/** An image, shown inline at 200×200 (SPEC.md §9). */
export function ChatImage({ path, name }: { path: string; name: string }) {
  const { url, failed } = useChatFile(path);
  return (
    <Box w={200} h={200} bg="gray.1" style={{ borderRadius: 8, overflow: 'hidden' }}>
      {url ? (
        <img
          src={url}
          alt={name}
          width={200}
          height={200}
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h="100%">
          {failed ? <IconPhotoOff color="var(--mantine-color-gray-5)" /> : <Loader size="sm" />}
        </Center>
      )}
    </Box>
  );
}

/** Play Voice Message, then a player: the recording is fetched only when asked for. */
export function VoiceMessage({ path }: { path: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const [wanted, setWanted] = useState(false);
  const { url, failed, pending } = useChatFile(path, wanted);
  if (url) return <audio controls autoPlay src={url} style={{ maxWidth: '100%' }} />;
  return (
    <Box>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlayerPlay size={14} />}
        loading={wanted && pending}
        onClick={() => setWanted(true)}
      >
        {t('chat.playVoice')}
      </Button>
      {failed && (
        <Text size="xs" c="red" mt={4}>
          {t('chat.voiceNotLoaded')}
        </Text>
      )}
    </Box>
  );
}

/** Any other file: a download, under the name it was sent with. */
export function DownloadFile({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      await downloadChatFile(path, name);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void download()}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconDownload size={14} />
        {t('chat.downloadFile')}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {failed && (
        <Text size="xs" c="red">
          {t('chat.notDownloaded')}
        </Text>
      )}
    </Box>
  );
}
