// Staff's updates to clients (issue 29): publish (JSON, or multipart with attachments), list,
// withdraw. @fastify/multipart is registered in this plugin only: every other route keeps the
// API's JSON-only rule.
import { ErrorBody, StaffUpdate, StaffUpdateList, StaffUpdateQuery, UpdateUploadForm } from '@crm/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { createUpdate } from './create-update.js';
import { deleteUpdate } from './delete-update.js';
import { listUpdates } from './list-updates.js';
import { readUpdateForm } from './read-update-form.js';

const tags = ['client sharing'];

export const clientUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files } = app;
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart);

  app.post(
    '/updates',
    {
      config: { multipartBody: UpdateUploadForm },
      schema: {
        tags,
        summary:
          "Publish an update to one client ('client'), to every client of a property ('property': its owners walked up, read now) or to every client ('all'); each recipient who did not opt out is emailed once, in their language. Multipart (update: UpdateInput as JSON, 0–5 file parts judged by their content), or UpdateInput as a JSON body without attachments",
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: StaffUpdate, ...errorResponses(400, 404, 409, 413), 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const upload = await readUpdateForm(request, maxBytes);
      const mail = { mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log };
      const update = await createUpdate(database, files, upload, maxBytes, request.actor, mail);
      return reply.status(201).send(update);
    },
  );

  app.get(
    '/updates',
    {
      schema: {
        tags,
        summary: "The latest 100 updates, newest first; narrowed to a contact's client or a property",
        querystring: StaffUpdateQuery,
        response: { 200: StaffUpdateList, ...errorResponses(400) },
      },
    },
    (request) => listUpdates(database, request.query),
  );

  app.delete(
    '/updates/:id',
    {
      schema: {
        tags,
        summary: "Withdraw an update from every client's feed (its record stays)",
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteUpdate(database, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
