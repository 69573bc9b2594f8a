/**
 * The operator's time zone for a test run (e2e and API suites alike). The tests' draws sell 00:00–23:59 operator time
 * and the screens open on the operator's today, so a run must not meet midnight there. Rather
 * than depend on the clock, each run takes the whole-hour zone where it is now about noon:
 * Etc/GMT-N is UTC+N (POSIX signs), and offsets from -12 to +12 cover every hour of the day.
 * Midnight is then at least 11 h 30 min away, before and after. The server (TZ_OPERATOR), the
 * browser (timezoneId) and the fixtures (operatorToday) all use it.
 *
 * Why a zone and not a draw window around "now": a draw open across midnight belongs to the
 * next day, and every screen that opens on today would then show nothing; and why not a faked
 * clock: the server's sale path reads the real clock, and giving it a test hook would put one
 * in the path of real money.
 */
export function noonZoneAt(now: Date): string {
  const utcHours = now.getUTCHours() + now.getUTCMinutes() / 60 + now.getUTCSeconds() / 3600;
  const offset = Math.round(12 - utcHours); // from -12 to +12
  if (offset === 0) return 'Etc/UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
