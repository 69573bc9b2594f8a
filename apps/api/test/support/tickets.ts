import { DEFAULT_CONDITIONS, normaliseNumber, toCentimes, type GameCategory } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { ticketLines, tickets } from '../../src/db/schema/index.ts';
import { unique } from './factories.ts';

/**
 * Inserts a sold ticket directly, for tests of what happens after a sale
 * (settlement, reports). Amounts in HTG (to the centime, as a sale rounds them); lines'
 * numbers are normalised.
 */
export async function insertTicket(
  db: Db,
  t: {
    companyId: string;
    sellerId: string;
    lotteryCategoryId: string;
    drawDate: string;
    lines: { game: GameCategory; number: string; amount: number; bonus?: boolean }[];
    multipliers?: readonly number[];
    /** a code as printed (`K7M4-2QXP`); by default a unique one that is not */
    ticketCode?: string;
  },
) {
  const total = t.lines.filter((l) => !l.bonus).reduce((s, l) => s + toCentimes(l.amount), 0);
  const [ticket] = await db
    .insert(tickets)
    .values({
      companyId: t.companyId,
      ticketCode: t.ticketCode ?? unique('T').slice(0, 11).toUpperCase(),
      sellerId: t.sellerId,
      lotteryCategoryId: t.lotteryCategoryId,
      drawDate: t.drawDate,
      totalAmount: total,
      multipliers: [...(t.multipliers ?? DEFAULT_CONDITIONS)],
    })
    .returning();
  await db.insert(ticketLines).values(
    t.lines.map((l) => ({
      ticketId: ticket!.id,
      companyId: t.companyId,
      sellerId: t.sellerId,
      lotteryCategoryId: t.lotteryCategoryId,
      drawDate: t.drawDate,
      gameCategory: l.game,
      number: normaliseNumber(l.game, l.number) ?? l.number,
      amount: toCentimes(l.amount),
      bonus: l.bonus ?? false,
    })),
  );
  return ticket!;
}
