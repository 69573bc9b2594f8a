import { randomBytes } from 'node:crypto';
import {
  alertCrossings,
  coded,
  DEFAULT_CONDITIONS,
  digitsOf,
  fromCentimes,
  normaliseNumber,
  salesWindow,
  sellerScopeKeys,
  ticketCodeFrom,
  toCentimes,
  type GameCategory,
} from '@tiraj/domain';
import type { AddTicketBody, Ticket } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields, type FieldError } from '../../errors.ts';
import { violatesUnique } from '../../db/database-error.ts';
import {
  resolveLotteryCategory,
  type FindCategory,
  type ResolvedCategory,
} from '../../lottery-category.ts';
import type { SaleAlerts } from '../../ticketing/announce-alerts.ts';
import { drawBonusLines } from './bonus-lines.ts';
import { loadSaleContext } from './sale-context.ts';
import {
  repeatOf,
  SALE_KEY_INDEX,
  saleFingerprint,
  soldUnderKey,
  type SaleKey,
} from './sale-keys.ts';
import { insertTicket, type LineRow } from './insert-ticket.ts';
import {
  blockedLines,
  limitDeltas,
  linesOverLimits,
  overPercentage,
  raiseLimitTotals,
  refuse,
  refusedAll,
  type SaleLine,
} from './sale-refusals.ts';

function normaliseLines(body: AddTicketBody): SaleLine[] {
  const errors: FieldError[] = [];
  const lines = body.numbers.map((line, index) => {
    const game = line.gameCategory;
    const number = normaliseNumber(game, line.number);
    if (!number)
      errors.push({
        field: `numbers.${index}.number`,
        ...(game === 'MRG'
          ? coded('sale.number_format_mrg')
          : coded('sale.number_format', { game, digits: digitsOf(game) })),
      });
    return {
      index,
      gameCategory: line.gameCategory,
      number: number ?? line.number,
      amount: toCentimes(line.amount),
    };
  });
  if (errors.length) throw invalidFields(errors, errors.map((e) => e.message).join('. '));
  return lines;
}

/** A sale's answer: the ticket, and whether it was sold before under the same key (a repeat). */
export interface Sold {
  ticket: Ticket;
  repeat: boolean;
  /** the numbers this sale brought to the company's alert share of a limit (none for a repeat) */
  alerts: SaleAlerts | null;
}

/**
 * Sells one ticket, all lines or none, in one transaction: sales window, seller
 * and company active, blocked numbers, percentage limits, then every limit
 * that applies through one atomic conditional raise of the running totals.
 * Answers the ticket as stored, without reading it back.
 *
 * With a `saleKey`, a repeat of a sale answers the ticket already sold and
 * sells nothing (even when its draw has closed since); the key is looked up in
 * the sale context's own round trip, so a keyed sale costs no extra query. The
 * key is written by the sale's own insert, so of concurrent repeats the unique
 * index lets one through; the others roll back (their limit raises with them)
 * and answer it.
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

interface PreparedSale {
  lines: SaleLine[];
  category: ResolvedCategory;
}

/** The request's lines normalised (400 when a number cannot be one) and its lottery resolved. */
async function prepareSale(findCategory: FindCategory, body: AddTicketBody): Promise<PreparedSale> {
  const lines = normaliseLines(body);
  return { lines, category: await findCategory(body.lotteryCategoryName) };
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

/**
 * Stores the sale, or, when its key was used before by this seller, answers
 * that earlier sale (looked up in the sale context's round trip) and stores
 * nothing, whatever the clock: a repeat is answered even after its draw closed.
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
  const draw = { companyId, lotteryCategoryId: category.id, drawDate: window.drawDate };

  return db.transaction(async (tx) => {
    const me = await loadSaleContext(tx, seller.id, category.id, window.drawDate, key?.key);
    const earlier = me?.earlier;
    if (earlier) return { earlier };
    if (!window.open) refuse(refusedAll(lines, 'closed'));
    if (!me?.active) refuse(refusedAll(lines, 'inactive'));
    // A posted result closes its draw, whatever the clock says.
    if (me.hasResult) refuse(refusedAll(lines, 'closed'));

    const refusals = [...blockedLines(lines, me.blocked), ...overPercentage(lines, me.percents)];
    const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
    // Drawn before the totals are raised: a bonus line's payout is part of the risk board's.
    const bonus = me.bonusFlag
      ? drawBonusLines(
          totalAmount,
          new Set(me.blocked.filter((b) => b.game === 'MRG').map((b) => b.number)),
        )
      : [];
    const stored: LineRow[] = [
      ...lines.map((l) => ({
        gameCategory: l.gameCategory,
        number: l.number,
        amount: l.amount,
        bonus: false,
      })),
      ...bonus,
    ];
    const multipliers = [...(me.conditions ?? DEFAULT_CONDITIONS)];
    const deltas = limitDeltas(
      stored,
      multipliers,
      sellerScopeKeys(seller.id, me.supervisorId),
      me.limitRecords,
    );
    // Already refused: still tell every line over a limit, without raising anything.
    if (refusals.length)
      refuse([...refusals, ...(await linesOverLimits(tx, draw, lines, deltas, 'only-over'))]);
    const { refused, raised } = await raiseLimitTotals(tx, draw, deltas);
    if (refused.length) refuse(await linesOverLimits(tx, draw, lines, refused, 'all-refused'));
    // Read from the raise's own answer: no query; stored and announced once the sale is committed.
    const alerts = alertCrossings(raised, me.alertPercent);

    for (;;) {
      // Codes are random; a clash within the company (one in ~10^11) just draws another.
      const ticketCode = ticketCodeFrom(randomBytes(8));
      const inserted = await insertTicket(
        tx,
        {
          companyId,
          ticketCode,
          sellerId: seller.id,
          supervisorId: me.supervisorId,
          lotteryCategoryId: category.id,
          drawDate: window.drawDate,
          soldAt: now,
          totalAmount,
          multipliers,
          saleKey: key?.key ?? null,
          saleFingerprint: key?.fingerprint ?? null,
        },
        stored,
      );
      if (inserted.outcome === 'result-posted') refuse(refusedAll(lines, 'closed'));
      if (inserted.outcome === 'sold')
        return {
          sold: {
            id: inserted.id,
            ticketCode,
            drawDate: window.drawDate,
            category,
            totalAmount,
            lines: stored,
            lineIds: inserted.lineIds,
            supervisorId: me.supervisorId,
            alerts,
          },
        };
    }
  });
}
