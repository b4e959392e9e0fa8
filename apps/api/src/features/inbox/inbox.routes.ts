import {
  InboxCountQuery,
  InboxIdParams,
  InboxItem,
  InboxItemDetail,
  InboxItemUpdate,
  InboxPage,
  InboxQuery,
  RecordCount,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { countInbox } from './count-inbox.js';
import { createContactFromItem } from './create-contact-from-item.js';
import { getInboxItem } from './get-inbox-item.js';
import { myInboxVary, queryInbox } from './query-inbox.js';
import { updateInboxItem } from './update-inbox-item.js';

const tags = ['inbox'];

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/',
    {
      // "My contacts'" items and those assigned to me are the asker's: cached per actor.
      config: { cache: true, cacheVary: myInboxVary },
      schema: {
        tags,
        summary:
          'The leads inbox: contact-form messages, showcase access requests and /ext/receive messages, newest first',
        querystring: InboxQuery,
        response: { 200: InboxPage, ...errorResponses(400) },
      },
    },
    (request) => queryInbox(database, request.query, request.actor),
  );

  app.get(
    '/count',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: 'Number of inbox items (status=new: the badge beside the portal’s navigation)',
        querystring: InboxCountQuery,
        response: { 200: RecordCount, ...errorResponses(400) },
      },
    },
    (request) => countInbox(database, request.query),
  );

  app.get(
    '/:id',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: 'An inbox item with its NDA acceptance (showcase) and the contacts matching its sender',
        params: InboxIdParams,
        response: { 200: InboxItemDetail, ...errorResponses(400, 404) },
      },
    },
    (request) => getInboxItem(database, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "Mark an inbox item handled (who and when are kept) or new again, and/or link it to a contact (its NDA acceptance follows; add_sender also links the sender's email and number)",
        params: InboxIdParams,
        body: InboxItemUpdate,
        response: { 200: InboxItem, ...errorResponses(400, 404) },
      },
    },
    (request) => updateInboxItem(database, request.params.id, request.body, request.actor),
  );

  app.post(
    '/:id/contact',
    {
      schema: {
        tags,
        summary:
          'Create a contact from the item’s sender (name, company, email and phone linked) and link the item to it',
        params: InboxIdParams,
        response: { 201: InboxItem, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContactFromItem(database, request.params.id, request.actor)),
  );
};
