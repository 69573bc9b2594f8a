import type { FastifyInstance } from 'fastify';

/**
 * SPEC.md §7: every call carries a JSON content type, DELETE included, with no body. Fastify's own
 * JSON parser refuses that with 400 "The request body is empty"; here an empty (or blank) JSON
 * body is no body at all, and anything else goes to Fastify's parser as before (its prototype
 * poisoning checks included). A route that needs a body still says so, by its own schema.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
