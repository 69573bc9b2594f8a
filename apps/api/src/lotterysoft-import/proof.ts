import { and, eq, isNull } from 'drizzle-orm';
import { toCentimes } from '@tiraj/domain';
import { tickets } from '../db/schema/index.ts';
import { sellerSaleReport } from '../modules/sale-reports/service.ts';
import type { ImportContext, ImportedCompany } from './context.ts';
import { lotterySoftLedger, type Figures } from './ledger.ts';

/** The draw days Tiraj now holds tickets of for the company (all imported: the company is new). */
async function tirajDays(ctx: ImportContext, companyId: string) {
  const rows = await ctx.tx
    .selectDistinct({ day: tickets.drawDate })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), isNull(tickets.deletedAt)));
  return rows.map((r) => r.day);
}

/** Tiraj's sale report per seller on each of those days, in centimes, keyed `seller|day`. */
async function tirajFigures(ctx: ImportContext, company: ImportedCompany, days: Set<string>) {
  const figures = new Map<string, Figures>();
  const actor = {
    id: company.ownerId,
    role: 'subadmin' as const,
    userName: company.ownerName,
    companyId: company.id,
    companyName: company.name,
    supervisorId: null,
    language: null,
    sessionId: 'lotterysoft-import',
  };
  for (const day of [...days].sort()) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) continue; // a ticket LotterySoft kept without a date
    const report = await sellerSaleReport(
      ctx.tx,
      actor,
      { fromDate: day, toDate: day },
      ctx.options.timeZone,
    );
    for (const row of report.data)
      figures.set(`${row._id}|${day}`, { sold: toCentimes(row.sum), won: toCentimes(row.paid) });
  }
  return figures;
}

/**
 * Per seller and draw day, Tiraj's sale report after the import next to LotterySoft's arithmetic
 * on the dump's raw documents (ledger.ts, which shares no reading with the importer); kept in the
 * report. Only the import's id map (LotterySoft id → Tiraj id) joins the two sides.
 */
export async function proveMoney(ctx: ImportContext) {
  const ledger = lotterySoftLedger(ctx.dump, new Set(ctx.companies.keys()));
  const names = new Map([...ctx.users.values()].map((u) => [u.id, u.userName]));
  for (const [lsCompanyId, company] of ctx.companies) {
    const theirs = new Map<string, Figures>();
    for (const [key, figures] of ledger) {
      const [companyId = '', lsSeller = '', day = ''] = key.split('|');
      if (companyId !== lsCompanyId) continue;
      // A seller the import did not bring would be a difference under its LotterySoft id.
      theirs.set(`${ctx.users.get(lsSeller)?.id ?? lsSeller}|${day}`, figures);
    }
    const days = new Set([
      ...[...theirs.keys()].map((k) => k.split('|')[1]!),
      ...(await tirajDays(ctx, company.id)),
    ]);
    const ours = await tirajFigures(ctx, company, days);
    const keys = [...new Set([...theirs.keys(), ...ours.keys()])].sort((a, b) => {
      const [sa = '', da = ''] = a.split('|');
      const [sb = '', db = ''] = b.split('|');
      return da.localeCompare(db) || (names.get(sa) ?? sa).localeCompare(names.get(sb) ?? sb);
    });
    for (const key of keys) {
      const [sellerId = '', day = ''] = key.split('|');
      ctx.report.proof.push({
        company: company.name,
        seller: names.get(sellerId) ?? sellerId,
        day,
        lotterySoft: theirs.get(key) ?? { sold: 0, won: 0 },
        tiraj: ours.get(key) ?? { sold: 0, won: 0 },
      });
    }
  }
}
