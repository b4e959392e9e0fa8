import { OwnershipGraph, OwnershipQuery } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../shared/route-schemas.js';
import { getAddressOwners } from './get-address-owners.js';
import { getEntityPortfolio } from './get-entity-portfolio.js';

/** Both walks take an id and `?depth=` and answer the graph. Cached as the other reads: any commit
 * invalidates the entry, so a new link shows at once. */
const walkOptions = (summary: string) => ({
  config: { cache: true },
  schema: {
    tags: ['ownership'],
    summary,
    params: idParams,
    querystring: OwnershipQuery,
    response: { 200: OwnershipGraph, ...errorResponses(400, 404) },
  },
});

/** Who controls a property and what a contact controls (issue 17, ADR 0025). */
export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/addresses/:id/owners',
    walkOptions(
      'The owners of an address: each chain up through its owner roles and OWNER links to the contacts nobody owns, with its depth',
    ),
    (request) => getAddressOwners(database, request.params.id, request.query),
  );

  app.get(
    '/entities/:id/portfolio',
    walkOptions(
      'The portfolio of a contact: every address it controls directly or through contacts it owns, each with its path, and the totals',
    ),
    (request) => getEntityPortfolio(database, request.params.id, request.query),
  );
};
