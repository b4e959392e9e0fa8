// The client portal's routes (issue 29), under /api/v1/client: each is `config: { client: true }`,
// so only a signed-in client reaches it (plugins/credentials.ts), and each reads through
// `request.client`, the scope the server found for the session, never an id the client sends.
import { ClientMe } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import type { ClientScope } from './client-scope.js';
import { readClientMe } from './read-client-me.js';

const tags = ['client'];
export const CLIENT_SECURITY = [{ clientSession: [] }];

/** The scope a client route's credential set: never null past the credential. */
export const scopeOf = (request: { client: ClientScope | null }): ClientScope => {
  if (!request.client) throw new Error('a client route ran without a client credential');
  return request.client;
};

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/me',
    {
      config: { client: true },
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: 'The signed-in client: their contact, the companies they represent, their representative',
        response: { 200: ClientMe, ...errorResponses() },
      },
    },
    (request) => readClientMe(database, scopeOf(request)),
  );
};
