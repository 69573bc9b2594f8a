import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_CONDITIONS,
  isGameCategory,
  LOTTERYSOFT_RESULT_LAYOUT,
  normaliseNumber,
  onlineTicketCode,
  toCentimes,
} from '@tiraj/domain';
import { MAX_TICKET_LINES } from '@tiraj/domain/contracts';
import { paymentTerms, ticketLines, tickets } from '../db/schema/index.ts';
import { drawKey, type ImportContext } from './context.ts';
import { ticketReading } from './days.ts';
import { bool, dateOf, idOf, listOf, num, str, type Doc } from './read-dump.ts';

const BATCH = 500;

/**
 * PostgreSQL's protocol counts a statement's parameters in 16 bits: one insert of more than
 * 65,535 values fails ("bind message has 34534 parameter formats but 0 parameters" for one
 * 10,000-line ticket, 100,030 values), and took the whole import with it. Rows go in statements
 * that stay under it, whatever one ticket holds.
 */
const MAX_PARAMETERS = 65_535;
function inStatements<T extends object>(rows: T[]): T[][] {
  if (!rows.length) return [];
  const perRow = rows.reduce((most, row) => Math.max(most, Object.keys(row).length), 1);
  const size = Math.floor(MAX_PARAMETERS / perRow);
  const statements: T[][] = [];
  for (let at = 0; at < rows.length; at += size) statements.push(rows.slice(at, at + size));
  return statements;
}

/** A ticket as imported, kept for the settlement. */
export interface ImportedTicket {
  companyId: string;
  sellerId: string;
  drawId: string;
  drawDate: string;
  deleted: boolean;
}

/** Each company's payment term per draw now (the rates a ticket takes: LotterySoft kept none on it). */
async function termsOf(ctx: ImportContext) {
  const ids = [...ctx.companies.values()].map((c) => c.id);
  const rows = ids.length
    ? await ctx.tx.select().from(paymentTerms).where(inArray(paymentTerms.companyId, ids))
    : [];
  const terms = new Map(rows.map((r) => [`${r.companyId}:${r.lotteryCategoryId}`, r.conditions]));
  return (companyId: string, drawId: string) =>
    terms.get(`${companyId}:${drawId}`) ?? [...DEFAULT_CONDITIONS];
}

/** A line as Tiraj stores it: centimes, a mariage ascending; a number that fits no game is kept and reported. */
function lineOf(ctx: ImportContext, entry: Doc, where: string) {
  const game = str(entry.gameCategory);
  const typed = str(entry.number);
  const number = isGameCategory(game) ? normaliseNumber(game, typed) : null;
  if (!number)
    ctx.report.other.push(
      `${where}: line ${game} "${typed}" fits no game of Tiraj (kept as it was)`,
    );
  const amount = toCentimes(num(entry.amount));
  if (!Number.isFinite(amount) || amount < 0)
    ctx.report.other.push(
      `${where}: line ${game} "${typed}" has no amount ("${str(entry.amount)}"): kept at 0`,
    );
  return {
    gameCategory: game,
    number: number ?? typed,
    amount: Number.isFinite(amount) && amount > 0 ? amount : 0,
    bonus: bool(entry.bonus, false),
  };
}

