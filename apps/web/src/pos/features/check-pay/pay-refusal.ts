import type { TicketState } from '@tiraj/domain/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { posDateTime } from '../../lib/ticket-print/ticket-format.ts';
import { words } from './words.ts';

// Types only from the contracts: their zod schemas stay out of the point of sale's bundle.
const isState = (v: unknown): v is TicketState =>
  typeof v === 'string' && Object.hasOwn(words.state, v);

/**
 * What a refused check or payment means, in Kreyòl: the server's messages are
 * English, so the seller reads its status and details (when, by whom, why).
 */
export function payRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return words.errors.other;
  const details = (error.details ?? {}) as {
    paidOutAt?: unknown;
    paidOutBy?: { userName?: unknown } | null;
    state?: unknown;
  };
  switch (error.status) {
    case 0:
      return words.errors.offline;
    case 409: {
      const who = details.paidOutBy?.userName;
      return typeof details.paidOutAt === 'string' && typeof who === 'string'
        ? words.errors.alreadyPaid(posDateTime(details.paidOutAt), who)
        : words.errors.alreadyPaidPlain;
    }
    case 403:
      return words.errors.forbidden;
    case 404:
      return words.errors.notFound;
    case 400:
      return words.badCode;
    case 422:
      return isState(details.state)
        ? words.errors.refusedBecause[details.state]
        : words.errors.refused;
    default:
      return words.errors.other;
  }
}
