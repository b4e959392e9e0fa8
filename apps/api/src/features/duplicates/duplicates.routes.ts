import { DuplicateDismiss, DuplicatePage, DuplicateQuery } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../shared/route-schemas.js';
import { dismissDuplicate, restoreDuplicate } from './dismiss-duplicate.js';
import { findDuplicates } from './find-duplicates.js';

const tags = ['duplicates'];

/** /duplicates and its dismissals (the merges, POST /{entities|addresses}/merge and their merged
 * ids' lookups, are each kind's: records/record-routes.ts). */
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
};