/** Tickets with their lines, LotterySoft number and a new Tiraj code, in batches. */
export async function importTickets(ctx: ImportContext): Promise<ImportedTicket[]> {
  const termOf = await termsOf(ctx);
  const sellersInDump = new Set(ctx.dump.users.map((u) => idOf(u._id)));
  const codes = new Set<string>();
  const numbers = new Set<string>();
  const imported: ImportedTicket[] = [];
  let ticketRows: (typeof tickets.$inferInsert)[] = [];
  let lineRows: (typeof ticketLines.$inferInsert)[] = [];
  const flush = async () => {
    for (const rows of inStatements(ticketRows)) await ctx.tx.insert(tickets).values(rows);
    for (const rows of inStatements(lineRows)) await ctx.tx.insert(ticketLines).values(rows);
    ticketRows = [];
    lineRows = [];
  };
  let done = 0;
  for (const doc of ctx.dump.tickets()) {
    done++;
    if (done % 10_000 === 0) ctx.options.progress?.(done);
    const lsSeller = idOf(doc.seller);
    const seller = ctx.users.get(lsSeller);
    const ticketNo = num(doc.ticketId);
    const where = `Ticket ${Number.isFinite(ticketNo) ? ticketNo : str(doc._id)}`;
    if (!seller || seller.role !== 'seller') {
      // Another company's (--company) is simply not taken; a seller the dump lacks is reported.
      if (!sellersInDump.has(lsSeller))
        ctx.report.other.push(`${where}: its seller is not in the dump: not imported`);
      continue;
    }
    const company = ctx.companies.get(seller.lsCompanyId)!;
    const lines = listOf(doc.numbers).map((entry) =>
      lineOf(ctx, entry, `${company.name} ${where}`),
    );
    const sold = lines.filter((l) => !l.bonus).reduce((sum, l) => sum + l.amount, 0);
    const draw = ctx.draws.get(drawKey(str(doc.lotteryCategoryName)));
    if (!draw) {
      ctx.report.missingDraw(str(doc.lotteryCategoryName), sold);
      continue;
    }
    const { drawDate, soldAt } = ticketReading.dates(doc, ctx.now, ctx.options.timeZone);
    let lotterySoftNumber: number | null = Number.isInteger(ticketNo) ? ticketNo : null;
    const numberKey = `${seller.id}:${draw.id}:${drawDate}:${lotterySoftNumber}`;
    if (lotterySoftNumber !== null && numbers.has(numberKey)) {
      ctx.report.other.push(
        `${company.name} ${where} of ${seller.userName}, ${draw.name} ${drawDate}: its number is used twice that day (the second kept without it)`,
      );
      lotterySoftNumber = null;
    }
    numbers.add(numberKey);
    if (lines.length > MAX_TICKET_LINES)
      ctx.report.other.push(
        `${company.name} ${where} of ${seller.userName}, ${draw.name} ${drawDate}: ${lines.length} lines (Tiraj's sale takes at most ${MAX_TICKET_LINES} a ticket): imported as sold`,
      );
    // Never in the offline codes' space: an offline ticket's printed code stays free (issue 37).
    let ticketCode = onlineTicketCode(randomBytes);
    while (codes.has(`${company.id}:${ticketCode}`)) ticketCode = onlineTicketCode(randomBytes);
    codes.add(`${company.id}:${ticketCode}`);
    const id = randomUUID();
    const deleted = bool(doc.isDelete, false);
    ticketRows.push({
      id,
      companyId: company.id,
      ticketCode,
      sellerId: seller.id,
      supervisorId: seller.supervisorId,
      lotteryCategoryId: draw.id,
      drawDate,
      soldAt,
      totalAmount: sold,
      paidAmount: 0,
      multipliers: termOf(company.id, draw.id),
      deletedAt: deleted ? (dateOf(doc.updatedAt) ?? soldAt) : null,
      lotterySoftNumber,
      // Sold under LotterySoft's layout (L5C 3 = L3C·1st): it settles by it (issue 36).
      resultLayout: LOTTERYSOFT_RESULT_LAYOUT,
    });
    lines.forEach((line, position) =>
      lineRows.push({
        ticketId: id,
        companyId: company.id,
        sellerId: seller.id,
        lotteryCategoryId: draw.id,
        drawDate,
        position,
        ...line,
      }),
    );
    const ticket = {
      companyId: company.id,
      sellerId: seller.id,
      drawId: draw.id,
      drawDate,
      deleted,
    };
    imported.push(ticket);
    ctx.report.count(deleted ? 'tickets (deleted)' : 'tickets');
    if (ticketRows.length >= BATCH || lineRows.length >= 8 * BATCH) await flush();
  }
  await flush();
  ctx.options.progress?.(done);
  return imported;
}
