import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closesAt, countdown, type SellerDraw } from './draws.ts';

/**
 * The open draws, each with its live countdown. Once one is chosen it folds
 * into one line, so the lines of the ticket get the room on a small phone.
 */
export function DrawPicker({
  draws,
  chosen,
  now,
  onChoose,
}: {
  draws: SellerDraw[];
  chosen: SellerDraw | undefined;
  now: number;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('pos');
  const [open, setOpen] = useState(false);
  const openDraws = draws.filter((d) => d.open && closesAt(d) > now);

  if (chosen && !open) {
    const left = closesAt(chosen) - now;
    return (
      <div className="pos-draw-chosen">
        <div>
          <span className="pos-muted">{t('sell.draws.legend')}</span>
          <strong>{chosen.lotteryName}</strong>
          <span className={left < 5 * 60_000 ? 'pos-countdown pos-soon' : 'pos-countdown'}>
            {left > 0 ? t('sell.draws.closesIn', { left: countdown(left) }) : t('sell.sell.closed')}
          </span>
        </div>
        <button type="button" className="pos-button pos-secondary" onClick={() => setOpen(true)}>
          {t('sell.draws.change')}
        </button>
      </div>
    );
  }

  return (
    <section className="pos-draws" aria-label={t('sell.draws.legend')}>
      <h2 className="pos-label">{t('sell.draws.legend')}</h2>
      {openDraws.length === 0 && <p className="pos-muted">{t('sell.draws.none')}</p>}
      {!chosen && openDraws.length > 0 && <p className="pos-muted">{t('sell.draws.choose')}</p>}
      <div className="pos-draw-grid">
        {openDraws.map((draw) => (
          <button
            key={draw._id}
            type="button"
            className="pos-draw"
            aria-pressed={chosen?._id === draw._id}
            onClick={() => {
              onChoose(draw._id);
              setOpen(false);
            }}
          >
            <span className="pos-draw-name">{draw.lotteryName}</span>
            <span className="pos-countdown">
              {t('sell.draws.closesIn', { left: countdown(closesAt(draw) - now) })}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
