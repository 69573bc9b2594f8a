import { and, eq } from 'drizzle-orm';
import { catalogDrawOn } from '@tiraj/domain';
import type { Db, Tx } from '../../db/client.ts';
import { drawCatalog, resultProposals } from '../../db/schema/index.ts';
import type { ResolvedCategory } from '../../lottery-category.ts';

/**
 * Issue 40: a result typed by hand for a draw the sources proposed is a manual entry, journaled
 * with what the sources said beside it (the clerk corrected or set the proposal aside).
 */
export async function proposalsBeside(
  db: Db | Tx,
  category: ResolvedCategory,
  date: string,
  timeZone: string,
) {
  if (!category.catalogId) return {};
  const [entry] = await db.select().from(drawCatalog).where(eq(drawCatalog.id, category.catalogId));
  if (!entry) return {};
  const { lotteryDate } = catalogDrawOn(entry, date, timeZone);
  const rows = await db
    .select()
    .from(resultProposals)
    .where(and(eq(resultProposals.catalogId, entry.id), eq(resultProposals.drawDate, lotteryDate)));
  if (rows.length === 0) return {};
  return {
    proposal: rows.map((p) => ({ id: p.id, source: p.source, pick3: p.pick3, pick4: p.pick4 })),
    status: 'manual',
  };
}
