import { CHAT_MAX_TEXT, isChatImage } from '@tiraj/domain';
import type { ChatMessage } from '@tiraj/domain/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readDeviceSession } from '../../lib/device-session.ts';
import { posDateTime } from '../../lib/ticket-print/ticket-format.ts';
import { messagesOf, useSendMessage, useThread } from './api.ts';
import { ChatDownload, ChatImage, ChatVoice } from './chat-media.tsx';
import { LoadProblem } from './load-problem.tsx';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation('posScreens');
  const name = message.fileName ?? '';
  return (
    <li className="md-bubble" data-mine={mine} data-testid="chat-message">
      <span className="md-visually-hidden">
        {t('day.chat.said', { who: mine ? t('day.chat.me') : t('day.chat.company') })}
      </span>
      {message.content && <p className="md-bubble-text">{message.content}</p>}
      {message.voiceUrl && <ChatVoice path={message.voiceUrl} />}
      {message.fileUrl &&
        (isChatImage(message.fileUrl) ? (
          <ChatImage path={message.fileUrl} name={name} />
        ) : (
          <ChatDownload path={message.fileUrl} name={name} />
        ))}
      <time className="md-bubble-time" dateTime={message.timestamp}>
        {posDateTime(message.timestamp)}
      </time>
    </li>
  );
}

/** The seller's thread with its company: read it, write a text message. */
export function PosChatPage() {
  const { t } = useTranslation('posScreens');
  const me = readDeviceSession()?.userId;
  const thread = useThread();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = messagesOf(thread.data);
  const newest = messages.at(-1)?._id;

  // Keep the newest message in sight when one arrives.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content, { onSuccess: () => setText('') });
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="pk-screen md-chat">
      <h1 className="pk-title">{t('day.chat.title')}</h1>
      <div className="md-thread" aria-live="polite">
        {thread.isPending ? (
          <p className="pk-loading">{t('day.loading')}</p>
        ) : thread.isError ? (
          <LoadProblem error={thread.error} onRetry={() => void thread.refetch()} />
        ) : messages.length === 0 ? (
          <p className="pk-empty">{t('day.chat.empty')}</p>
        ) : (
          <>
            {thread.hasNextPage && (
              <button
                type="button"
                className="pk-btn pk-btn-quiet md-older"
                onClick={() => void thread.fetchNextPage()}
                disabled={thread.isFetchingNextPage}
              >
                {thread.isFetchingNextPage ? t('day.loading') : t('day.chat.older')}
              </button>
            )}
            <ul className="md-bubbles">
              {messages.map((m) => (
                <Bubble key={m._id} message={m} mine={m.senderId === me} />
              ))}
            </ul>
          </>
        )}
        <div ref={end} />
      </div>
      <form className="md-composer" onSubmit={submit}>
        <label className="md-visually-hidden" htmlFor="md-chat-text">
          {t('day.chat.label')}
        </label>
        <textarea
          id="md-chat-text"
          className="pk-input md-chat-input"
          rows={2}
          value={text}
          placeholder={t('day.chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          maxLength={CHAT_MAX_TEXT}
          title={t('day.chat.sendHint')}
        />
        <button
          type="submit"
          className="pk-btn pk-btn-primary"
          disabled={send.isPending || !text.trim()}
        >
          {send.isPending ? t('day.chat.sending') : t('day.chat.send')}
        </button>
      </form>
      {send.isError && (
        <p className="pk-error" role="alert">
          {t('day.chat.sendFailed')}
        </p>
      )}
    </div>
  );
}
