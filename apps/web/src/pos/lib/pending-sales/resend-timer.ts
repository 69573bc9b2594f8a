import { resendDelayMs } from './resend-backoff.ts';

/**
 * The one timer of the waiting sales (issue 37): after a try that got no answer, the next comes
 * by itself after the backoff, further each time; an answer brings it back to the first delay.
 * `onChange` hears when the next try is due (null: none planned), for the screen to say it.
 */
export function resendTimer(onChange: (at: number | null) => void) {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    onChange(null);
  };
  return {
    /** plans the next try (one at a time: a plan already made stands) */
    later(run: () => void) {
      if (timer !== undefined) return;
      attempt += 1;
      const delay = resendDelayMs(attempt);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(null);
        run();
      }, delay);
      onChange(Date.now() + delay);
    },
    /** the server answered: no try planned, and the next failure waits the first delay again */
    answered() {
      attempt = 0;
      if (timer !== undefined) stop();
    },
  };
}
