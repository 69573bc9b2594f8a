import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { GAME_CATEGORIES, localDateTimeOf } from '@tiraj/domain';
import { addTicketBody, inputText, refusedLine, type RefusedLine } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { tickets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { sellTicket } from '../seller-device/sell-ticket.ts';
import { DEVICE_MESSAGES, deviceRefusal, timeIsUp, type DeviceRefusal } from './device-answers.ts';
import { firstOffer, nextOffer, noCuts, type DeviceLine, type LimitCut } from './partial-sale.ts';

/** Offers of one sale before giving up (a BLT cut lowering a percentage cap takes a second). */
const MAX_OFFERS = 5;

const deviceLine = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  number: z.union([inputText('Number'), z.number().transform(String)]),
  // Whole gourdes on the device (getInt); a numeric string is read as its number.
  amount: z.coerce.number().int().positive(),
});

/** D5: `numbers` is a JSON array sent as a string; `sellerId` is ignored (the token's seller sells). */
export const newTicketBody = z.object({
  lotteryCategoryName: inputText('Lottery').trim().min(1).max(200),
  numbers: z.union([inputText('Numbers', { multiline: true }).max(100_000), z.array(z.unknown())]),
  sellerId: z.unknown().optional(),
});
export type NewTicketBody = z.output<typeof newTicketBody>;

interface AnswerLine {
  gameCategory: string;
  number: string;
  amount: number;
  bonus: boolean;
}

export interface NewTicketAnswer {
  success: true;
  message: string;
  ticketId?: number;
  numbers: AnswerLine[];
  lotteryCategoryName: string;
  limit_data: LimitCut[];
  block_data: { gameCategory: string; number: string }[];
}

/** The device's lines, or null when they are not a list of lines. */
export function deviceLinesOf(numbers: NewTicketBody['numbers']): DeviceLine[] | null {
  let list: unknown = numbers;
  if (typeof numbers === 'string') {
    try {
      list = JSON.parse(numbers);
    } catch {
      return null;
    }
  }
  const parsed = z.array(deviceLine).min(1).safeParse(list);
  return parsed.success ? parsed.data : null;
}

/** The lines a refusal of Tiraj's sale names (422 `details.lines`), or null for any other error. */
function refusedLinesOf(error: unknown): RefusedLine[] | null {
  if (!(error instanceof AppError) || error.statusCode !== 422) return null;
  const parsed = z
    .object({ lines: z.array(refusedLine) })
    .safeParse((error.extra.details ?? {}) as unknown);
  return parsed.success && parsed.data.lines.length ? parsed.data.lines : null;
}

const byPlace = <T>(cuts: Map<number, T>) =>
  [...cuts.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);

/**
 * Sells what can be sold of a device's ticket, as LotterySoft did, through Tiraj's one sale path:
 * each refusal of `sellTicket` is turned into a smaller offer (partial-sale.ts) until one is sold,
 * nothing is left, or the refusal is one no cut answers (closed, inactive: the original's answers).
 * Each offer is all-or-nothing in its own transaction: nothing is kept of a refused one.
 */
export async function sellFromDevice(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  body: NewTicketBody,
  now = new Date(),
): Promise<NewTicketAnswer | DeviceRefusal> {
  const lines = deviceLinesOf(body.numbers);
  if (!lines) return deviceRefusal(DEVICE_MESSAGES.saleFailed);
  const cuts = noCuts();
  let offer = firstOffer(lines);
  const answer = (message: string, sold: AnswerLine[] = [], ticketId?: number) => ({
    success: true as const,
    message,
    ...(ticketId === undefined ? {} : { ticketId }),
    numbers: sold,
    lotteryCategoryName: body.lotteryCategoryName,
    limit_data: byPlace(cuts.limited),
    block_data: byPlace(cuts.blocked),
  });

  for (let round = 0; round < MAX_OFFERS; round++) {
    if (offer.length === 0) return answer(DEVICE_MESSAGES.nothingSold);
    const ticket = addTicketBody.safeParse({
      lotteryCategoryName: body.lotteryCategoryName,
      numbers: offer.map(({ gameCategory, number, amount }) => ({ gameCategory, number, amount })),
    });
    if (!ticket.success) return deviceRefusal(DEVICE_MESSAGES.saleFailed);
    try {
      const { ticket: sold } = await sellTicket(ctx, log, seller, ticket.data, now, {
        lotterySoftNumber: true,
      });
      const numbers = sold.numbers.map((l) => ({
        gameCategory: l.gameCategory,
        number: l.number,
        amount: l.amount,
        bonus: l.bonus,
      }));
      return answer('success', numbers, await lotterySoftNumberOf(ctx, sold._id));
    } catch (error) {
      const refusal = refusedLinesOf(error);
      if (!refusal) throw error;
      const next = nextOffer(offer, refusal, cuts);
      if (next.kind === 'stop') return stopped(next.reason, ctx.config.timeZone, now, error);
      offer = next.lines;
    }
  }
  return deviceRefusal(DEVICE_MESSAGES.saleFailed);
}

function stopped(
  reason: 'closed' | 'inactive' | 'other',
  timeZone: string,
  now: Date,
  error: unknown,
): DeviceRefusal {
  if (reason === 'closed') return deviceRefusal(timeIsUp(localDateTimeOf(now, timeZone).slice(11)));
  if (reason === 'inactive') return deviceRefusal(DEVICE_MESSAGES.unauthorized);
  throw error;
}

/** The number the sale's call gave the ticket (lotterysoft-number.sql). */
async function lotterySoftNumberOf(ctx: Context, ticketId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ number: tickets.lotterySoftNumber })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row?.number ?? 0;
}
