import {
  AddressComplete,
  AddressMerge,
  DuplicateDismiss,
  DuplicatePage,
  DuplicateQuery,
  EntityComplete,
  EntityMerge,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../shared/route-schemas.js';
import { getAddressComplete } from '../addresses/get-address-complete.js';
import { getEntityComplete } from '../entities/get-entity-complete.js';
import { dismissDuplicate, restoreDuplicate } from './dismiss-duplicate.js';
import { findDuplicates } from './find-duplicates.js';
import { mergeRecords } from './merge-records.js';

const tags = ['duplicates'];

/** /duplicates, /entities/merge and /addresses/merge (the merged ids' lookups are each kind's:
 * records/record-routes.ts). */
export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/duplicates',
    {
      schema: {
        tags,
        summary:
          'Candidate duplicate pairs of contacts or addresses, strongest first, without dismissed pairs',
        querystring: DuplicateQuery,
        response: { 200: DuplicatePage, ...errorResponses(400) },
      },
    },
    (request) => findDuplicates(database, request.query),
  );

  app.post(
    '/duplicates/dismiss',
    {
      schema: {
        tags,
        summary: 'Mark a pair "not duplicates": it leaves the list for good',
        body: DuplicateDismiss,
        response: { 204: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await dismissDuplicate(database, request.body, request.actor);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/duplicates/dismiss',
    {
      schema: {
        tags,
        summary: 'Undo "not duplicates": the pair may be listed again',
        body: DuplicateDismiss,
        response: { 204: noContent, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await restoreDuplicate(database, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/entities/merge',
    {
      schema: {
        tags,
        summary: 'Merge contacts into one: chosen fields, links moved, merged contacts removed',
        body: EntityMerge,
        response: { 200: EntityComplete, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await mergeRecords(database, 'entities', request.body, request.actor);
      return getEntityComplete(database, request.body.into);
    },
  );

  app.post(
    '/addresses/merge',
    {
      schema: {
        tags,
        summary: 'Merge addresses into one: chosen fields, links moved, merged addresses removed',
        body: AddressMerge,
        response: { 200: AddressComplete, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await mergeRecords(database, 'addresses', request.body, request.actor);
      return getAddressComplete(database, request.body.into);
    },
  );
};
