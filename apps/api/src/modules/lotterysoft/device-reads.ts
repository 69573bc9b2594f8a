import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { localDateTimeOf } from '@tiraj/domain';
import { inputText } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { deleteAndAnnounceTicket } from '../../ticketing/delete-ticket.ts';
import { sellerCategories } from '../seller-device/seller-queries.ts';
import { DEVICE_MESSAGES, deviceRefusal } from './device-answers.ts';
import { deviceRange, deviceTickets, findSellerTicket } from './device-tickets.ts';

// The calls LotterySoft's app and Tiraj's clients share a path for (D3, D6, D12): answered in the
// app's shapes when the session is a LotterySoft device's (shared-paths.ts decides by its mark).

/** D3: the draws, as the app's first screen lists them. */
export async function deviceDraws(ctx: Context) {
  const draws = await sellerCategories(ctx.db, ctx.config.timeZone);
  return {
    success: true as const,
    data: draws.map(({ _id, lotteryName, startTime, endTime }) => ({
      _id,
      lotteryName,
      startTime,
      endTime,
    })),
  };
}

/** D4: is a draw open for sale now (Tiraj's rule: its window, and no result posted yet). */
export async function deviceTimeCheck(ctx: Context, lotId: string, now = new Date()) {
  const draws = await sellerCategories(ctx.db, ctx.config.timeZone, now);
  const draw = draws.find((d) => d._id === lotId);
  if (!draw) throw notFound('lottery_category.not_found');
  return {
    success: true as const,
    data: draw.open,
    time: localDateTimeOf(now, ctx.config.timeZone).slice(11),
    startTime: draw.startTime,
    endTime: draw.endTime,
  };
}

/** D6: the seller's own tickets, not deleted. */
export async function deviceTicketList(ctx: Context, seller: CompanyUser, query: unknown) {
  const range = deviceRange.parse(query);
  return { success: true as const, data: await deviceTickets(ctx.db, seller, range, false) };
}

/**
 * D12: the seller cancels its own ticket (by `_id` or number) under Tiraj's rules: the company's
 * cancel window, the draw still open. Any refusal of those is the app's one message.
 */
export async function deviceDeleteTicket(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  id: string,
) {
  const ticketId = await findSellerTicket(ctx.db, seller, id);
  if (!ticketId) return deviceRefusal(DEVICE_MESSAGES.ticketNotFound);
  try {
    await deleteAndAnnounceTicket(ctx, log, seller, ticketId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422)
      return deviceRefusal(DEVICE_MESSAGES.cancelTooLate);
    throw error;
  }
  return { success: true as const, message: DEVICE_MESSAGES.ticketDeleted };
}

/** The `:id` of D12/D13: whatever the app put there. */
export const ticketParam = z.object({ id: inputText('Ticket').trim().min(1).max(100) });
