import { useTranslation } from 'react-i18next';
import { money } from '../../lib/ticket-print/ticket-format.ts';

// A sign, not a word: the key is named in words by the hint (sell.sell.keyHint).
const ENTER_SIGN = '↵';

/** The sell button, kept in reach at the bottom; it says why it cannot sell when it cannot. */
export function SellBar({
  online,
  closed,
  sending,
  total,
  canSell,
  onSell,
  keyHint,
}: {
  online: boolean;
  /** the chosen draw has closed */
  closed: boolean;
  sending: boolean;
  total: number;
  canSell: boolean;
  onSell: () => void;
  /** say that Enter on the empty number field sells (the ticket has lines) */
  keyHint: boolean;
}) {
  const { t } = useTranslation('pos');
  const showKey = keyHint && canSell;
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
        aria-keyshortcuts={showKey ? 'Enter' : undefined}
        aria-describedby={showKey ? 'pos-sell-key' : undefined}
        title={showKey ? t('sell.sell.keyHint') : undefined}
      >
        {label}
        {/* The key shown on the button itself: no room to spare under it at 360 × 640. */}
        {showKey && (
          <kbd className="pos-sell-kbd" aria-hidden="true">
            {ENTER_SIGN}
          </kbd>
        )}
      </button>
      {showKey && (
        <p id="pos-sell-key" className="pos-visually-hidden">
          {t('sell.sell.keyHint')}
        </p>
      )}
    </div>
  );
}
