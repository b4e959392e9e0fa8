import { TimelinePage, TimelineQuery } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../shared/route-schemas.js';
import { getTimeline } from './get-timeline.js';
import { TIMELINES } from './timeline-sources.js';

const summary = (noun: string, sources: string) =>
  `The timeline of ${noun}: ${sources} and its history, newest first; kind filters one activity kind, activity, task, inbox or history`;

// No response cache, as the history (history-options.ts): a page must show a write at once.
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  app.get(
    '/entities/:id/timeline',
    {
      schema: {
        tags: ['entities'],
        summary: summary('a contact', 'its activities, tasks, inbox items'),
        params: idParams,
        querystring: TimelineQuery,
        response: { 200: TimelinePage, ...errorResponses(400, 404) },
      },
    },
    (request) => getTimeline(database, TIMELINES.entities, request.params.id, request.query),
  );
  app.get(
    '/addresses/:id/timeline',
    {
      schema: {
        tags: ['addresses'],
        summary: summary('an address', 'its activities, tasks'),
        params: idParams,
        querystring: TimelineQuery,
        response: { 200: TimelinePage, ...errorResponses(400, 404) },
      },
    },
    (request) => getTimeline(database, TIMELINES.addresses, request.params.id, request.query),
  );
};
