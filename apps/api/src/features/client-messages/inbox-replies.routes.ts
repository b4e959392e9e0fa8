// Staff answers to a client's message (issue 29), under /api/v1/inbox beside the inbox's own
// routes: written by a signed-in staff member, mailed to the client and kept on the thread.
import { InboxIdParams, InboxReply, InboxReplyInput, InboxReplyList } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { listReplies } from './list-replies.js';
import { replyToClient } from './reply-to-client.js';

const tags = ['inbox'];

export const inboxRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;

  app.get(
    '/:id/replies',
    {
      schema: {
        tags,
        summary: "The answers staff gave to a client's message, oldest first",
        params: InboxIdParams,
        response: { 200: InboxReplyList, ...errorResponses(400, 404) },
      },
    },
    (request) => listReplies(database, request.params.id),
  );

  app.post(
    '/:id/replies',
    {
      schema: {
        tags,
        summary:
          "Answer a client's message (a signed-in staff member): the answer is emailed to the client in their language and kept on the thread they read in the portal; the item is marked handled",
        params: InboxIdParams,
        body: InboxReplyInput,
        response: { 201: InboxReply, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const mail = {
        mailer,
        inbox: config.mailTo,
        publicUrl: config.publicUrl,
        timeZone: config.timeZone,
        log: request.log,
      };
      const answer = await replyToClient(database, mail, request.params.id, request.body, request.actor);
      return reply.status(201).send(answer);
    },
  );
};
