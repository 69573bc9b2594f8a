import { useMemo, useState } from 'react';
import { posDate } from '../../lib/ticket-print/ticket-format.ts';
import { useResults } from './api.ts';
import { daysBefore, deviceToday } from './day-dates.ts';
import { resultsByDay } from './draw-results.ts';
import { LoadProblem } from './load-problem.tsx';
import { words } from './words.ts';
import '../../lib/ticket-print/pos-kit.css';
import './my-day.css';

const DAYS = 3;

/** The results of the last three days: per draw the three lots and the L3C. */
export function ResultsPage() {
  const [today] = useState(deviceToday);
  const from = daysBefore(today, DAYS - 1);
  const results = useResults(from, today);
  const days = useMemo(() => resultsByDay(results.data ?? []), [results.data]);
  const dayName = (date: string) =>
    date === today
      ? words.results.today
      : date === daysBefore(today, 1)
        ? words.results.yesterday
        : null;

  return (
    <div className="pk-screen">
      <h1 className="pk-title">{words.results.title}</h1>
      <p className="pk-hint md-sub">{words.results.hint}</p>
      {results.isPending ? (
        <p className="pk-loading">{words.loading}</p>
      ) : results.isError ? (
        <LoadProblem error={results.error} onRetry={() => void results.refetch()} />
      ) : days.length === 0 ? (
        <p className="pk-empty">{words.results.empty}</p>
      ) : (
        days.map(({ date, draws }) => (
          <section key={date} className="md-day" aria-labelledby={`day-${date}`}>
            <h2 id={`day-${date}`} className="md-day-title">
              {dayName(date) && <span>{dayName(date)} · </span>}
              {posDate(date)}
            </h2>
            <ul className="md-results">
              {draws.map((r) => (
                <li key={r.id} className="md-result" data-testid="draw-result">
                  <h3 className="md-result-draw">{r.draw}</h3>
                  <dl className="md-balls">
                    {(
                      [
                        [words.results.first, r.first],
                        [words.results.second, r.second],
                        [words.results.third, r.third],
                        [words.results.l3c, r.l3c],
                      ] as const
                    ).map(([label, number]) => (
                      <div key={label} className="md-ball">
                        <dt>{label}</dt>
                        <dd>{number || '—'}</dd>
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
