import { asc, eq, sql } from 'drizzle-orm';
import { catalogDrawOn, coded, localDateOf } from '@tiraj/domain';
import type {
  AddDrawCatalogBody,
  DrawCatalogEntry,
  UpdateDrawCatalogBody,
  addDrawCatalogBody,
  updateDrawCatalogBody,
} from '@tiraj/domain/contracts';
import type { z } from 'zod';
import { audit, auditChange } from '../../audit.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { drawCatalog } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { calendarOf, catalogEntry } from '../../catalog/hours.ts';
import { refreshCatalogCategories } from '../../catalog/refresh.ts';

type Row = typeof drawCatalog.$inferSelect;
type AddBody = z.output<typeof addDrawCatalogBody>;
type UpdateBody = z.output<typeof updateDrawCatalogBody>;
export type { AddDrawCatalogBody, UpdateDrawCatalogBody };

/** An entry as the admin reads it, with its draw of the operator's day (5 minutes before). */
export function presentEntry(row: Row, timeZone: string, now: Date): DrawCatalogEntry {
  const date = localDateOf(now, timeZone);
  const draw = catalogDrawOn(calendarOf(row), date, timeZone);
  return {
    _id: row.id,
    state: row.state,
    drawName: row.drawName,
    game3Name: row.game3Name,
    game4Name: row.game4Name,
    game3Time: row.game3Time,
    game4Time: row.game4Time,
    timeZone: row.timeZone,
    weekdays: row.weekdays,
    holidays: row.holidays,
    sourceUrl: row.sourceUrl,
    verifiedOn: row.verifiedOn,
    autoConfirm: row.autoConfirm,
    source: row.source,
    today: { date, draws: draw.draws, drawTime: draw.drawTime, closeTime: draw.endTime },
  };
}

export async function listDrawCatalog(db: Db, timeZone: string, now = new Date()) {
  const rows = await db
    .select()
    .from(drawCatalog)
    .orderBy(asc(drawCatalog.state), asc(drawCatalog.game3Time));
  return rows.map((row) => presentEntry(row, timeZone, now));
}

async function assertDrawFree(db: Db | Tx, state: string, drawName: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: drawCatalog.id })
    .from(drawCatalog)
    .where(
      sql`lower(${drawCatalog.state}) = ${state.toLowerCase()} and lower(${drawCatalog.drawName}) = ${drawName.toLowerCase()}`,
    );
  if (clash && clash.id !== exceptId)
    throw conflict(coded('draw_catalog.taken', { state, drawName }));
}

/** What the journal keeps of an entry: every field the admin sets. */
const logged = (r: Row) => ({
  state: r.state,
  drawName: r.drawName,
  game3Name: r.game3Name,
  game4Name: r.game4Name,
  game3Time: r.game3Time,
  game4Time: r.game4Time,
  timeZone: r.timeZone,
  weekdays: r.weekdays.join(','),
  holidays: r.holidays.join(','),
  sourceUrl: r.sourceUrl,
  verifiedOn: r.verifiedOn,
  autoConfirm: r.autoConfirm,
  source: r.source,
});

export async function addDrawCatalog(
  db: Db,
  actor: SessionUser,
  body: AddBody,
  timeZone: string,
  now = new Date(),
) {
  await assertDrawFree(db, body.state, body.drawName);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(drawCatalog)
      .values({
        ...body,
        holidays: body.holidays ?? [],
        sourceUrl: body.sourceUrl ?? null,
        verifiedOn: body.verifiedOn ?? null,
        autoConfirm: body.autoConfirm ?? false,
        source: body.source ?? null,
      })
      .returning();
    await audit(tx, actor, 'create', 'draw-catalog', row!.id, logged(row!));
    return presentEntry(row!, timeZone, now);
  });
}

/**
 * Changes an entry (only the fields sent) and, with it, the hours of the categories made from it:
 * a draw time, zone or day changed moves their close at once.
 */
export async function updateDrawCatalog(
  db: Db,
  actor: SessionUser,
  id: string,
  changes: UpdateBody,
  timeZone: string,
  now = new Date(),
) {
  const row = await db.transaction(async (tx) => {
    const was = await catalogEntry(tx, id, true);
    const set = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<Row>;
    const state = set.state ?? was.state;
    const drawName = set.drawName ?? was.drawName;
    if (set.state || set.drawName) await assertDrawFree(tx, state, drawName, id);
    const [row] = Object.keys(set).length
      ? await tx
          .update(drawCatalog)
          .set({ ...set, updatedAt: now })
          .where(eq(drawCatalog.id, id))
          .returning()
      : [was];
    if (Object.keys(set).length)
      await auditChange(tx, actor, 'draw-catalog', id, logged(was), logged(row!), {
        name: `${was.state} ${was.drawName}`,
      });
    return row!;
  });
  await refreshCatalogCategories(db, timeZone, now, actor, id);
  return presentEntry(row, timeZone, now);
}
