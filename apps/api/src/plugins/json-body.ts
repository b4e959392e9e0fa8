// The JSON body parser of every route outside /api/auth (which reads its raw body itself).
//
// An empty body sent as application/json is no body. Many clients send the same header set on
// every call, DELETE and body-less PUT included (the spec's own client sends a fixed one); Fastify's
// parser refused those with FST_ERR_CTP_EMPTY_JSON_BODY. The route's schema then decides: a route
// that takes no body runs, one that needs a body answers its own 400 (err.bodyRequired), exactly
// as when no content type is sent at all.
//
// Anything else goes through Fastify's own parser (secure-json-parse), with __proto__ and
// constructor.prototype keys refused, as before.
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    secureParse(request, body as string, done);
  });
}
