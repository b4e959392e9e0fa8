// Refuses a lone UTF-16 surrogate anywhere in a request's parsed text (body, query string, path
// parameters; names as well as values) with 400 val.surrogate, before any schema runs
// (shared/well-formed.ts says why).
import type { FastifyInstance } from 'fastify';
import { assertWellFormed } from '../shared/well-formed.js';

export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertWellFormed({ params: request.params, querystring: request.query, body: request.body });
  });
}
