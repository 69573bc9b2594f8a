import { and, eq } from 'drizzle-orm';
import {
  deriveWinningNumbers,
  drawInputOf,
  entriesUnderLayout,
  LOTTERYSOFT_RESULT_LAYOUT,
  PAYMENT_TERM_LAYOUT,
} from '@tiraj/domain';
import {
  messages,
  paymentAlerts,
  winningNumbers,
  type WinningEntryRow,
} from '../db/schema/index.ts';
import { drawKey, type ImportContext } from './context.ts';
import { storedDay } from './days.ts';
import { dateOf, idOf, listOf, str, type Doc } from './read-dump.ts';

/** LotterySoft's 16 entries in Tiraj's order (by game and position), as stored. */
function storedEntries(doc: Doc): WinningEntryRow[] {
  const stored = listOf(doc.numbers);
  return PAYMENT_TERM_LAYOUT.map(({ gameCategory, position }) => {
    const entry = stored.find(
      (e) => str(e.gameCategory) === gameCategory && Number(e.position ?? 1) === position,
    );
    return { gameCategory, position, number: str(entry?.number) };
  });
}

/** `draw id:yyyy-MM-dd` → the entries a draw settles with, as Tiraj stores them. */
export type Results = Map<string, WinningEntryRow[]>;
export const resultKey = (drawId: string, day: string) => `${drawId}:${day}`;

/**
 * Results with their 16 entries kept as LotterySoft stored them, for the tickets sold under it;
 * an entry that differs from Tiraj's derivation of the four drawn values under LotterySoft's
 * layout is reported. An entry whose digits Tiraj's layout changed (L5C 3, issue 36) holds
 * Tiraj's derivation: only a ticket sold under Tiraj's layout reads it, and LotterySoft's stored
 * one (L3C·1st, fixed by the Pick 3 alone) must never pay such a ticket. Imported tickets read
 * their L5C 3 from L3C and the 1st lot (payout-positions.ts). A result Tiraj already has is kept.
 */
export async function importResults(ctx: ImportContext): Promise<Results> {
  const results: Results = new Map();
  for (const doc of ctx.dump.winningnumbers) {
    const name = str(doc.lotteryCategoryName);
    const draw = ctx.draws.get(drawKey(name));
    const day = storedDay(doc.date);
    if (!draw || !day) {
      ctx.report.results.push(
        `Result of "${name}" on ${day || '?'}: its draw no longer exists: not imported`,
      );
      continue;
    }
    const stored = storedEntries(doc);
    const derived = deriveWinningNumbers(drawInputOf(stored));
    const asLotterySoft = entriesUnderLayout(derived, LOTTERYSOFT_RESULT_LAYOUT);
    const changed = (i: number) => asLotterySoft[i]!.number !== derived[i]!.number;
    const numbers = stored.map((entry, i) => (changed(i) ? derived[i]! : entry));
    stored.forEach((entry, i) => {
      const expected = asLotterySoft[i]!.number;
      if (entry.number !== expected)
        ctx.report.results.push(
          `${draw.name} ${day}: ${entry.gameCategory} ${entry.position} stored "${entry.number}", Tiraj derives "${expected}" (${changed(i) ? 'Tiraj pays it from the four drawn values' : 'kept as stored'}${entry.gameCategory === 'MRG' ? '; Tiraj pays MRG from the three lots' : ''})`,
        );
    });
    const [existing] = await ctx.tx
      .select({ numbers: winningNumbers.numbers })
      .from(winningNumbers)
      .where(and(eq(winningNumbers.lotteryCategoryId, draw.id), eq(winningNumbers.drawDate, day)));
    if (existing) {
      if (JSON.stringify(existing.numbers) !== JSON.stringify(numbers))
        ctx.report.results.push(
          `${draw.name} ${day}: Tiraj already has another result: Tiraj's kept`,
        );
      results.set(resultKey(draw.id, day), existing.numbers);
      continue;
    }
    await ctx.tx
      .insert(winningNumbers)
      .values({ lotteryCategoryId: draw.id, drawDate: day, numbers });
    results.set(resultKey(draw.id, day), numbers);
    ctx.report.count('results');
  }
  return results;
}

const textOf = (doc: Doc) => str(doc.message ?? doc.content ?? doc.text);

/** Chat between a company and its sellers: text messages (voice and files are reported). */
export async function importMessages(ctx: ImportContext) {
  for (const doc of ctx.dump.messages) {
    const sender = ctx.users.get(idOf(doc.sender ?? doc.senderId));
    const receiver = ctx.users.get(idOf(doc.receiver ?? doc.receiverId));
    if (!sender && !receiver) continue;
    const seller = [sender, receiver].find((u) => u?.role === 'seller');
    const company = ctx.companies.get(seller?.lsCompanyId ?? '');
    const type = str(doc.type) || 'text';
    const where = `Message from ${sender?.userName ?? '?'} to ${receiver?.userName ?? '?'}`;
    if (!sender || !receiver || !seller || !company) {
      ctx.report.other.push(`${where}: not between a company and one of its sellers: not imported`);
      continue;
    }
    if (type !== 'text') {
      ctx.report.other.push(`${where}: a ${type} message (its file is not copied): not imported`);
      continue;
    }
    const at = dateOf(doc.createdAt ?? doc.date) ?? ctx.now;
    await ctx.tx.insert(messages).values({
      companyId: company.id,
      senderId: sender.id,
      receiverId: receiver.id,
      sellerId: seller.id,
      content: textOf(doc),
      type: 'text',
      createdAt: at,
      readAt: doc.isRead === false || doc.read === false ? null : at,
    });
    ctx.report.count('chat messages');
  }
}

/** The admin's payment alerts to companies. */
export async function importPaymentAlerts(ctx: ImportContext) {
  for (const doc of ctx.dump.paymentalerts) {
    const company = ctx.companies.get(idOf(doc.subAdmin ?? doc.subAdminId ?? doc.company));
    if (!company) continue;
    const date = storedDay(doc.date ?? doc.createdAt) || ctx.now.toISOString().slice(0, 10);
    await ctx.tx
      .insert(paymentAlerts)
      .values({ companyId: company.id, message: textOf(doc), date });
    ctx.report.count('payment alerts');
  }
}
