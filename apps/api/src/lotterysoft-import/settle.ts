import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { audit } from '../audit.ts';
import { lotterySoftCounters, serverSettings, tickets } from '../db/schema/index.ts';
import { settleDraw } from '../settlement/settle-draw.ts';
import type { ImportContext } from './context.ts';
import { resultKey, type Results } from './results.ts';
import { localDay } from './days.ts';
import type { ImportedTicket } from './tickets.ts';

export const PAID_OUT_NOTE =
  'Imported from LotterySoft, which never recorded payouts: marked paid out at the import so it cannot be paid twice.';

/** Every imported draw that has a result is settled by Tiraj's own settlement. */
export async function settleImported(
  ctx: ImportContext,
  imported: ImportedTicket[],
  results: Results,
) {
  const draws = new Map(imported.map((t) => [resultKey(t.drawId, t.drawDate), t]));
  const today = localDay(ctx.now, ctx.options.timeZone);
  for (const [key, t] of draws) {
    const entries = results.get(key);
    if (!entries) {
      const name = [...ctx.draws.values()].find((d) => d.id === t.drawId)?.name ?? t.drawId;
      ctx.report.other.push(
        t.drawDate >= today
          ? `${name} ${t.drawDate}: not drawn yet; its imported tickets count in no limit total (import after the day's last draw)`
          : `${name} ${t.drawDate}: LotterySoft has no result; its tickets stay unsettled until one is posted`,
      );
      continue;
    }
    await settleDraw(ctx.tx, t.drawId, t.drawDate, entries);
    ctx.report.count('draws settled');
  }
}

/**
 * Winners of the imported companies are marked paid out (now, by the importing admin), except
 * those of draws from `--unpaid-since` on, which stay payable. One audit record per company says so.
 */
export async function markOldWinnersPaid(ctx: ImportContext) {
  for (const company of ctx.companies.values()) {
    const winners = and(
      eq(tickets.companyId, company.id),
      gt(tickets.paidAmount, 0),
      isNull(tickets.deletedAt),
      isNull(tickets.paidOutAt),
    );
    const since = ctx.options.unpaidSince;
    const paid = await ctx.tx
      .update(tickets)
      .set({
        paidOutAt: ctx.now,
        paidOutBy: ctx.admin.id,
        paidOutAmount: sql`${tickets.paidAmount}`,
      })
      .where(and(winners, since ? lt(tickets.drawDate, since) : undefined))
      .returning({ amount: tickets.paidOutAmount });
    const [left] = await ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(winners);
    ctx.report.paidOut += paid.length;
    ctx.report.payable += left?.n ?? 0;
    await audit(ctx.tx, actorOf(ctx, company.id), 'pay-out', 'lotterysoft-import', company.id, {
      note: PAID_OUT_NOTE,
      tickets: paid.length,
      amount: paid.reduce((sum, t) => sum + (t.amount ?? 0), 0),
      unpaidSince: since ?? null,
    });
  }
}

const actorOf = (ctx: ImportContext, companyId: string | null) => ({
  id: ctx.admin.id,
  role: 'admin' as const,
  userName: ctx.admin.userName,
  companyId,
  companyName: null,
  supervisorId: null,
  language: null,
  sessionId: 'lotterysoft-import',
});

/** The key that marks a LotterySoft company as imported: a second run on the same dump is refused. */
export const markerKey = (lsCompanyId: string) => `lotterysoft-import:${lsCompanyId}`;

/** Refuses a dump whose companies were imported before (by LotterySoft company id). */
export async function refuseRepeat(ctx: ImportContext, lsCompanyIds: string[], names: string[]) {
  if (!lsCompanyIds.length) return;
  const found = await ctx.tx
    .select()
    .from(serverSettings)
    .where(inArray(serverSettings.key, lsCompanyIds.map(markerKey)));
  if (!found.length) return;
  const first = JSON.parse(found[0]!.value) as { company: string; importedAt: string };
  throw new Error(
    `Already imported: ${first.company} came from this LotterySoft database on ${first.importedAt} (${found.length} of ${names.length} companies). Re-running the import is refused; nothing was written.`,
  );
}

export async function writeMarkers(ctx: ImportContext) {
  for (const [lsId, company] of ctx.companies) {
    await ctx.tx.insert(serverSettings).values({
      key: markerKey(lsId),
      value: JSON.stringify({
        company: company.name,
        companyId: company.id,
        importedAt: ctx.now.toISOString(),
      }),
    });
    await audit(ctx.tx, actorOf(ctx, company.id), 'create', 'lotterysoft-import', company.id, {
      counts: Object.fromEntries(ctx.report.counts),
    });
  }
}

/**
 * A LotterySoft device selling on a draw of today (or later) goes on from the numbers imported
 * for it: the counters start at the highest one, so the app never prints a number twice.
 */
export async function continueDeviceNumbers(ctx: ImportContext) {
  const ids = [...ctx.companies.values()].map((c) => c.id);
  if (!ids.length) return;
  const today = localDay(ctx.now, ctx.options.timeZone);
  const rows = await ctx.tx
    .select({
      sellerId: tickets.sellerId,
      lotteryCategoryId: tickets.lotteryCategoryId,
      drawDate: tickets.drawDate,
      lastNumber: sql<number>`max(${tickets.lotterySoftNumber})::int`,
    })
    .from(tickets)
    .where(
      and(
        inArray(tickets.companyId, ids),
        gte(tickets.drawDate, today),
        isNotNull(tickets.lotterySoftNumber),
      ),
    )
    .groupBy(tickets.sellerId, tickets.lotteryCategoryId, tickets.drawDate);
  if (rows.length) await ctx.tx.insert(lotterySoftCounters).values(rows);
}
