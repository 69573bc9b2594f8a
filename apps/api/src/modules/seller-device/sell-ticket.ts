import type { FastifyBaseLogger } from 'fastify';
import { exposureOf, fromCentimes, type GameCategory } from '@tiraj/domain';
import type { AddTicketBody, Ticket } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { violatesUnique } from '../../db/database-error.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';
import { announceAlerts, type SaleAlerts } from '../../ticketing/announce-alerts.ts';
import { announceTicket } from '../../ticketing/announce-ticket.ts';
import { prepareSale } from './prepare-sale.ts';
import { repeatOf, SALE_KEY_INDEX, saleFingerprint, soldUnderKey } from './sale-keys.ts';
import { storeSale, type SaleOptions } from './store-sale.ts';

/** A sale's answer: the ticket, and whether it was sold before under the same key (a repeat). */
export interface Sold {
  ticket: Ticket;
  repeat: boolean;
  /** an offline ticket recorded past a limit (issue 32) */
  overLimit?: boolean;
}

type StoredSale = Extract<Awaited<ReturnType<typeof storeSale>>, { sold: unknown }>['sold'];

/**
 * Sells one ticket, all lines or none, in one call to the database
 * (`tiraj_sell`, its own transaction): sales window, seller and company
 * active, blocked numbers, percentage limits, then every limit that applies
 * through one atomic conditional raise of the running totals. The rules are
 * the domain's, applied here to the seller's sale context; the call stores
 * the ticket only if that context is still the database's (see `storeSale`).
 * Answers the ticket as stored, without reading it back. Once the sale is
 * committed, the company's risk boards hear of it, and of the numbers it
 * brought to the alert share of a limit (a failed announcement never fails it).
 *
 * With a `saleKey`, a repeat of a sale answers the ticket already sold and
 * sells nothing (even when its draw has closed since); the key is looked up
 * first in the same call, so a keyed sale costs no extra query. The key is
 * written by the sale's own insert, so of concurrent repeats the unique index
 * lets one through; the others roll back (their limit raises with them) and
 * answer it. A repeat announces nothing: its sale did.
 */
export async function sellTicket(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  body: AddTicketBody,
  now = new Date(),
  options: SaleOptions = {},
): Promise<Sold> {
  const { db } = ctx;
  const prepared = await prepareSale((reference) => ctx.caches.categories.resolve(reference), body);
  const key = body.saleKey
    ? {
        key: body.saleKey,
        fingerprint: saleFingerprint(prepared.category.id, prepared.lines),
      }
    : undefined;
  let outcome: Awaited<ReturnType<typeof storeSale>>;
  try {
    outcome = await storeSale(db, seller, prepared, key, ctx.config.timeZone, now, options);
  } catch (error) {
    // A concurrent repeat won the key (or, committing first, took the limits this one was
    // refused): answer its ticket. A sale refused on its own merits stored nothing; it throws on.
    const lost =
      violatesUnique(error, SALE_KEY_INDEX) ||
      (error instanceof AppError && error.statusCode === 422);
    const earlier = key && lost ? await soldUnderKey(db, seller.id, key) : undefined;
    if (earlier) return { ticket: earlier, repeat: true };
    throw error;
  }
  if (outcome.earlier) return { ticket: await repeatOf(db, outcome.earlier, key!), repeat: true };
  const sale = outcome.sold;
  await announceTicket(ctx, log, {
    id: sale.id,
    companyId: seller.companyId,
    sellerId: seller.id,
    lotteryCategoryId: sale.category.id,
    drawDate: sale.drawDate,
  });
  const alerts = alertsOf(seller, sale);
  if (alerts) await announceAlerts(ctx, log, alerts);
  return { repeat: false, ticket: ticketOf(seller, sale), overLimit: sale.overLimit };
}

/** The numbers a sale brought to the company's alert share of a limit, or null for none. */
function alertsOf(seller: CompanyUser, sale: StoredSale): SaleAlerts | null {
  if (sale.alerts.length === 0) return null;
  return {
    draw: {
      companyId: seller.companyId,
      lotteryCategoryId: sale.category.id,
      lotteryCategoryName: sale.category.name,
      drawDate: sale.drawDate,
    },
    supervisorId: sale.supervisorId,
    crossings: sale.alerts,
  };
}

/** The ticket as stored, from what the sale wrote (never read back). */
function ticketOf(seller: CompanyUser, sale: StoredSale): Ticket {
  return {
    _id: sale.id,
    ticketId: sale.ticketCode,
    date: sale.drawDate,
    soldAt: sale.soldAt.toISOString(),
    lotteryCategoryName: sale.category.name,
    lotteryCategoryId: sale.category.id,
    seller: { _id: seller.id, userName: seller.userName },
    sellerCompany: seller.companyName ?? '',
    ticketPrice: fromCentimes(sale.totalAmount),
    paidAmount: 0,
    deletedAt: null,
    paidOutAt: null,
    paidOutBy: null,
    paidOutAmount: null,
    paidOutDifference: null,
    // Just sold: its draw has no result yet.
    state: 'waiting',
    numbers: sale.lines.map((l, i) => ({
      _id: sale.lineIds[i]!,
      gameCategory: l.gameCategory as GameCategory,
      number: l.number,
      amount: fromCentimes(l.amount),
      bonus: l.bonus,
      winFlag: false,
      payout: 0,
      potentialWin: fromCentimes(
        exposureOf({ ...l, gameCategory: l.gameCategory as GameCategory }, sale.multipliers),
      ),
    })),
  };
}

/** The sale itself, answering what was stored (the demo seed sells through this too). */
export async function recordSale(
  db: Db,
  seller: CompanyUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
) {
  const outcome = await storeSale(
    db,
    seller,
    await prepareSale((reference) => resolveLotteryCategory(db, reference), body),
    undefined,
    timeZone,
    now,
  );
  if (outcome.earlier) throw new Error('A sale without a key has no earlier sale');
  return outcome.sold;
}
