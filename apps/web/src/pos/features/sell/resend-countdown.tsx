import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now.ts';

/** What the waiting sales do meanwhile (issue 37): sent again by themselves in N seconds. */
export function ResendCountdown({ resendAt }: { resendAt: number | null }) {
  const { t } = useTranslation('pos');
  const now = useNow();
  if (resendAt === null) return null;
  const seconds = Math.max(1, Math.ceil((resendAt - now) / 1000));
  return (
    <p className="pos-hint" data-testid="resend-countdown">
      {t('sell.waiting.resendIn', { seconds })}
    </p>
  );
}
