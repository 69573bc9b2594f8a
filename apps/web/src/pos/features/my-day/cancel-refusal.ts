import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Why a cancel was refused, in the screen's language. The server gives the company's window with
 * its code (`ticket.cancel_window`, `minutes`); the seller reads the same rule.
 */
export function cancelRefusal(
  error: unknown,
  t: TFunction<'posScreens'>,
  windowMinutes?: number,
): string {
  if (!(error instanceof ApiError)) return t('day.tickets.cannotCancel');
  if (error.status === 0) return t('day.offline');
  if (error.status === 404) return t('day.tickets.notFound');
  if (error.status !== 422) return t('day.tickets.cannotCancel');
  const said = Number(error.params?.minutes);
  const minutes = Number.isFinite(said) && said > 0 ? said : windowMinutes;
  return minutes !== undefined
    ? t('day.tickets.tooLate', { count: minutes })
    : t('day.tickets.tooLatePlain');
}
