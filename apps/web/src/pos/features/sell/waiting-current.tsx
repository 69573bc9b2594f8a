import { useTranslation } from 'react-i18next';
import { ResendCountdown } from './resend-countdown.tsx';

/** The sale on screen got no answer: it waits, to be sent again with its key, or put aside. */
export function WaitingCurrent({
  sending,
  resendAt,
  onRetry,
  onNewTicket,
}: {
  sending: boolean;
  /** when it is sent again by itself (null: not planned, e.g. without network) */
  resendAt: number | null;
  onRetry: () => void;
  onNewTicket: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <div className="pos-waiting pos-waiting-current" role="status">
      <h2>{t('sell.waiting.title')}</h2>
      <p>{t('sell.waiting.explain')}</p>
      {!sending && <ResendCountdown resendAt={resendAt} />}
      <div className="pos-actions">
        <button
          type="button"
          className="pos-button pos-primary"
          onClick={onRetry}
          disabled={sending}
        >
          {sending ? t('sell.waiting.retrying') : t('sell.waiting.retry')}
        </button>
        <button type="button" className="pos-button pos-secondary" onClick={onNewTicket}>
          {t('sell.waiting.newTicket')}
        </button>
      </div>
    </div>
  );
}
