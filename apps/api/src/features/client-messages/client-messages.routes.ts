// The client's messages to their representative (issue 29), under /api/v1/client: a client's
// session only, each read and written for the signed-in client (request.client), never for an id
// the client sends. Writing is limited per account, so a client cannot flood their representative.
import { ClientMessage, ClientMessageInput, ClientMessageList, ErrorBody } from '@crm/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { CLIENT_SECURITY, scopeOf } from '../client-access/client.routes.js';
import { sharedRateLimitStore } from '../public-site/shared-rate-limit-store.js';
import { listClientMessages } from './list-client-messages.js';
import { sendClientMessage } from './send-client-message.js';

const tags = ['client'];
/** Messages a client may send in an hour. */
export const CLIENT_MESSAGE_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

export const clientMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;
  // Counted per client account (the credential ran first, in the /api/v1 scope); with REDIS_URL,
  // one count for every process and host.
  const store = app.sharedState ? sharedRateLimitStore(app.sharedState) : undefined;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => (request.client ? `client:${request.client.userId}` : request.ip),
    ...(store ? { store } : {}),
  });

  app.post(
    '/messages',
    {
      config: { client: true, rateLimit: CLIENT_MESSAGE_LIMIT },
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary:
          'Write to your representative ("ask a question", "request a hold/sell review"), optionally about one of your properties: an acknowledgement is emailed to you',
        body: ClientMessageInput,
        response: { 201: ClientMessage, ...errorResponses(400), 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const mail = {
        mailer,
        inbox: config.mailTo,
        alertTo: config.contactAlertTo,
        publicUrl: config.publicUrl,
        log: request.log,
      };
      const message = await sendClientMessage(database, mail, scopeOf(request), request.body);
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/messages',
    {
      config: { client: true },
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: 'Your messages to your representative, newest first, each with the answers you received',
        response: { 200: ClientMessageList, ...errorResponses() },
      },
    },
    (request) => listClientMessages(database.db, scopeOf(request).userId),
  );
};
