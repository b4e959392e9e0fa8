import { Message, ReceiveMessage, SendMessage } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { receiveMessage } from './receive-message.js';
import { sendMessage } from './send-message.js';

const tags = ['ext'];

export const extRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;
  app.post(
    '/send',
    {
      schema: {
        tags,
        summary:
          'Store a message to a contact and send it by mail (502 if the mail fails; the message stays stored)',
        body: SendMessage,
        response: { 201: Message, ...errorResponses(400, 502) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(database, mailer, request.body, request.actor)),
  );
  app.post(
    '/receive',
    {
      schema: {
        tags,
        summary: 'Store an incoming message and forward it to the company inbox (MAIL_TO)',
        body: ReceiveMessage,
        response: { 201: Message, ...errorResponses(400, 502) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await receiveMessage(database, mailer, config.mailTo, request.body, request.actor)),
  );
};
