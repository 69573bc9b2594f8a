import type { GameCategory } from '@tiraj/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { readDeviceSession } from '../device-session.ts';
import type { Say } from '../say.ts';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import { money } from '../ticket-print/ticket-format.ts';
import type { SellerCategory as SellerDraw } from '@tiraj/domain/contracts';
import { sellFromGrant } from './offline-engine.ts';

/** A line the grant refused, and why (read as the sale's own refusals are). */
export interface OfflineLineRefusal {
  index: number;
  reason: 'blocked' | 'percentage' | 'cap';
  available?: number;
}

export type OfflineSellResult =
  | { kind: 'sold'; ticket: ShownTicket }
  | { kind: 'refused'; lines: OfflineLineRefusal[]; whole: Say | null };

/** Said in the language on screen when shown (the engine added these words). */
const offlineSay =
  (key: 'none' | 'closed' | 'expired' | 'budget' | 'budgetUsed' | 'failed', amount = 0): Say =>
  () =>
    i18n.t(`refused.${key}`, { ns: 'posOffline', amount: money(amount) });

/**
 * Sells the ticket on screen from its draw's offline grant (issue 32): sold (kept on the device,
 * signed, marked offline), or refused line by line (blocked, percentage, cap) or whole (no grant,
 * near the close, expired, over the budget), in the seller's language.
 */
export async function sellOfflineNow(
  draw: SellerDraw,
  lines: readonly { gameCategory: GameCategory; number: string; amount: number }[],
  saleKey: string,
  userId: string,
): Promise<OfflineSellResult> {
  const session = readDeviceSession();
  try {
    const result = await sellFromGrant(
      draw,
      lines.map(({ gameCategory, number, amount }) => ({ gameCategory, number, amount })),
      saleKey,
      { userId, userName: session?.userName ?? '', company: session?.company ?? '' },
    );
    if (result.kind === 'sold') return result;
    if (result.kind === 'none') return { kind: 'refused', lines: [], whole: offlineSay('none') };
    const whole = result.whole;
    return {
      kind: 'refused',
      lines: result.lines,
      whole: !whole
        ? null
        : whole.reason !== 'budget'
          ? offlineSay(whole.reason)
          : whole.available
            ? offlineSay('budget', whole.available)
            : offlineSay('budgetUsed'),
    };
  } catch {
    // The device refused to keep the ticket: not sold.
    return { kind: 'refused', lines: [], whole: offlineSay('failed') };
  }
}
