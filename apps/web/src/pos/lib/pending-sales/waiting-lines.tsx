import { useTranslation } from 'react-i18next';
import { money } from '../ticket-print/ticket-format.ts';
import { gameName } from '../game-name.ts';
import type { PendingSale } from './pending-sales.ts';
import './waiting-lines.css';

/**
 * The lines of a sale kept on the device while it waits for the server (game, number, amount), as
 * typed: read back from the device after a reload, so the seller still sees what the customer played.
 */
export function WaitingSaleLines({ sale }: { sale: PendingSale }) {
  const { t } = useTranslation('pos');
  if (sale.body.numbers.length === 0) return null;
  return (
    <ul className="pos-waiting-lines">
      {sale.body.numbers.map((line, index) => (
        <li key={`${index}-${line.gameCategory}-${line.number}`}>
          <span>
            {gameName(t, line.gameCategory)} <strong>{line.number}</strong>
          </span>
          <span>{money(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
