import {
  BONUS_LINE_AMOUNT,
  fromCentimes,
  potentialWinOf,
  publicTicketPath,
  sumHtg,
  type GameCategory,
} from '@tiraj/domain';
import type { SellerCategory as SellerDraw } from '@tiraj/domain/contracts';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import type { OfflineBook, OfflineSale } from './offline-book.ts';

/** What the sale screen is told of an offline sale: its ticket, nothing (no grant), or refusals. */
export type OfflineSaleResult =
  | { kind: 'sold'; ticket: ShownTicket }
  | { kind: 'none' }
  | {
      kind: 'refused';
      lines: { index: number; reason: 'blocked' | 'percentage' | 'cap'; available?: number }[];
      whole: { reason: 'closed' | 'expired' | 'budget'; available?: number } | null;
    };

type Refused = Extract<OfflineSale, { kind: 'refused' }>;
type Sold = Extract<OfflineSale, { kind: 'sold' }>;

/** The grant's refusals split as the screen shows them: the whole ticket's, or each line's. */
export function refusedSale(refusals: Refused['refusals']): OfflineSaleResult {
  const whole = refusals.find((r) => r.index === null);
  return {
    kind: 'refused',
    whole: whole
      ? { reason: whole.reason as 'closed' | 'expired' | 'budget', available: whole.available }
      : null,
    lines: refusals.flatMap((r) =>
      r.index === null
        ? []
        : [
            {
              index: r.index,
              reason: r.reason as 'blocked' | 'percentage' | 'cap',
              available: r.available,
            },
          ],
    ),
  };
}

/**
 * The ticket an offline sale shows and prints: the code on its paper is its ticket ID, its QR the
 * public reference the grant's key signs, its lines those the server stores at sync (the free
 * maryaj lines too), each with what it could win at the grant's terms (issue 37).
 */
export function offlineShownTicket(
  book: OfflineBook,
  sale: Sold,
  draw: SellerDraw,
  seller: { userId: string; userName: string; company: string },
): { kind: 'sold'; ticket: ShownTicket } {
  const t = sale.ticket;
  const { code, bonus, publicRef } = sale.printed;
  const ticket: ShownTicket = {
    _id: t.saleKey,
    ticketId: code,
    publicRef,
    publicUrl: `${location.origin}${publicTicketPath(publicRef)}`,
    date: book.grant.drawDate,
    soldAt: t.soldAt,
    lotteryCategoryName: draw.lotteryName,
    lotteryCategoryId: draw._id,
    seller: { _id: seller.userId, userName: seller.userName },
    sellerCompany: seller.company,
    ticketPrice: sumHtg(t.lines.map((l) => l.amount)),
    paidAmount: 0,
    deletedAt: null,
    paidOutAt: null,
    paidOutBy: null,
    paidOutAmount: null,
    paidOutDifference: null,
    state: 'waiting',
    numbers: [
      ...t.lines.map((l) => ({ ...l, bonus: false })),
      ...bonus.map((number) => ({
        gameCategory: 'MRG' as const,
        number,
        amount: fromCentimes(BONUS_LINE_AMOUNT),
        bonus: true,
      })),
    ].map((l, i) => ({
      ...l,
      _id: `${t.saleKey}-${i}`,
      winFlag: false,
      payout: 0,
      potentialWin: potentialWinOf(
        { ...l, gameCategory: l.gameCategory as GameCategory },
        book.grant.terms,
      ),
    })),
    offlineCode: code,
  };
  return { kind: 'sold', ticket };
}
