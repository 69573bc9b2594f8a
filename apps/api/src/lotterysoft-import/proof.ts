import { DEFAULT_CONDITIONS, hundredthsOf, toCentimes } from '@tiraj/domain';
import { sellerSaleReport } from '../modules/sale-reports/service.ts';
import { drawKey, type ImportContext } from './context.ts';
import type { WinningEntryRow } from '../db/schema/index.ts';
import { bool, idOf, listOf, num, str, type Doc, type Dump } from './read-dump.ts';
import { storedDay } from './days.ts';
import { storedEntries } from './results.ts';
import { conditionsOf } from './settings.ts';
import type { ImportedTicket } from './tickets.ts';

interface Figures {
  sold: number;
  won: number;
}

/**
 * LotterySoft's own arithmetic on its data, apart from Tiraj's code: a ticket not deleted sells
 * its lines but the bonus ones; a line wins, at each of its game's stored result entries whose
 * number it equals as typed, its amount × the company's condition at that entry. Summed per
 * company, seller and day as the import reads each ticket.
 */
export class LotterySoftArithmetic {
  readonly figures = new Map<string, Figures>();
  private readonly results: Map<string, WinningEntryRow[]>;
  private readonly terms: Map<string, number[]>;

  constructor(dump: Pick<Dump, 'winningnumbers' | 'paymentterms'>) {
    this.results = new Map(
      dump.winningnumbers.map((doc) => [
        `${drawKey(str(doc.lotteryCategoryName))}:${storedDay(doc.date)}`,
        storedEntries(doc),
      ]),
    );
    this.terms = new Map(
      dump.paymentterms.map((doc) => [
        `${idOf(doc.subAdmin ?? doc.subAdminId)}:${drawKey(str(doc.lotteryCategoryName))}`,
        conditionsOf(doc),
      ]),
    );
  }

  add(t: ImportedTicket, lsCompanyId: string, doc: Doc) {
    const key = `${t.companyId}|${t.sellerId}|${t.drawDate}`;
    const day = this.figures.get(key) ?? { sold: 0, won: 0 };
    this.figures.set(key, day);
    if (t.deleted) return;
    const draw = drawKey(str(doc.lotteryCategoryName));
    const entries = this.results.get(`${draw}:${t.drawDate}`) ?? [];
    const term = this.terms.get(`${lsCompanyId}:${draw}`) ?? DEFAULT_CONDITIONS;
    for (const line of listOf(doc.numbers)) {
      const amount = toCentimes(num(line.amount));
      if (!bool(line.bonus, false)) day.sold += amount;
      entries.forEach((entry, i) => {
        if (
          entry.number &&
          entry.gameCategory === str(line.gameCategory) &&
          entry.number === str(line.number)
        )
          day.won += Math.round((amount * hundredthsOf(term[i] ?? 0)) / 100);
      });
    }
  }
}

/** Tiraj's sale report per seller for each day of each imported company, in centimes. */
async function tirajFigures(ctx: ImportContext, imported: ImportedTicket[]) {
  const figures = new Map<string, Figures>();
  for (const company of ctx.companies.values()) {
    const days = [
      ...new Set(imported.filter((t) => t.companyId === company.id).map((t) => t.drawDate)),
    ];
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
    for (const day of days.sort()) {
      const report = await sellerSaleReport(
        ctx.tx,
        actor,
        { fromDate: day, toDate: day },
        ctx.options.timeZone,
      );
      for (const row of report.data)
        figures.set(`${company.id}|${row._id}|${day}`, {
          sold: toCentimes(row.sum),
          won: toCentimes(row.paid),
        });
    }
  }
  return figures;
}

/** Per seller and day, Tiraj's sale report next to LotterySoft's arithmetic; kept in the report. */
export async function proveMoney(ctx: ImportContext, imported: ImportedTicket[]) {
  const theirs = ctx.arithmetic.figures;
  const ours = await tirajFigures(ctx, imported);
  const names = new Map([...ctx.users.values()].map((u) => [u.id, u.userName]));
  const companies = new Map([...ctx.companies.values()].map((c) => [c.id, c.name]));
  for (const key of new Set([...theirs.keys(), ...ours.keys()])) {
    const [companyId = '', sellerId = '', day = ''] = key.split('|');
    ctx.report.proof.push({
      company: companies.get(companyId) ?? companyId,
      seller: names.get(sellerId) ?? sellerId,
      day,
      lotterySoft: theirs.get(key) ?? { sold: 0, won: 0 },
      tiraj: ours.get(key) ?? { sold: 0, won: 0 },
    });
  }
}
