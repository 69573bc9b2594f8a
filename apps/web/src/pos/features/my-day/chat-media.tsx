import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadChatFile, useChatFile } from '../../../lib/chat-file.ts';

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
      await downloadChatFile(path, name);
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
