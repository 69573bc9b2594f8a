import { randomBytes } from 'node:crypto';
import {
  alertCrossings,
  fromCentimes,
  salesWindow,
  ticketCodeFrom,
  type GameCategory,
} from '@tiraj/domain';
import type { AddTicketBody, Ticket } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { violatesUnique } from '../../db/database-error.ts';
import { resolveLotteryCategory, type FindCategory } from '../../lottery-category.ts';
import type { SaleAlerts } from '../../ticketing/announce-alerts.ts';
import { planSale } from './plan-sale.ts';
import { prepareSale, type PreparedSale } from './prepare-sale.ts';
import { callSell, knownContext, rememberContext } from './sale-context.ts';
import {
  repeatOf,
  SALE_KEY_INDEX,
  saleFingerprint,
  soldUnderKey,
  type SaleKey,
} from './sale-keys.ts';
import { linesOverLimits, raisedTotals, refuse, refusedAll, totalsByKey } from './sale-refusals.ts';
import { keyOf } from '../../ticketing/limit-totals.ts';

/** A sale's answer: the ticket, and whether it was sold before under the same key (a repeat). */
export interface Sold {
  ticket: Ticket;
  repeat: boolean;
  /** the numbers this sale brought to the company's alert share of a limit (none for a repeat) */
  alerts: SaleAlerts | null;
}

/**
 * Sells one ticket, all lines or none, in one call to the database
 * (`tiraj_sell`, its own transaction): sales window, seller and company
 * active, blocked numbers, percentage limits, then every limit that applies
 * through one atomic conditional raise of the running totals. The rules are
 * the domain's, applied here to the seller's sale context; the call stores
 * the ticket only if that context is still the database's (see `storeSale`).
 * Answers the ticket as stored, without reading it back.
 *
 * With a `saleKey`, a repeat of a sale answers the ticket already sold and
 * sells nothing (even when its draw has closed since); the key is looked up
 * first in the same call, so a keyed sale costs no extra query. The key is
 * written by the sale's own insert, so of concurrent repeats the unique index
 * lets one through; the others roll back (their limit raises with them) and
 * answer it.
 */
