import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
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
import { ticketLines, tickets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { resolveLotteryCategory } from '../lottery-categories/resolve.ts';
import { loadTickets } from '../tickets/ticket-query.ts';
import { drawBonusLines } from './bonus-lines.ts';
import { loadSaleContext, type SaleContext } from './sale-context.ts';
import { currentTotals, keyOf, raiseTotals, scopeKeysOf, type TotalDelta } from './limit-totals.ts';

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
function refuse(lines: RefusedLine[]): never {
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

/**
 * Sells one ticket, all lines or none, in one transaction: sales window, seller
 * and company active, blocked numbers, percentage limits, then every limit
 * that applies through one atomic conditional raise of the running totals.
 */
export async function sellTicket(
  db: Db,
  seller: SessionUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
): Promise<Ticket> {
  const id = await recordSale(db, seller, body, timeZone, now);
  const [sold] = await loadTickets(db, eq(tickets.id, id));
  return sold!;
}

/** The sale itself, answering the new ticket's id (the demo seed sells through this too). */
export async function recordSale(
  db: Db,
  seller: SessionUser,
  body: AddTicketBody,
  timeZone: string,
  now = new Date(),
): Promise<string> {
  const lines = normaliseLines(body);
  const category = await resolveLotteryCategory(db, body.lotteryCategoryName);
  const window = salesWindow(category.startTime, category.endTime, now, timeZone);
  if (!window.open) refuse(refusedAll(lines, 'closed'));
  const companyId = seller.companyId!;
  const draw = { companyId, lotteryCategoryId: category.id, drawDate: window.drawDate };

  return db.transaction(async (tx) => {
    const me = await loadSaleContext(tx, seller.id, category.id, window.drawDate);
    if (!me?.active) refuse(refusedAll(lines, 'inactive'));
    // A posted result closes its draw, whatever the clock says.
    if (me.hasResult) refuse(refusedAll(lines, 'closed'));

    const blockedKeys = new Set(me.blocked.map((b) => `${b.game}|${b.number}`));
    const refusals: RefusedLine[] = lines
      .filter((l) => blockedKeys.has(`${l.gameCategory}|${l.number}`))
      .map((l) => ({
        index: l.index,
        gameCategory: l.gameCategory,
        number: l.number,
        reason: 'blocked',
      }));
    const percentByGame = new Map(
      (me.percents ?? []).map((p) => [p.gameCategory as GameCategory, Number(p.limitPercent)]),
    );
    for (const { index, cap } of linesOverPercentage(lines, percentByGame)) {
      const l = lines[index]!;
      refusals.push({
        index: l.index,
        gameCategory: l.gameCategory,
        number: l.number,
        reason: 'percentage',
        available: cap / 100,
      });
    }
    if (refusals.length) refuse(refusals.sort((a, b) => a.index - b.index));

    await raiseLimitTotals(
      tx,
      draw,
      lines,
      scopeKeysOf(seller.id, me.supervisorId),
      me.limitRecords,
    );

    const total = lines.reduce((s, l) => s + l.amount, 0);
    let ticketId: string | undefined;
    while (!ticketId) {
      // Codes are random; a clash within the company (one in ~10^11) just draws another.
      const [row] = await tx
        .insert(tickets)
        .values({
          companyId,
          ticketCode: ticketCodeFrom(randomBytes(8)),
          sellerId: seller.id,
          supervisorId: me.supervisorId,
          lotteryCategoryId: category.id,
          drawDate: window.drawDate,
          soldAt: now,
          totalAmount: total,
          multipliers: [...(me.conditions ?? DEFAULT_CONDITIONS)],
        })
        .onConflictDoNothing()
        .returning({ id: tickets.id });
      ticketId = row?.id;
    }
    const bonus = me.bonusFlag
      ? drawBonusLines(
          total,
          new Set(me.blocked.filter((b) => b.game === 'MRG').map((b) => b.number)),
        )
      : [];
    await tx.insert(ticketLines).values(
      [...lines.map((l) => ({ ...l, bonus: false })), ...bonus].map((l, position) => ({
        ticketId: ticketId!,
        position,
        companyId,
        sellerId: seller.id,
        lotteryCategoryId: category.id,
        drawDate: window.drawDate,
        gameCategory: l.gameCategory,
        number: l.number,
        amount: l.amount,
        bonus: l.bonus,
      })),
    );
    return ticketId;
  });
}

/** Raises every applicable running total at once; a line that would pass a limit refuses the ticket. */
async function raiseLimitTotals(
  tx: Db,
  draw: { companyId: string; lotteryCategoryId: string; drawDate: string },
  lines: SaleLine[],
  scopeKeys: string[],
  records: SaleContext['limitRecords'],
) {
  const capOf = (scopeKey: string, game: string): number | null => {
    const value = records
      .find((r) => r.scopeKey === scopeKey)
      ?.limits.find((l) => l.gameCategory === game)?.limitsButs;
    return value === null || value === undefined ? null : Math.round(Number(value) * 100);
  };
  const amounts = new Map<string, { gameCategory: string; number: string; amount: number }>();
  for (const l of lines) {
    const k = `${l.gameCategory}|${l.number}`;
    const seen = amounts.get(k);
    amounts.set(k, {
      gameCategory: l.gameCategory,
      number: l.number,
      amount: (seen?.amount ?? 0) + l.amount,
    });
  }
  const deltas: TotalDelta[] = [...amounts.values()].flatMap((a) =>
    scopeKeys.map((scopeKey) => ({ ...a, scopeKey, cap: capOf(scopeKey, a.gameCategory) })),
  );
  const tooBig = deltas.filter((d) => d.cap !== null && d.amount > d.cap);
  const refused = tooBig.length ? tooBig : await raiseTotals(tx, draw, deltas);
  if (refused.length === 0) return;
  const totals = await currentTotals(tx, draw, refused);
  const available = new Map<string, number>();
  for (const d of refused) {
    const left = Math.max(0, d.cap! - (totals.get(keyOf(d)) ?? 0));
    const k = `${d.gameCategory}|${d.number}`;
    available.set(k, Math.min(available.get(k) ?? Infinity, left));
  }
  refuse(
    lines
      .filter((l) => available.has(`${l.gameCategory}|${l.number}`))
      .map((l) => ({
        index: l.index,
        gameCategory: l.gameCategory,
        number: l.number,
        reason: 'limit' as const,
        available: available.get(`${l.gameCategory}|${l.number}`)! / 100,
      })),
  );
}
