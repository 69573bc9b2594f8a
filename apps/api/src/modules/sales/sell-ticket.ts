import { randomBytes } from 'node:crypto';
import {
  bindingScope,
  DEFAULT_CONDITIONS,
  linesOverPercentage,
  normaliseNumber,
  numberFormatOf,
  salesWindow,
  ticketCodeFrom,
  toCentimes,
  type GameCategory,
} from '@tiraj/domain';
import type { AddTicketBody, RefusedLine, Ticket } from '@tiraj/domain/contracts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { violatesUnique } from '../../db/database-error.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../lottery-categories/resolve.ts';
import { drawBonusLines } from './bonus-lines.ts';
import { loadSaleContext, type SaleContext } from './sale-context.ts';
import {
  repeatOf,
  SALE_KEY_INDEX,
  saleFingerprint,
  soldUnderKey,
  type SaleKey,
} from './sale-keys.ts';
import { insertTicket, type LineRow } from './insert-ticket.ts';
import {
  currentTotals,
  keyOf,
  raiseTotals,
  scopeKeysOf,
  capOf,
  type Draw,
  type TotalDelta,
} from './limit-totals.ts';

interface SaleLine {
  index: number;
  gameCategory: GameCategory;
  number: string;
  amount: number; // centimes
}

const REASON_TEXT: Record<RefusedLine['reason'], string> = {
  closed: 'the lottery is closed for sale',
  inactive: 'the seller or the company is inactive',
  blocked: 'the number is blocked',
  percentage: 'the amount passes the percentage limit',
  limit: 'the amount passes the limit',
};

/** 422 with each refused line and why; nothing of the ticket is kept (the transaction rolls back). */
function refuse(refused: RefusedLine[]): never {
  const lines = [...refused].sort((a, b) => a.index - b.index);
  const summary = lines
    .map((l) => `${l.gameCategory} ${l.number}: ${REASON_TEXT[l.reason]}`)
    .join('; ');
  throw new AppError(422, `This ticket cannot be sold. ${summary}.`, { details: { lines } });
}

const refusedAll = (lines: SaleLine[], reason: RefusedLine['reason']): RefusedLine[] =>
  lines.map((l) => ({ index: l.index, gameCategory: l.gameCategory, number: l.number, reason }));

function normaliseLines(body: AddTicketBody): SaleLine[] {
  const errors: { field: string; message: string }[] = [];
  const lines = body.numbers.map((line, index) => {
    const number = normaliseNumber(line.gameCategory, line.number);
    if (!number)
      errors.push({
        field: `numbers.${index}.number`,
        message: `${line.gameCategory} numbers are ${numberFormatOf(line.gameCategory)}`,
      });
    return {
      index,
      gameCategory: line.gameCategory,
      number: number ?? line.number,
      amount: toCentimes(line.amount),
    };
  });
  if (errors.length) throw new AppError(400, errors.map((e) => e.message).join('. '), { errors });
  return lines;
}