export async function sellTicket(
  db: Db,
  findCategory: FindCategory,
  seller: CompanyUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
): Promise<Sold> {
  const prepared = await prepareSale(findCategory, body);
  const key = body.saleKey
    ? {
        key: body.saleKey,
        fingerprint: saleFingerprint(prepared.category.id, prepared.lines),
      }
    : undefined;
  let outcome: Awaited<ReturnType<typeof storeSale>>;
  try {
    outcome = await storeSale(db, seller, prepared, key, timeZone, now);
  } catch (error) {
    // A concurrent repeat won the key (or, committing first, took the limits this one was
    // refused): answer its ticket. A sale refused on its own merits stored nothing; it throws on.
    const lost =
      violatesUnique(error, SALE_KEY_INDEX) ||
      (error instanceof AppError && error.statusCode === 422);
    const earlier = key && lost ? await soldUnderKey(db, seller.id, key) : undefined;
    if (earlier) return { ticket: earlier, repeat: true, alerts: null };
    throw error;
  }
  if (outcome.earlier)
    return { ticket: await repeatOf(db, outcome.earlier, key!), repeat: true, alerts: null };
  const sale = outcome.sold;
  return {
    repeat: false,
    alerts: sale.alerts.length
      ? {
          draw: {
            companyId: seller.companyId,
            lotteryCategoryId: sale.category.id,
            lotteryCategoryName: sale.category.name,
            drawDate: sale.drawDate,
          },
          supervisorId: sale.supervisorId,
          crossings: sale.alerts,
        }
      : null,
    ticket: {
      _id: sale.id,
      ticketId: sale.ticketCode,
      date: sale.drawDate,
      soldAt: now.toISOString(),
      lotteryCategoryName: sale.category.name,
      lotteryCategoryId: sale.category.id,
      seller: { _id: seller.id, userName: seller.userName },
      sellerCompany: seller.companyName ?? '',
      ticketPrice: fromCentimes(sale.totalAmount),
      paidAmount: 0,
      deletedAt: null,
      paidOutAt: null,
      paidOutBy: null,
      numbers: sale.lines.map((l, i) => ({
        _id: sale.lineIds[i]!,
        gameCategory: l.gameCategory as GameCategory,
        number: l.number,
        amount: fromCentimes(l.amount),
        bonus: l.bonus,
        winFlag: false,
        payout: 0,
      })),
    },
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

/** Calls before a sale gives up on a context that changes under every one of them. */
const MAX_CALLS = 6;

/**
 * Stores the sale, or, when its key was used before by this seller, answers
 * that earlier sale and stores nothing, whatever the clock: a repeat is
 * answered even after its draw closed.
 *
 * One round trip when the seller's sale context is known (the last one its
 * sales of this category were worked out from): the sale is worked out from
 * it here, by the domain's rules, and `tiraj_sell` stores it only if the
 * context is still the database's (else it answers the new one, and the sale
 * is worked out again: two round trips).
 */
async function storeSale(
  db: Db,
  seller: CompanyUser,
  { lines, category }: PreparedSale,
  key: SaleKey | undefined,
  timeZone: string,
  now: Date,
) {
  const window = salesWindow(category.startTime, category.endTime, now, timeZone);
  // Without a key, a closed window is refused without a round trip; with one, after the key's lookup.
  if (!window.open && !key) refuse(refusedAll(lines, 'closed'));
  const companyId = seller.companyId;
  const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
  let known = knownContext(seller.id, category.id);

  for (let call = 0; call < MAX_CALLS; call++) {
    const plan =
      known && window.open ? planSale(known.context, seller.id, lines, totalAmount) : null;
    // Codes are random; a clash within the company (one in ~10^11) just draws another.
    const ticketCode = ticketCodeFrom(randomBytes(8));
    const answer = await callSell(db, {
      sellerId: seller.id,
      categoryId: category.id,
      drawDate: window.drawDate,
      saleKey: key?.key ?? null,
      hash: known?.hash ?? null,
      mode: plan?.kind ?? 'check',
      deltas: plan?.kind === 'sell' ? plan.deltas : plan?.kind === 'totals' ? plan.asked : [],
      ...(plan?.kind === 'sell' && {
        ticket: {
          companyId,
          ticketCode,
          supervisorId: plan.supervisorId,
          soldAt: now,
          totalAmount,
          multipliers: plan.multipliers,
          saleFingerprint: key?.fingerprint ?? null,
        },
        lines: plan.stored,
      }),
    });
    if ('earlier' in answer) return { earlier: answer.earlier };
    if ('context' in answer) {
      known = { context: answer.context, hash: answer.hash };
      rememberContext(seller.id, category.id, known);
    }
    if (!window.open) refuse(refusedAll(lines, 'closed'));
    if ('context' in answer || !plan) continue;
    if (plan.kind === 'check') refuse(plan.refusals);
    if (plan.kind === 'totals' && 'totals' in answer)
      refuse([
        ...plan.refusals,
        ...linesOverLimits(lines, plan.asked, totalsByKey(answer.totals), plan.which),
      ]);
    if (plan.kind !== 'sell' || 'codeTaken' in answer) continue;
    if ('refused' in answer) {
      const fitted = totalsByKey(answer.raised);
      const refused = plan.deltas.filter((d) => !fitted.has(keyOf(d)));
      refuse(linesOverLimits(lines, refused, totalsByKey(answer.totals), 'all-refused'));
    }
    if (!('id' in answer)) throw new Error('tiraj_sell answered nothing a sale knows');
    // Read from the raise's own answer: stored and announced once the sale is committed.
    const alerts = alertCrossings(raisedTotals(plan.deltas, answer.raised), plan.alertPercent);
    return {
      sold: {
        id: answer.id,
        ticketCode,
        drawDate: window.drawDate,
        category,
        totalAmount,
        lines: plan.stored,
        lineIds: answer.lineIds,
        supervisorId: plan.supervisorId,
        alerts,
      },
    };
  }
  throw new Error('The sale context changed under every call');
}
