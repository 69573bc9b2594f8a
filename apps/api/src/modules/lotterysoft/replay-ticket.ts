import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inputText } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { lotteryCategories, tickets } from '../../db/schema/index.ts';
import type { Context } from '../../http/types.ts';
import { sellerCategories } from '../seller-device/seller-queries.ts';
import { DEVICE_MESSAGES, deviceRefusal, type DeviceRefusal } from './device-answers.ts';
import { deviceTicketLines, gourdesDown, ticketOfSeller } from './device-tickets.ts';

/** D14: which ticket to replay (number or `_id`, its day and draw), and into which draw. */
const text = (label: string) => inputText(label).trim().max(200);

export const replayBody = z.object({
  tId: z.union([text('Ticket'), z.number().int().transform(String)]),
  date: text('Date').optional(),
  lottery: text('Lottery').optional(),
  newLottery: text('Lottery').min(1),
});
export type ReplayBody = z.output<typeof replayBody>;

/** A replayed line. `bonus` is always there: the app reads it with `getBoolean` and drops a line without it. */
export interface ReplayLine {
  gameCategory: string;
  number: string;
  amount: number;
  bonus: boolean;
}

/**
 * Loads the lines of one of the seller's own tickets for a new sale in `newLottery` (the app then
 * sells them with `newticket`, through every rule): refused when that draw is not open now.
 * Bonus lines are not the customer's bet, so they are not replayed: every line offered is a paid
 * one, `bonus: false`.
 */
export async function replayTicket(
  ctx: Context,
  seller: CompanyUser,
  body: ReplayBody,
  now = new Date(),
): Promise<{ success: true; numbers: ReplayLine[] } | DeviceRefusal> {
  const day = body.date?.slice(0, 10);
  const [ticket] = await ctx.db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
    .where(
      and(
        ticketOfSeller(seller, body.tId),
        isNull(tickets.deletedAt),
        day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? eq(tickets.drawDate, day) : undefined,
        body.lottery
          ? sql`lower(${lotteryCategories.name}) = ${body.lottery.toLowerCase()}`
          : undefined,
      ),
    )
    .orderBy(desc(tickets.soldAt))
    .limit(1);
  if (!ticket) return deviceRefusal(DEVICE_MESSAGES.replayNotFound);
  const draws = await sellerCategories(ctx.db, ctx.config.timeZone, now);
  const target = draws.find((d) => d.lotteryName.toLowerCase() === body.newLottery.toLowerCase());
  if (!target?.open) return deviceRefusal(DEVICE_MESSAGES.replayClosed);
  // The app sells what it is offered as whole gourdes (newticket refuses 0): a line of a
  // point-of-sale ticket with centimes is offered rounded down, one under a gourde not at all.
  const lines = await deviceTicketLines(ctx.db, [ticket.id], gourdesDown);
  return {
    success: true,
    numbers: lines
      .filter((l) => !l.bonus && l.amount > 0)
      .map(({ gameCategory, number, amount, bonus }) => ({ gameCategory, number, amount, bonus })),
  };
}
