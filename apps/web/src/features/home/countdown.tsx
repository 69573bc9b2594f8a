import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from '../../lib/countdown.ts';

/**
 * "Closes in 1 h 02 min 05 s", ticking each second. `skew` is the server's clock minus
 * the device's when the figures came, so a device whose clock is off still
 * counts down to the moment the server closes the draw.
 */
export function Countdown({
  until,
  skew,
  onEnd,
}: {
  until: string;
  skew: number;
  onEnd: () => void;
}) {
  const { t } = useTranslation('home');
  const end = Date.parse(until);
  const [left, setLeft] = useState(() => end - (Date.now() + skew));
  useEffect(() => {
    const tick = () => {
      const ms = end - (Date.now() + skew);
      setLeft(ms);
      if (ms <= 0) {
        clearInterval(timer);
        onEnd();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, skew, onEnd]);
  return (
    // read by screen readers when asked, not announced every second
    <span aria-live="off" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('draws.closesIn', { time: countdownText(left) })}
    </span>
  );
}
