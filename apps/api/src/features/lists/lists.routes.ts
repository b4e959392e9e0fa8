import {
  ContactList,
  DuePage,
  DueQuery,
  ListCreate,
  ListMemberPage,
  ListMemberParams,
  ListMemberQuery,
  ListMembersAdd,
  ListMembersAdded,
  ListPage,
  ListQuery,
  ListUpdate,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { addListMembers } from './add-list-members.js';
import { createList } from './create-list.js';
import { deleteList } from './delete-list.js';
import { findList } from './list-spec.js';
import { queryDueMembers } from './query-due-members.js';
import { queryListMembers } from './query-list-members.js';
import { queryLists } from './query-lists.js';
import { removeListMember } from './remove-list-member.js';
import { updateList } from './update-list.js';

const tags = ['lists'];

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: "Lists by name: everyone's, or the caller's own (me=true)",
        querystring: ListQuery,
        response: { 200: ListPage, ...errorResponses(400) },
      },
    },
    (request) => queryLists(database, request.query, request.actor),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Save a contact search as a dynamic list, or make a static list to pick contacts into; a cadence makes it a call list',
        body: ListCreate,
        response: { 201: ContactList, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createList(database, request.body, request.actor)),
  );

  app.get(
    '/due',
    {
      schema: {
        tags,
        summary:
          "Members of call lists to call today: never called, or next call on or before today (the caller's lists with me=true)",
        querystring: DueQuery,
        response: { 200: DuePage, ...errorResponses(400) },
      },
    },
    (request) => queryDueMembers(database, request.query, request.actor, config.timeZone),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A list: its kind, search (dynamic), cadence and owner',
        params: idParams,
        response: { 200: ContactList, ...errorResponses(404) },
      },
    },
    (request) => findList(database.db, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Rename a list, change a dynamic list's search, or set its cadence (null: not a call list)",
        params: idParams,
        body: ListUpdate,
        response: { 200: ContactList, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => updateList(database, request.params.id, request.body, request.actor),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a list (its contacts stay)',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteList(database, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary:
          "A page of a list's members with their next call date: a static list's by name, a dynamic list's search run now",
        params: idParams,
        querystring: ListMemberQuery,
        response: { 200: ListMemberPage, ...errorResponses(400, 404) },
      },
    },
    (request) => queryListMembers(database, request.params.id, request.query, config.timeZone),
  );

  app.post(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'Add contacts to a static list (a dynamic list: 400); answers how many were not members yet',
        params: idParams,
        body: ListMembersAdd,
        response: { 200: ListMembersAdded, ...errorResponses(400, 404) },
      },
    },
    (request) => addListMembers(database, request.params.id, request.body),
  );

  app.delete(
    '/:id/members/:entity_id',
    {
      schema: {
        tags,
        summary: 'Remove a contact from a static list (a dynamic list: 400)',
        params: ListMemberParams,
        response: { 204: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await removeListMember(database, request.params.id, request.params.entity_id);
      return reply.status(204).send(null);
    },
  );
};
