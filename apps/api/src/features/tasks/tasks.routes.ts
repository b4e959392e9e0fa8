import { Task, TaskCreate, TaskPage, TaskQuery, TaskUpdate } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { createTask } from './create-task.js';
import { deleteTask } from './delete-task.js';
import { queryTasks } from './query-tasks.js';
import { getTask } from './read-tasks.js';
import { updateTask } from './update-task.js';

const tags = ['tasks'];

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary:
          'Tasks soonest due first: one assignee’s (or yours, me=true), open or done, due before a day, about a contact or address',
        querystring: TaskQuery,
        response: { 200: TaskPage, ...errorResponses(400) },
      },
    },
    (request) => queryTasks(database, request.query, request.actor),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create an open task for a staff member, due on a day (and time, in their time zone)',
        body: TaskCreate,
        response: { 201: Task, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, await createTask(database, request.body, request.actor, config.timeZone)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change the given fields of a task; status done records who and when (If-Match: only if still at that version)',
        params: idParams,
        headers: ifMatchHeaders,
        body: TaskUpdate,
        response: { 200: Task, ...errorResponses(400, 404), ...staleResponse(Task) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) =>
          updateTask(database, request.params.id, request.body, request.actor, config.timeZone, expected),
        () => getTask(database.db, request.params.id),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a task; its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteTask(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );
};
