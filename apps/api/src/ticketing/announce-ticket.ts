import type { FastifyBaseLogger } from 'fastify';
import type { Context } from '../http/types.ts';

export interface TicketOfDraw {
  id: string;
  companyId: string;
  sellerId: string;
  lotteryCategoryId: string;
  drawDate: string;
}

/**
 * Tells the company's risk boards, on every instance, that a ticket of a draw was
 * sold or deleted (ids only: they refetch). Called once the change is committed;
 * a failed announcement costs only the live update, never the sale.
 */
export async function announceTicket(ctx: Context, log: FastifyBaseLogger, t: TicketOfDraw) {
  await ctx.events
    .publish([
      {
        kind: 'sale',
        companyId: t.companyId,
        sellerId: t.sellerId,
        lotteryCategoryId: t.lotteryCategoryId,
        drawDate: t.drawDate,
        ticketId: t.id,
      },
    ])
    .catch((error: unknown) => log.error({ err: error }, 'sale notice not published'));
}
