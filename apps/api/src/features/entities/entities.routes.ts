import {
  CountersReset,
  Entity,
  EntityComplete,
  EntityCreate,
  EntityCreateOrUpdate,
  EntityPage,
  EntityQuery,
  EntityUpdate,
  RecordCount,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, ifMatchHeaders, staleResponse } from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { myContactsVary } from './contact-filters.js';
import { countEntities } from './count-entities.js';
import { createEntity } from './create-entity.js';
import { createOrUpdateEntity } from './create-or-update-entity.js';
import { getEntityComplete } from './get-entity-complete.js';
import { queryEntities } from './query-entities.js';
import { resetCounters } from './reset-counters.js';
import { updateEntity } from './update-entity.js';

const tags = ['entities'];

export const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/count',
    {
      config: { cache: true },
      schema: { tags, summary: 'Number of contacts', response: { 200: RecordCount, ...errorResponses() } },
    },
    () => countEntities(database),
  );

  app.get(
    '/query',
    {
      // "My contacts" are the asker's: their answers are cached per actor.
      config: { cache: true, cacheVary: myContactsVary },
      schema: {
        tags,
        summary:
          "Search contacts by name, alt name, nickname or company (substring, any case or accent), role and user-type flags, a linked address's city or province, representative (or me), linked email or number",
        querystring: EntityQuery,
        response: { 200: EntityPage, ...errorResponses(400) },
      },
    },
    (request) => queryEntities(database, request.query, request.actor),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a contact',
        body: EntityCreate,
        response: { 201: Entity, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendCreated(reply, await createEntity(database, request.body, request.actor)),
  );

  app.post(
    '/create_or_update',
    {
      schema: {
        tags,
        summary: 'Record a showcase lead: match by email then number, else create; link email and number',
        body: EntityCreateOrUpdate,
        response: { 200: EntityComplete, 201: EntityComplete, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { created, entity } = await createOrUpdateEntity(database, request.body, request.actor);
      return reply.status(created ? 201 : 200).send(entity);
    },
  );

  app.put(
    '/reset',
    {
      schema: {
        tags,
        summary: 'Recompute every n_linked_* counter and record total from the links',
        response: { 200: CountersReset, ...errorResponses() },
      },
    },
    (request) => resetCounters(database, request.actor),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a contact (If-Match: only if still at that version)',
        params: idParams,
        headers: ifMatchHeaders,
        body: EntityUpdate,
        response: { 200: Entity, ...errorResponses(400, 404), ...staleResponse(EntityComplete) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateEntity(database, request.params.id, request.body, request.actor, expected),
        () => getEntityComplete(database, request.params.id),
      ),
  );
};
