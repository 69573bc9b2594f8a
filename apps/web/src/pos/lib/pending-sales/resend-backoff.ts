/**
 * When a waiting sale is sent again by itself (issue 37): 1, 2, 4, 8… s after each try that got
 * no answer, at most 30 s apart, each delay moved by up to a fifth either way so that the phones
 * of a company do not all knock at the same instant when the server comes back after a deploy.
 */
export const RESEND_FIRST_MS = 1000;
export const RESEND_MAX_MS = 30_000;
export const RESEND_JITTER = 0.2;

/** The delay before try number `attempt` (1 for the first resend); `random` in [0, 1). */
export function resendDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RESEND_MAX_MS, RESEND_FIRST_MS * 2 ** Math.max(0, attempt - 1));
  const moved = base * (1 - RESEND_JITTER + 2 * RESEND_JITTER * random());
  return Math.round(Math.min(RESEND_MAX_MS, moved));
}

/**
 * The answers that say "try again soon": the proxy's 502, 503 and 504 (a deploy, a restart). The
 * sale key makes a resend safe: the server sells once per key. Other 5xx wait for the seller.
 */
export const resendsItself = (status: number) => status === 502 || status === 503 || status === 504;
