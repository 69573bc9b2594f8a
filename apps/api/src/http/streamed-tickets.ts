import type { FastifyRequest } from 'fastify';

/**
 * A per-call rewrite of each ticket of a streamed list. A whole ticket list is written a ticket
 * at a time, past the serialization hooks that reshape other answers, so a feature that reshapes
 * answers for some callers (LotterySoft's dashboard: `seller` as an id) says here, while the
 * call arrives, how its tickets are to look; features never import each other.
 */
const shapes = new WeakMap<FastifyRequest, (ticket: unknown) => unknown>();

export function shapeStreamedTickets(request: FastifyRequest, shape: (ticket: unknown) => unknown) {
  shapes.set(request, shape);
}

/** How `request`'s streamed tickets look: as they are, unless a feature said otherwise. */
export const streamedTicketShape = (request: FastifyRequest) =>
  shapes.get(request) ?? ((ticket: unknown) => ticket);
