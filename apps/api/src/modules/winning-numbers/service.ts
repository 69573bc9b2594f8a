import { and, eq } from 'drizzle-orm';
import {
  type AuditDetails,
  coded,
  deriveWinningNumbers,
  drawCloseLocal,
  drawHasClosed,
  drawInputOf,
  localDateOf,
  salesWindow,
  type WinningEntry,
} from '@tiraj/domain';
import { NO_REASON_GIVEN, type CorrectionImpact } from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, winningNumbers } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, refused } from '../../errors.ts';
import { resolveLotteryCategory, type ResolvedCategory } from '../../lottery-category.ts';
import { selectResults } from '../../ticketing/winning-number-search.ts';
import { lockDrawForResult } from '../../settlement/draw-lock.ts';
import { settleDraw } from '../../settlement/settle-draw.ts';
import { proposalsBeside } from './proposals-beside.ts';
import { hurtByCorrection, impactOf, paidTicketsOf, tellCompanies } from './correction-impact.ts';

export interface ResultInput {
  lotteryCategoryName: string;
  date: string;
  numbers: WinningEntry[];
}

/** The 16 entries as the server computes them from the four typed values; derived values sent are ignored. */
const entriesOf = (numbers: WinningEntry[]) => deriveWinningNumbers(drawInputOf(numbers));

/**
 * A result is accepted only once its draw's sales window closed, operator time (ARCHITECTURE §9):
 * a date past the draw now on sale (or next to open) is a form error (400); the draw on sale, or
 * one whose window has not closed yet, is refused (422) naming when it closes.
 */
export function assertDrawClosed(category: ResolvedCategory, date: string, timeZone: string) {
  const now = new Date();
  if (drawHasClosed(category.endTime, date, now, timeZone)) return;
  const onSale = salesWindow(category.startTime, category.endTime, now, timeZone).drawDate;
  if (date > onSale) throw badRequest(coded('winning_number.future_date'), 'date');
  throw refused(
    coded('winning_number.not_closed', {
      category: category.name,
      date,
      closesAt: drawCloseLocal(category.endTime, date),
    }),
  );
}

/** What both posting and correcting check first: a known category, its draw closed, the 16 entries. */
async function drawOf(db: Db, input: ResultInput, timeZone: string) {
  const category = await resolveLotteryCategory(db, input.lotteryCategoryName);
  assertDrawClosed(category, input.date, timeZone);
  return { category, numbers: entriesOf(input.numbers) };
}

/** The result already stored for a category's draw date, if any (one per draw). */
async function resultOfDraw(tx: Pick<Db, 'select'>, categoryId: string, date: string) {
  const [row] = await tx
    .select({ id: winningNumbers.id })
    .from(winningNumbers)
    .where(
      and(eq(winningNumbers.lotteryCategoryId, categoryId), eq(winningNumbers.drawDate, date)),
    );
  return row;
}

/**
 * Stores a draw's result and settles its tickets in the same transaction. `note`: what the
 * journal keeps beside it (issue 40: the source's proposal it confirms, or that a typed result
 * set aside).
 */
export async function addWinningNumber(
  db: Db,
  actor: SessionUser,
  input: ResultInput,
  timeZone: string,
  note?: AuditDetails,
) {
  const { category, numbers } = await drawOf(db, input, timeZone);
  const beside = note ?? (await proposalsBeside(db, category, input.date, timeZone));
  return db.transaction(async (tx) => {
    await lockDrawForResult(tx, category.id, input.date);
    const existing = await resultOfDraw(tx, category.id, input.date);
    if (existing)
      throw conflict(coded('winning_number.exists', { category: category.name, date: input.date }));
    const [row] = await tx
      .insert(winningNumbers)
      .values({ lotteryCategoryId: category.id, drawDate: input.date, numbers })
      .returning({ id: winningNumbers.id });
    const settledTickets = await settleDraw(tx, category.id, input.date, numbers);
    await audit(tx, actor, 'create', 'winning-number', row!.id, {
      category: category.name,
      date: input.date,
      before: null,
      after: { category: category.name, date: input.date, numbers: drawInputOf(numbers) },
      settledTickets,
      ...beside,
    });
    const [result] = await selectResults(tx).where(eq(winningNumbers.id, row!.id));
    return { data: result!, settledTickets };
  });
}

/**
 * A correction's writes, in the caller's transaction: the result moved or changed, its draw (and
 * the one it left) settled again; answers what it was before and the paid tickets it hurt.
 */
async function applyCorrection(
  tx: Db,
  id: string,
  input: ResultInput,
  { category, numbers }: Awaited<ReturnType<typeof drawOf>>,
) {
  await lockDrawForResult(tx, category.id, input.date);
  const [before] = await tx
    .select()
    .from(winningNumbers)
    .where(eq(winningNumbers.id, id))
    .for('update');
  if (!before) throw notFound('winning_number.not_found');
  const clash = await resultOfDraw(tx, category.id, input.date);
  if (clash && clash.id !== id)
    throw conflict(
      coded('winning_number.exists_other', { category: category.name, date: input.date }),
    );
  const moved = before.lotteryCategoryId !== category.id || before.drawDate !== input.date;
  const draws = [{ lotteryCategoryId: category.id, drawDate: input.date }];
  if (moved) draws.push({ lotteryCategoryId: before.lotteryCategoryId, drawDate: before.drawDate });
  const paidBefore = await paidTicketsOf(tx, draws);
  await tx
    .update(winningNumbers)
    .set({ lotteryCategoryId: category.id, drawDate: input.date, numbers, updatedAt: new Date() })
    .where(eq(winningNumbers.id, id));
  // The draw it left has no result any more: its lines pay nothing.
  if (moved) await settleDraw(tx, before.lotteryCategoryId, before.drawDate, []);
  const settledTickets = await settleDraw(tx, category.id, input.date, numbers);
  const [left] = moved
    ? await tx
        .select({ name: lotteryCategories.name })
        .from(lotteryCategories)
        .where(eq(lotteryCategories.id, before.lotteryCategoryId))
    : [category];
  const hurt = await hurtByCorrection(tx, paidBefore);
  return { before, leftName: left?.name ?? before.lotteryCategoryId, settledTickets, hurt };
}

