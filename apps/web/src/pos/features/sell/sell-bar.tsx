import { useTranslation } from 'react-i18next';
import { money } from '../../lib/ticket-print/ticket-format.ts';

/** The sell button, kept in reach at the bottom; it says why it cannot sell when it cannot. */
export function SellBar({
  online,
  closed,
  sending,
  total,
  canSell,
  onSell,
}: {
  online: boolean;
  /** the chosen draw has closed */
  closed: boolean;
  sending: boolean;
  total: number;
  canSell: boolean;
  onSell: () => void;
}) {
  const { t } = useTranslation('pos');
  const label = !online
    ? t('sell.sell.offline')
    : closed
      ? t('sell.sell.closed')
      : sending
        ? t('sell.sell.sending')
        : t('sell.sell.button', { total: money(total) });
  return (
    <div className="pos-sell-bar">
      <button
        type="button"
        className="pos-button pos-primary pos-sell-button"
        disabled={!canSell}
        onClick={onSell}
      >
        {label}
      </button>
    </div>
  );
}
