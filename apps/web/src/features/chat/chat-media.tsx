import { Anchor, Box, Button, Center, Loader, Text } from '@mantine/core';
import { IconDownload, IconPhotoOff, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

/**
 * Chat files need the bearer token (only the two parties may fetch them),
 * which `<img src>` cannot send: the file is fetched with it and shown
 * through an object URL.
 */
async function fetchChatFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readSession()?.token;
  const response = await fetch(`/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok)
    throw new ApiError(response.status, `The file could not be loaded (${response.status}).`);
  return response.blob();
}

function useChatFile(path: string, enabled = true) {
  return useQuery({
    queryKey: ['chat', 'file', path],
    queryFn: ({ signal }) => fetchChatFile(path, signal),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}

/** An object URL for a blob, released when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** An image, shown inline at 200×200 (SPEC.md §9). */
export function ChatImage({ path, name }: { path: string; name: string }) {
  const file = useChatFile(path);
  const url = useObjectUrl(file.data);
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
          {file.isError ? (
            <IconPhotoOff color="var(--mantine-color-gray-5)" />
          ) : (
            <Loader size="sm" />
          )}
        </Center>
      )}
    </Box>
  );
}

/** Play Voice Message, then a player: the recording is fetched only when asked for. */
export function VoiceMessage({ path }: { path: string }) {
  const { t } = useTranslation(['reports', 'common']);
  const [wanted, setWanted] = useState(false);
  const file = useChatFile(path, wanted);
  const url = useObjectUrl(file.data);
  if (url) return <audio controls autoPlay src={url} style={{ maxWidth: '100%' }} />;
  return (
    <Box>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlayerPlay size={14} />}
        loading={wanted && file.isPending}
        onClick={() => setWanted(true)}
      >
        {t('chat.playVoice')}
      </Button>
      {file.isError && (
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
      const url = URL.createObjectURL(await fetchChatFile(path));
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
