import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { readDeviceSession } from '../../lib/device-session.ts';

/**
 * Chat files are only for the two parties: fetched with the device's bearer
 * token (an `<img src>` cannot send it) and shown through an object URL.
 */
async function fetchChatFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readDeviceSession()?.token;
  const response = await fetch(`/${path.replace(/^\//, '')}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, `file ${response.status}`);
  return response.blob();
}

function useChatFile(path: string, enabled = true) {
  const file = useQuery({
    queryKey: ['pos', 'chat-file', path],
    queryFn: ({ signal }) => fetchChatFile(path, signal),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: file.isError };
}

export function ChatImage({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation('posScreens');
  const { url, failed } = useChatFile(path);
  return (
    <div className="md-chat-image">
      {url ? (
        <img src={url} alt={name || t('day.chat.image')} />
      ) : (
        <span className="pk-hint">{failed ? t('day.chat.imageFailed') : t('day.loading')}</span>
      )}
    </div>
  );
}

/** A voice message is fetched only when the seller asks to hear it. */
export function ChatVoice({ path }: { path: string }) {
  const { t } = useTranslation('posScreens');
  const [wanted, setWanted] = useState(false);
  const { url, failed } = useChatFile(path, wanted);
  if (url) return <audio controls autoPlay src={url} className="md-chat-audio" />;
  return (
    <>
      <button type="button" className="pk-btn pk-btn-quiet" onClick={() => setWanted(true)}>
        {wanted && !failed ? t('day.loading') : t('day.chat.playVoice')}
      </button>
      {failed && <span className="pk-hint">{t('day.failed')}</span>}
    </>
  );
}

export function ChatDownload({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation('posScreens');
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      const url = URL.createObjectURL(await fetchChatFile(path));
      Object.assign(document.createElement('a'), { href: url, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="pk-btn pk-btn-quiet" onClick={() => void download()}>
        {t('day.chat.file')}
      </button>
      <span className="pk-hint md-file-name">{name}</span>
      {failed && <span className="pk-hint">{t('day.failed')}</span>}
    </>
  );
}
