import { noonZoneAt } from '@tiraj/domain';

export { noonZoneAt };

/**
 * The run's zone: set once by playwright.config.ts in the runner, inherited by its workers and
 * the server. `E2E_TZ_OPERATOR=America/Port-au-Prince` runs in another zone, e.g. to reproduce.
 */
export function operatorZone(): string {
  return (process.env.E2E_TZ_OPERATOR ??= noonZoneAt(new Date()));
}
