import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicRefStamper } from '../../http/public-refs.ts';
import { streamedTicketShape } from '../../http/streamed-tickets.ts';
import type { Context } from '../../http/types.ts';
import type { TicketOrder } from '../../ticketing/ticket-query.ts';

import { ticketBatches } from '../../ticketing/ticket-stream.ts';

/**
 * Answers every ticket matching `where` as the list's usual JSON (`{success, data, more}`),
 * written a batch at a time as the database is read: a bank's whole day (tens of thousands of
 * tickets with their lines) never sits in memory at once. No serializer or hook sees a stream,
 * so each ticket gets here its public reference (http/public-refs.ts) and, for LotterySoft's
 * dashboard, the shape that feature asked for (http/streamed-tickets.ts). A failure halfway cuts the answer short (the
 * client sees broken JSON, never a shorter list that looks whole).
 */
export async function sendWholeTicketList(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  where: SQL | undefined,
  order: TicketOrder,
) {
  const stamp = await publicRefStamper(request, ctx.publicRefs, ctx.config.publicUrl);
  const shape = streamedTicketShape(request);
  async function* body() {
    yield '{"success":true,"data":[';
    let first = true;
    for await (const batch of ticketBatches(ctx.db, where, order)) {
      const text = batch
        .map((ticket) => JSON.stringify(shape({ ...ticket, ...stamp(ticket) })))
        .join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield '],"more":false}';
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(body(), { objectMode: false }));
}