/** Thrown to roll a preview's transaction back once it has read what it needed. */
class PreviewDone extends Error {}

/**
 * What a correction would do to paid tickets (issue 38), per company, nothing saved: the same
 * writes as the save, in a transaction rolled back, so the preview and the save agree.
 */
export async function previewCorrection(
  db: Db,
  id: string,
  input: ResultInput,
  timeZone: string,
): Promise<CorrectionImpact[]> {
  const draw = await drawOf(db, input, timeZone);
  let impact: CorrectionImpact[] = [];
  try {
    await db.transaction(async (tx) => {
      const { hurt } = await applyCorrection(tx, id, input, draw);
      impact = await impactOf(tx, hurt);
      throw new PreviewDone();
    });
  } catch (error) {
    if (!(error instanceof PreviewDone)) throw error;
  }
  return impact;
}

/**
 * Corrects a result: its tickets are settled again (a line that no longer wins
 * goes back to 0). Moving it to another category or date re-settles both draws.
 * A paid ticket it makes win less is a money event (issue 38): its company is told (an alert
 * and a Journal record) in the same transaction.
 */
export async function updateWinningNumber(
  db: Db,
  actor: SessionUser,
  id: string,
  input: ResultInput & { reason?: string },
  timeZone: string,
) {
  const draw = await drawOf(db, input, timeZone);
  const { category, numbers } = draw;
  return db.transaction(async (tx) => {
    const { before, leftName, settledTickets, hurt } = await applyCorrection(tx, id, input, draw);
    // SPEC's body has no reason (the original dashboard sends none): recorded as such.
    const reason = input.reason || NO_REASON_GIVEN;
    await audit(tx, actor, 'update', 'winning-number', id, {
      category: category.name,
      date: input.date,
      before: { category: leftName, date: before.drawDate, numbers: drawInputOf(before.numbers) },
      after: { category: category.name, date: input.date, numbers: drawInputOf(numbers) },
      reason,
      settledTickets,
    });
    await tellCompanies(
      tx,
      actor,
      {
        resultId: id,
        category: category.name,
        date: input.date,
        before: drawInputOf(before.numbers),
        after: drawInputOf(numbers),
        reason,
        today: localDateOf(new Date(), timeZone),
      },
      hurt,
    );
    const [result] = await selectResults(tx).where(eq(winningNumbers.id, id));
    return { data: result!, settledTickets };
  });
}

/**
 * Deletes a posted result (LotterySoft's dashboard does; issue 27) under the draw's exclusive hold:
 * its draw has no result any more, so its lines pay nothing, settled again at once, as a
 * correction that moves a result settles the draw it left. Cash already paid out stays recorded,
 * and each company whose paid winners it turns into losers is told, as after a correction.
 */
export async function deleteWinningNumber(
  db: Db,
  actor: SessionUser,
  id: string,
  timeZone: string,
) {
  const [row] = await db.select().from(winningNumbers).where(eq(winningNumbers.id, id));
  if (!row) throw notFound('winning_number.not_found');
  return db.transaction(async (tx) => {
    await lockDrawForResult(tx, row.lotteryCategoryId, row.drawDate);
    const draw = { lotteryCategoryId: row.lotteryCategoryId, drawDate: row.drawDate };
    const paidBefore = await paidTicketsOf(tx, [draw]);
    const [gone] = await tx
      .delete(winningNumbers)
      .where(
        and(
          eq(winningNumbers.id, id),
          eq(winningNumbers.lotteryCategoryId, row.lotteryCategoryId),
          eq(winningNumbers.drawDate, row.drawDate),
        ),
      )
      .returning({ id: winningNumbers.id });
    // Moved by a correction since it was read: nothing deleted; the caller reads it again.
    if (!gone) throw notFound('winning_number.not_found');
    const settledTickets = await settleDraw(tx, row.lotteryCategoryId, row.drawDate, []);
    await audit(tx, actor, 'delete', 'winning-number', id, {
      categoryId: row.lotteryCategoryId,
      date: row.drawDate,
      numbers: row.numbers.slice(0, 4).map((n) => n.number),
      settledTickets,
    });
    const [category] = await tx
      .select({ name: lotteryCategories.name })
      .from(lotteryCategories)
      .where(eq(lotteryCategories.id, row.lotteryCategoryId));
    const correction = {
      resultId: id,
      category: category?.name ?? row.lotteryCategoryId,
      date: row.drawDate,
      before: drawInputOf(row.numbers),
      after: null,
      reason: NO_REASON_GIVEN,
      today: localDateOf(new Date(), timeZone),
    };
    await tellCompanies(tx, actor, correction, await hurtByCorrection(tx, paidBefore));
    return settledTickets;
  });
}
