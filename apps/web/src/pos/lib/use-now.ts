import { useEffect, useState } from 'react';

/** The time now, ticking every second: the countdowns (a draw's close, a cancel window) follow it. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
