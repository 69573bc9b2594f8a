import { useTranslation } from 'react-i18next';
import { money } from '../../lib/ticket-print/ticket-format.ts';
import type { DrawSummary } from './day-tickets.ts';

/** The day by draw, above the tickets: how many sold, for how much, how many cancelled. */
export function DrawSummaryTable({ summaries }: { summaries: DrawSummary[] }) {
  const { t } = useTranslation('posScreens');
  if (summaries.length === 0) return null;
  return (
    <table className="md-summary" data-testid="draw-summary">
      <caption>{t('day.summary.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day.summary.draw')}</th>
          <th scope="col">{t('day.summary.tickets')}</th>
          <th scope="col">{t('day.summary.sold')}</th>
          <th scope="col">{t('day.summary.cancelled')}</th>
        </tr>
      </thead>
      <tbody>
        {summaries.map((s) => (
          <tr key={s.key}>
            <th scope="row">{s.draw}</th>
            <td>{s.tickets}</td>
            <td>{money(s.sold)}</td>
            <td>{s.cancelled}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
