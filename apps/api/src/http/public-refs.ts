import { publicTicketPath } from '@tiraj/domain';
import type { FastifyRequest } from 'fastify';
import type { PublicRefs } from '../ticketing/public-ref.ts';
import type { App } from './types.ts';

type TicketRecord = Record<string, unknown> & { _id: string; ticketId: string };

/** A ticket as the API answers it (contracts `ticket` and `ticketSummary`). */
const isTicket = (value: Record<string, unknown>): value is TicketRecord =>
  typeof value._id === 'string' && typeof value.ticketId === 'string' && 'sellerCompany' in value;

/** The tickets of an answer: its data, a list's items, a check's `ticket` (a few levels down only). */
function ticketsIn(value: unknown, found: TicketRecord[] = [], depth = 0): TicketRecord[] {
  if (depth > 3 || !value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) ticketsIn(item, found, depth + 1);
    return found;
  }
  const record = value as Record<string, unknown>;
  if (isTicket(record)) found.push(record);
  else for (const child of Object.values(record)) ticketsIn(child, found, depth + 1);
  return found;
}

/** Where the public page is reached: PUBLIC_URL when set, else the address this call came to. */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * Stamps tickets with their public reference and link, for an answer to `request` (the secret
 * read once): the hook below for ordinary answers, and the streamed ticket lists, which no hook sees.
 */
export async function publicRefStamper(
  request: FastifyRequest,
  refs: PublicRefs,
  publicUrl: string | undefined,
): Promise<
  (ticket: { _id: string; ticketId: string }) => { publicRef: string; publicUrl: string }
> {
  const sign = await refs.signer();
  const origin = originOf(request, publicUrl);
  return (ticket) => {
    const publicRef = sign(ticket);
    return { publicRef, publicUrl: `${origin}${publicTicketPath(publicRef)}` };
  };
}

/**
 * Every ticket in an API answer carries its public reference and link (issue 29): one hook, so a
 * new route answering tickets has them without remembering to. The public page's own answer
 * names no ticket ID and is left alone.
 */
export function registerPublicRefs(app: App, refs: PublicRefs, publicUrl: string | undefined) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !payload || typeof payload !== 'object') return payload;
    if (!/^\/api\/(?!public\/)/i.test(request.url)) return payload;
    const tickets = ticketsIn(payload);
    // Most answers hold no ticket: no secret read.
    if (tickets.length === 0) return payload;
    const stamp = await publicRefStamper(request, refs, publicUrl);
    for (const ticket of tickets) Object.assign(ticket, stamp(ticket));
    return payload;
  });
}
