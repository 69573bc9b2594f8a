import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money, posDate } from '../../lib/ticket-print/ticket-format.ts';
import { useMyTickets, useSaleReport } from './api.ts';
import { deviceToday } from './day-dates.ts';
import { drawSummaries } from './day-tickets.ts';
import { DrawSummaryTable } from './draw-summary.tsx';
import { LoadProblem } from './load-problem.tsx';
import { PrintReport } from './print-report.tsx';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';
import './day-tickets.css';

/**
 * The seller's own figures for one day: Total, Paid, Profit, the winnings paid out in cash, its
 * commission and due, the cash it handed in and what it still owes; then the day by draw
 * (tickets, sold, cancelled), as on My tickets. The print carries both.
 */
export function ReportPage() {
  const { t } = useTranslation('posScreens');
  const [date, setDate] = useState(deviceToday);
  const report = useSaleReport(date);
  const tickets = useMyTickets(date);
  const summaries = useMemo(() => drawSummaries(tickets.data?.data ?? []), [tickets.data]);
  const figures = report.data
    ? ([
        ['total', t('day.report.total'), t('day.report.totalHelp'), report.data.total],
        ['paid', t('day.report.paid'), t('day.report.paidHelp'), report.data.paid],
        ['profit', t('day.report.profit'), t('day.report.profitHelp'), report.data.profit],
        ['paid-out', t('day.report.paidOut'), t('day.report.paidOutHelp'), report.data.paidOut],
        // The cash-up's own figures of the day (none only when one lottery is asked: never here).
        ...(report.data.commission === null || report.data.due === null
          ? []
          : ([
              [
                'commission',
                t('day.report.commission'),
                t('day.report.commissionHelp'),
                report.data.commission,
              ],
              ['due', t('day.report.due'), t('day.report.dueHelp'), report.data.due],
            ] as const)),
        // After the cash handed in: the ledger's figures, as the server gives them (issue 37).
        ...(report.data.remitted === null || report.data.balance === null
          ? []
          : ([
              [
                'remitted',
                t('day.report.remitted'),
                t('day.report.remittedHelp'),
                report.data.remitted,
              ],
              [
                'balance',
                t('day.report.stillOwed'),
                t('day.report.stillOwedHelp'),
                report.data.balance,
              ],
            ] as const)),
      ] as const)
    : [];

  return (
    <div className="pk-screen">
      <h1 className="pk-title">{t('day.report.title')}</h1>
      <label className="pk-label" htmlFor="md-report-day">
        {t('day.report.day')}
      </label>
      <input
        id="md-report-day"
        type="date"
        className="pk-input md-date"
        value={date}
        max={deviceToday()}
        onChange={(e) => {
          if (e.target.value) setDate(e.target.value);
        }}
      />
      <p className="pk-hint">{posDate(date)}</p>
      {report.isPending ? (
        <p className="pk-loading">{t('day.loading')}</p>
      ) : report.isError ? (
        <LoadProblem error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <dl className="md-figures">
          {figures.map(([key, label, help, value]) => (
            <div key={key} className="md-figure" data-figure={key}>
              <dt>{label}</dt>
              <dd data-testid={`report-${key}`}>{money(value)}</dd>
              <dd className="pk-hint md-help">{help}</dd>
            </div>
          ))}
        </dl>
      )}
      {tickets.isError ? (
        <LoadProblem error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : (
        <DrawSummaryTable summaries={summaries} />
      )}
      {tickets.data?.more && <p className="pk-hint">{t('day.tickets.more')}</p>}
      {report.data && (
        <PrintReport
          report={{
            title: t('day.report.title'),
            day: posDate(date),
            figures: figures.map(([, label, , value]) => [label, money(value)] as const),
            // The day by draw, as on screen (issue 37).
            draws: {
              title: t('day.summary.title'),
              headers: [
                t('day.summary.draw'),
                t('day.summary.tickets'),
                t('day.summary.sold'),
                t('day.summary.cancelled'),
              ],
              rows: summaries.map((d) => [
                d.draw,
                String(d.tickets),
                money(d.sold),
                String(d.cancelled),
              ]),
            },
          }}
        />
      )}
    </div>
  );
}
