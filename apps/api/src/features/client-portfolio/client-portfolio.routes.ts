// The client's properties and their performance (issue 29), under /api/v1/client. Each route reads
// the scope the server found for the session (scopeOf), never an id the client sends unchecked.
import { ClientPortfolioPerformance, ClientPropertyList, ClientPropertyPerformance } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { CLIENT_SECURITY, scopeOf } from '../client-access/client.routes.js';
import { clientProperties } from './client-properties.js';
import { readPortfolioPerformance } from './read-portfolio-performance.js';
import { readPropertyPerformance } from './read-property-performance.js';

const tags = ['client'];
const config = { client: true };

export const clientPortfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config: settings } = app;

  app.get(
    '/properties',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary:
          'Every property the client controls, directly or through the companies they own, with its ownership paths and share',
        response: { 200: ClientPropertyList, ...errorResponses() },
      },
    },
    (request) => clientProperties(database, scopeOf(request)),
  );

  app.get(
    '/properties/:id/performance',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary:
          "One of the client's properties: occupancy, annual rent, WALT and upcoming expiries today, NOI by year",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ClientPropertyPerformance, ...errorResponses() },
      },
    },
    (request) =>
      readPropertyPerformance(database, scopeOf(request), request.params.id, settings.timeZone, request.log),
  );

  app.get(
    '/performance',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: "The client's portfolio: each property's figures and the totals over all of them",
        response: { 200: ClientPortfolioPerformance, ...errorResponses() },
      },
    },
    (request) => readPortfolioPerformance(database, scopeOf(request), settings.timeZone),
  );
};