/** A sale's answer: the ticket, and whether it was sold before under the same key (a repeat). */
export interface Sold {
  ticket: Ticket;
  repeat: boolean;
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
  seller: SessionUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
): Promise<Sold> {
  const prepared = await prepareSale(db, body);
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
    if (earlier) return { ticket: earlier, repeat: true };
    throw error;
  }
  if (outcome.earlier) return { ticket: await repeatOf(db, outcome.earlier, key!), repeat: true };
  const sale = outcome.sold;
  return {
    repeat: false,
    ticket: {
      _id: sale.id,
      ticketId: sale.ticketCode,
      date: sale.drawDate,
      soldAt: now.toISOString(),
      lotteryCategoryName: sale.category.name,
      lotteryCategoryId: sale.category.id,
      seller: { _id: seller.id, userName: seller.userName },
      sellerCompany: seller.companyName ?? '',
      ticketPrice: sale.totalAmount / 100,
      paidAmount: 0,
      deletedAt: null,
      paidOutAt: null,
      paidOutBy: null,
      numbers: sale.lines.map((l, i) => ({
        _id: sale.lineIds[i]!,
        gameCategory: l.gameCategory as GameCategory,
        number: l.number,
        amount: l.amount / 100,
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
async function prepareSale(db: Db, body: AddTicketBody): Promise<PreparedSale> {
  const lines = normaliseLines(body);
  return { lines, category: await resolveLotteryCategory(db, body.lotteryCategoryName) };
}

/** The sale itself, answering what was stored (the demo seed sells through this too). */
export async function recordSale(
  db: Db,
  seller: SessionUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
) {
  const outcome = await storeSale(
    db,
    seller,
    await prepareSale(db, body),
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
  seller: SessionUser,
  { lines, category }: PreparedSale,
  key: SaleKey | undefined,
  timeZone: string,
  now: Date,
) {
  const window = salesWindow(category.startTime, category.endTime, now, timeZone);
  // Without a key, a closed window is refused without a round trip; with one, after the key's lookup.
  if (!window.open && !key) refuse(refusedAll(lines, 'closed'));
  const companyId = seller.companyId!;
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
    const scopes = scopeKeysOf(seller.id, me.supervisorId);
    const deltas = limitDeltas(lines, scopes, me.limitRecords);
    // Already refused: still tell every line over a limit, without raising anything.
    if (refusals.length)
      refuse([...refusals, ...(await linesOverLimits(tx, draw, lines, deltas, 'only-over'))]);
    const refused = await raiseLimitTotals(tx, draw, deltas);
    if (refused.length) refuse(await linesOverLimits(tx, draw, lines, refused, 'all-refused'));

    const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
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
          multipliers: [...(me.conditions ?? DEFAULT_CONDITIONS)],
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
          },
        };
    }
  });
}

const lineKey = (l: { gameCategory: string; number: string }) => `${l.gameCategory}|${l.number}`;

function blockedLines(lines: SaleLine[], blocked: SaleContext['blocked']): RefusedLine[] {
  const keys = new Set(blocked.map((b) => `${b.game}|${b.number}`));
  return lines
    .filter((l) => keys.has(lineKey(l)))
    .map((l) => ({
      index: l.index,
      gameCategory: l.gameCategory,
      number: l.number,
      reason: 'blocked',
    }));
}

function overPercentage(lines: SaleLine[], percents: SaleContext['percents']): RefusedLine[] {
  const percentByGame = new Map(
    (percents ?? []).map((p) => [p.gameCategory as GameCategory, Number(p.limitPercent)]),
  );
  return linesOverPercentage(lines, percentByGame).map(({ index, cap }) => {
    const l = lines[index]!;
    return {
      index: l.index,
      gameCategory: l.gameCategory,
      number: l.number,
      reason: 'percentage' as const,
      available: cap / 100,
    };
  });
}

/** One delta per (game, number) of the ticket and per limit scope of the seller, with that scope's cap. */
function limitDeltas(
  lines: SaleLine[],
  scopeKeys: string[],
  records: SaleContext['limitRecords'],
): TotalDelta[] {
  const amounts = new Map<string, { gameCategory: string; number: string; amount: number }>();
  for (const l of lines) {
    const seen = amounts.get(lineKey(l));
    amounts.set(lineKey(l), {
      gameCategory: l.gameCategory,
      number: l.number,
      amount: (seen?.amount ?? 0) + l.amount,
    });
  }
  return [...amounts.values()].flatMap((a) =>
    scopeKeys.map((scopeKey) => ({
      ...a,
      scopeKey,
      cap: capOf(records, scopeKey, a.gameCategory),
    })),
  );
}

/** Raises every applicable running total at once; answers the deltas that would pass their limit. */
async function raiseLimitTotals(tx: Db, draw: Draw, deltas: TotalDelta[]): Promise<TotalDelta[]> {
  const tooBig = deltas.filter((d) => d.cap !== null && d.amount > d.cap);
  return tooBig.length ? tooBig : raiseTotals(tx, draw, deltas);
}

/** The lines whose deltas pass a limit, each with the amount still available (the tightest scope's). */
async function linesOverLimits(
  tx: Db,
  draw: Draw,
  lines: SaleLine[],
  deltas: TotalDelta[],
  /** 'all-refused': the upsert refused these deltas already; 'only-over': keep those the totals cannot take */
  which: 'all-refused' | 'only-over',
): Promise<RefusedLine[]> {
  const capped = deltas.filter((d) => d.cap !== null);
  if (capped.length === 0) return [];
  const totals = await currentTotals(tx, draw, capped);
  const scopesByLine = new Map<string, (TotalDelta & { total: number })[]>();
  for (const d of capped)
    scopesByLine.set(lineKey(d), [
      ...(scopesByLine.get(lineKey(d)) ?? []),
      { ...d, total: totals.get(keyOf(d)) ?? 0 },
    ]);
  const available = new Map<string, number>();
  for (const [line, scopes] of scopesByLine) {
    // The binding scope (the number info shows the same one): what it can still take is what is left.
    const binding = bindingScope(scopes)!;
    if (which === 'only-over' && binding.amount <= binding.left) continue;
    available.set(line, binding.left);
  }
  return lines
    .filter((l) => available.has(lineKey(l)))
    .map((l) => ({
      index: l.index,
      gameCategory: l.gameCategory,
      number: l.number,
      reason: 'limit' as const,
      available: available.get(lineKey(l))! / 100,
    }));
}
