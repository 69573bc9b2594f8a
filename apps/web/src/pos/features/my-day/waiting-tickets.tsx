import { useTranslation } from 'react-i18next';
import { readDeviceSession } from '../../lib/device-session.ts';
import { money, posTime } from '../../lib/ticket-print/ticket-format.ts';
import { usePendingSales } from '../../lib/pending-sales/pending-sales.ts';
import { WaitingSaleLines } from '../../lib/pending-sales/waiting-lines.tsx';

/**
 * This seller's sales kept on the device that wait for the server's answer, newest first, each
 * with its lines: they outlive a reload and show even when the day's list cannot be loaded.
 */
export function WaitingTickets() {
  const { t } = useTranslation('pos');
  const { pending } = usePendingSales();
  const userId = readDeviceSession()?.userId;
  const mine = pending
    .filter((sale) => sale.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (mine.length === 0) return null;
  return (
    <section className="md-waiting" aria-label={t('sell.waiting.title')}>
      <h2 className="md-waiting-title">{t('sell.waiting.title')}</h2>
      <ul className="md-list">
        {mine.map((sale) => (
          <li
            key={sale.saleKey}
            className="md-ticket md-ticket-waiting"
            data-testid="my-waiting-sale"
          >
            <div className="md-ticket-facts">
              <span className="md-time">{posTime(sale.createdAt)}</span>
              <span className="md-draw">{sale.drawName}</span>
              <strong className="md-total">{money(sale.total)}</strong>
            </div>
            <WaitingSaleLines sale={sale} />
          </li>
        ))}
      </ul>
      <p className="pk-hint">{t('sell.waiting.explain')}</p>
    </section>
  );
}
