import { ApiError } from '../../../lib/api-client.ts';
import { words } from './words.ts';

/**
 * Why a cancel was refused, in Kreyòl. The server says it in English with the
 * company's window (`within 10 minutes`); the seller reads the same rule.
 */
export function cancelRefusal(error: unknown, windowMinutes?: number): string {
  if (!(error instanceof ApiError)) return words.tickets.cannotCancel;
  if (error.status === 0) return words.offline;
  if (error.status === 404) return words.tickets.notFound;
  if (error.status !== 422) return words.tickets.cannotCancel;
  const said = /within (\d+) minute/i.exec(error.message)?.[1];
  const minutes = said ? Number(said) : windowMinutes;
  return minutes !== undefined ? words.tickets.tooLate(minutes) : words.tickets.tooLatePlain;
}
