import type { TicketState } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { money, posDateTime } from '../../lib/ticket-print/ticket-format.ts';

// Types only from the contracts: their zod schemas stay out of the point of sale's bundle.
const STATES: Record<TicketState, true> = {
  waiting: true,
  lost: true,
  won: true,
  paid: true,
  deleted: true,
};
const isState = (v: unknown): v is TicketState => typeof v === 'string' && Object.hasOwn(STATES, v);

/**
 * What a refused check or payment means, in the screen's language: the seller reads the
 * ticket's status and the details the server sent (when, by whom, why), in the point of sale's words.
 */
export function payRefusal(error: unknown, t: TFunction<'posScreens'>): string {
  if (!(error instanceof ApiError)) return t('check.errors.other');
  const details = (error.details ?? {}) as {
    paidOutAt?: unknown;
    paidOutBy?: { userName?: unknown } | null;
    state?: unknown;
    limit?: unknown;
  };
  switch (error.status) {
    case 0:
      return t('check.errors.offline');
    case 409: {
      if (error.code === 'payout.changed') return t('check.errors.changed');
      const by = details.paidOutBy?.userName;
      return typeof details.paidOutAt === 'string' && typeof by === 'string'
        ? t('check.errors.alreadyPaid', { when: posDateTime(details.paidOutAt), by })
        : t('check.errors.alreadyPaidPlain');
    }
    case 403:
      return t('check.errors.forbidden');
    case 404:
      return t('check.errors.notFound');
    case 400:
      return t('check.badCode');
    case 422:
      // Above the company's seller payout limit (issue 26): the office pays it.
      if (error.code === 'payout.over_seller_limit' && typeof details.limit === 'number')
        return t('check.errors.overSellerLimit', { limit: money(details.limit) });
      return isState(details.state)
        ? t(`check.errors.refusedBecause.${details.state}`)
        : t('check.errors.refused');
    default:
      return t('check.errors.other');
  }
}
