import { Activity, ActivityCreate, ActivityPage, ActivityQuery, ActivityUpdate } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { createActivity } from './create-activity.js';
import { deleteActivity } from './delete-activity.js';
import { queryActivities } from './query-activities.js';
import { getActivity } from './read-activities.js';
import { updateActivity } from './update-activity.js';

const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Activities newest first, optionally about one contact or address, of one kind',
        querystring: ActivityQuery,
        response: { 200: ActivityPage, ...errorResponses(400) },
      },
    },
    (request) => queryActivities(database, request.query),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Log a call, meeting, email or note (by the signed-in staff member; none for an API key)',
        body: ActivityCreate,
        response: { 201: Activity, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, await createActivity(database, request.body, request.actor, config.timeZone)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change the given fields of an activity you logged (an API key: any); If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: ActivityUpdate,
        response: { 200: Activity, ...errorResponses(400, 404), ...staleResponse(Activity) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateActivity(database, request.params.id, request.body, request.actor, expected),
        () => getActivity(database.db, request.params.id),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an activity you logged (an API key: any); its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteActivity(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );
};
