import { randomBytes } from 'node:crypto';
import { DEFAULT_CONDITIONS, GAME_CATEGORIES, ticketCodeFrom } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import { ticketLines, tickets } from '../../src/db/schema/index.ts';

/** A day `n` days after `from` (YYYY-MM-DD). */
export const dayAfter = (from: string, n: number) =>
  new Date(Date.parse(`${from}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const numberOf = (game: string, i: number) => {
  const digits = String(10_000 + ((i * 7919) % 90_000));
  if (game === 'MRG') return `${digits.slice(1, 3)}×${digits.slice(3, 5)}`;
  const length = game === 'BLT' ? 2 : game === 'L3C' ? 3 : game.startsWith('L4C') ? 4 : 5;
  return digits.slice(5 - length);
};

/**
 * Sells `perDay` tickets a day for `days` days, inserted in bulk (a sale each
 * through the API would take minutes). Each ticket has as many lines as the
 * demo's (a BLT line and 2–25 more, 15 on average), so a list's size is
 * what an operator's would be.
 */
export async function seedTicketWeeks(
  db: Db,
  shop: { companyId: string; sellerId: string; lotteryCategoryId: string },
  from: string,
  days: number,
  perDay: number,
) {
  const rows: (typeof tickets.$inferInsert & { drawDate: string })[] = [];
  for (let day = 0; day < days; day++)
    for (let n = 0; n < perDay; n++) {
      const drawDate = dayAfter(from, day);
      rows.push({
        companyId: shop.companyId,
        ticketCode: ticketCodeFrom(randomBytes(8)),
        sellerId: shop.sellerId,
        lotteryCategoryId: shop.lotteryCategoryId,
        drawDate,
        soldAt: new Date(Date.parse(`${drawDate}T12:00:00Z`) + n * 60_000),
        // 10 HTG a line (centimes): the lines below
        totalAmount: (3 + (rows.length % 24)) * 1000,
        multipliers: [...DEFAULT_CONDITIONS],
      });
    }
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(tickets)
      .values(rows.slice(i, i + 500))
      .returning({ id: tickets.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const lines = ids.flatMap((ticketId, t) =>
    Array.from({ length: 3 + (t % 24) }, (_, position) => {
      const game =
        position === 0 ? 'BLT' : GAME_CATEGORIES[(t + position) % GAME_CATEGORIES.length]!;
      return {
        ticketId,
        companyId: shop.companyId,
        sellerId: shop.sellerId,
        lotteryCategoryId: shop.lotteryCategoryId,
        drawDate: rows[t]!.drawDate,
        position,
        gameCategory: game,
        number: numberOf(game, t * 31 + position),
        amount: 1000,
      };
    }),
  );
  for (let i = 0; i < lines.length; i += 4000)
    await db.insert(ticketLines).values(lines.slice(i, i + 4000));
  return { tickets: ids.length, lines: lines.length };
}
