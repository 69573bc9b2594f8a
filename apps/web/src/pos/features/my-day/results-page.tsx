import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { posDate } from '../../lib/ticket-print/ticket-format.ts';
import { useResults } from './api.ts';
import { daysBefore, deviceToday } from './day-dates.ts';
import { resultsByDay, type DrawResult } from './draw-results.ts';
import { LoadProblem } from './load-problem.tsx';
// This screen's words (posScreens) load with it.
import '../../lib/screen-words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';

const DAYS = 3;

/** The results of the last three days: per draw the three lots and the L3C. */
export function ResultsPage() {
  const { t } = useTranslation(['posScreens', 'pos']);
  const [today] = useState(deviceToday);
  const from = daysBefore(today, DAYS - 1);
  const results = useResults(from, today);
  const days = useMemo(() => resultsByDay(results.data ?? []), [results.data]);
  const dayTitle = (date: string) =>
    date === today
      ? t('day.results.dayTitle', { name: t('day.results.today'), date: posDate(date) })
      : date === daysBefore(today, 1)
        ? t('day.results.dayTitle', { name: t('day.results.yesterday'), date: posDate(date) })
        : posDate(date);
  /** A draw's three lots and its L3C, each with its name. */
  const balls = (r: DrawResult) =>
    [
      ['first', t('day.results.first'), r.first],
      ['second', t('day.results.second'), r.second],
      ['third', t('day.results.third'), r.third],
      // The game's name as the seller reads it elsewhere (Loto 3), not its code.
      ['l3c', t('pos:games.L3C'), r.l3c],
    ] as const;

  return (
    <div className="pk-screen">
      <h1 className="pk-title">{t('day.results.title')}</h1>
      <p className="pk-hint md-sub">{t('day.results.hint')}</p>
      {results.isPending ? (
        <p className="pk-loading">{t('day.loading')}</p>
      ) : results.isError ? (
        <LoadProblem error={results.error} onRetry={() => void results.refetch()} />
      ) : days.length === 0 ? (
        <p className="pk-empty">{t('day.results.empty')}</p>
      ) : (
        days.map(({ date, draws }) => (
          <section key={date} className="md-day" aria-labelledby={`day-${date}`}>
            <h2 id={`day-${date}`} className="md-day-title">
              {dayTitle(date)}
            </h2>
            <ul className="md-results">
              {draws.map((r) => (
                <li key={r.id} className="md-result" data-testid="draw-result">
                  <h3 className="md-result-draw">{r.draw}</h3>
                  <dl className="md-balls">
                    {balls(r).map(([key, label, number]) => (
                      <div key={key} className="md-ball">
                        <dt>{label}</dt>
                        <dd>{number || t('day.results.none')}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
