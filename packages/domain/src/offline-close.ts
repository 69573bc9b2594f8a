/**
 * The close an offline ticket is judged by (issue 36, README "Selling offline"): the earlier of
 * the close its grant froze and the draw's close as it is now. A close moved earlier after the
 * grant was taken binds the grant's tickets (a device time past it could be a ticket sold once the
 * result is known); a close moved later never lengthens a grant, whose budget and expiry were
 * set for the close it was given. The device refuses by it when it knows the draw's close; the
 * server holds by it at sync.
 */
export function offlineCloseOf(grantClosesAt: Date, drawClosesAt: Date | null): Date {
  if (!drawClosesAt || Number.isNaN(drawClosesAt.getTime())) return grantClosesAt;
  return drawClosesAt < grantClosesAt ? drawClosesAt : grantClosesAt;
}

/**
 * Where a ticket stands against the close when it reaches the server: `open` (before the close),
 * `grace` (after it, within the grace, sold by its device time before it: recorded only while no
 * result is posted) or `after_close` (held). The device's time is trusted only inside the grace.
 */
export type OfflineCloseStanding = 'open' | 'grace' | 'after_close';

export function offlineCloseStanding(
  closesAt: Date,
  graceMinutes: number,
  soldAt: Date,
  receivedAt: Date,
): OfflineCloseStanding {
  if (receivedAt < closesAt) return 'open';
  const graceEnds = closesAt.getTime() + graceMinutes * 60_000;
  if (receivedAt.getTime() >= graceEnds || soldAt >= closesAt) return 'after_close';
  return 'grace';
}
