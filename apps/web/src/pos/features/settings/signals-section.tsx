import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playSignal } from '../../lib/signals/play-signal.ts';
import { readSignalsOn, saveSignalsOn } from '../../lib/signals/signal-pattern.ts';

/** Sound and vibration after a sale (sold, refused, no answer): on by default, per device. */
export function SignalsSection() {
  const { t } = useTranslation('posScreens');
  const [on, setOn] = useState(readSignalsOn);
  const toggle = (next: boolean) => {
    saveSignalsOn(next);
    setOn(next);
    // Turned on: the seller hears and feels what a sale will sound like.
    if (next) playSignal('sold');
  };
  return (
    <section className="pk-card st-section" aria-labelledby="st-signals">
      <h2 id="st-signals" className="st-heading">
        {t('settings.signals')}
      </h2>
      <label className="st-switch">
        <input type="checkbox" checked={on} onChange={(e) => toggle(e.target.checked)} />
        {t('settings.signalsOn')}
      </label>
      <p className="pk-hint">{t('settings.signalsHelp')}</p>
    </section>
  );
}
