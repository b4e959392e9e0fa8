// The invitation link's routes (issue 29), public: the token in the path is the credential. Rate
// limited per client address as the site's forms are (a token is 32 random bytes: guessing is out
// of reach, the limit keeps the password hashing cheap to refuse).
import { ClientInvite, ClientInviteAccept, ClientInviteAccepted, ErrorBody } from '@crm/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicErrorResponses } from '../../shared/route-schemas.js';
import { sharedRateLimitStore } from '../public-site/shared-rate-limit-store.js';
import { acceptClientInvite } from './accept-client-invite.js';
import { readClientInvite } from './read-client-invite.js';

const tokenParams = z.object({ token: z.string().max(100).describe('The token of the invitation link') });
/** 410: the invitation expired, was replaced or was already used. */
const gone = { 410: ErrorBody };

export const clientInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const store = app.sharedState ? sharedRateLimitStore(app.sharedState) : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  const { max, windowMs } = config.publicFormLimit;
  const formLimit = { max, timeWindow: windowMs };

  app.get(
    '/:token',
    {
      config: { public: true, rateLimit: { max: max * 20, timeWindow: windowMs } },
      schema: {
        tags: ['public'],
        security: [],
        summary: 'An invitation to the client portal: the address, name and language it was sent with',
        params: tokenParams,
        response: { 200: ClientInvite, ...publicErrorResponses(400, 404), ...gone },
      },
    },
    (request) => readClientInvite(database, request.params.token),
  );

  app.post(
    '/:token',
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags: ['public'],
        security: [],
        summary:
          'Accept an invitation: set the password (or tie the existing account of that address), become a client and be signed in',
        params: tokenParams,
        body: ClientInviteAccept,
        response: { 200: ClientInviteAccepted, ...publicErrorResponses(400, 404), 409: ErrorBody, ...gone },
      },
    },
    (request, reply) =>
      acceptClientInvite(
        database,
        app.auth,
        app.config.passwordHashing,
        request.params.token,
        request.body,
        request,
        reply,
      ),
  );
};
