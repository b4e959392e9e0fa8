import { Comp, CompCreate, CompPage, CompQuery, CompUpdate } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { createComp } from './create-comp.js';
import { deleteComp } from './delete-comp.js';
import { queryComps } from './query-comps.js';
import { getComp } from './read-comps.js';
import { updateComp } from './update-comp.js';

const tags = ['comps'];

/** /comps: sale and lease comps (…/complete and …/history come from the kind's registration). */
export const compsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary:
          'Sale or lease comps by city, property type, area and date ranges, newest first, with the count, median, min and max price (sale) or rent (lease) per sq ft of all found',
        querystring: CompQuery,
        response: { 200: CompPage, ...errorResponses(400) },
      },
    },
    (request) => queryComps(database, request.query),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Enter a sale comp (price, cap rate, buyer, seller) or a lease comp (rent, term, tenant)',
        body: CompCreate,
        response: { 201: Comp, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => sendCreated(reply, await createComp(database, request.body, request.actor)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a comp; If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: CompUpdate,
        response: { 200: Comp, ...errorResponses(400, 404), ...staleResponse(Comp) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateComp(database, request.params.id, request.body, request.actor, expected),
        () => getComp(database.db, request.params.id),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a comp; its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteComp(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );
};
