// The client's side of updates and documents (issue 29), under /api/v1/client: their feed of
// updates and its attachments, their documents and downloads, and their own mail preferences.
// Each route reads through the scope the server found for the session (scopeOf), never an id the
// client sends unchecked: another client's record is 403, logged.
import { ClientDocumentList, ClientMe, ClientPreferences, ClientUpdateList } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../shared/route-schemas.js';
import { CLIENT_SECURITY, scopeOf } from '../client-access/client.routes.js';
import { listClientDocuments } from '../client-documents/list-client-documents.js';
import { readClientDocument } from '../client-documents/read-client-document.js';
import { sendDocument } from '../listings/send-document.js';
import { listClientUpdates } from './list-client-updates.js';
import { readUpdateFile } from './read-update-file.js';
import { updateClientPreferences } from './update-client-preferences.js';

const tags = ['client'];
const config = { client: true };
const file = { 200: z.string().describe('The file'), ...errorResponses(404) };

export const clientSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files } = app;

  app.get(
    '/updates',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: 'The updates published to the client, newest first, in their language',
        response: { 200: ClientUpdateList, ...errorResponses() },
      },
    },
    (request) => listClientUpdates(database, scopeOf(request)),
  );

  app.get(
    '/updates/:id/files/:fileId',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: 'An attachment of an update published to the client (403 for any other)',
        params: z.object({ id: z.string(), fileId: z.string() }),
        produces: ['application/octet-stream'],
        response: file,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readUpdateFile(database, files, scopeOf(request), request.params, request.log),
      ),
  );

  app.get(
    '/documents',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary:
          "The documents shared with the client's contact or a company they represent, or with a property they control, newest first",
        response: { 200: ClientDocumentList, ...errorResponses() },
      },
    },
    (request) => listClientDocuments(database, scopeOf(request)),
  );

  app.get(
    '/documents/:id',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary:
          'Download a document shared with the client, recorded in its download log (403 for any other)',
        params: idParams,
        produces: ['application/octet-stream'],
        response: file,
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const who = { client, log: request.log };
      return sendDocument(
        reply,
        await readClientDocument(database, files, scopeOf(request), request.params.id, who),
      );
    },
  );

  app.put(
    '/me',
    {
      config,
      schema: {
        tags,
        security: CLIENT_SECURITY,
        summary: 'Change the client’s own preferences: updates by email, the language of mail',
        body: ClientPreferences,
        response: { 200: ClientMe, ...errorResponses(400) },
      },
    },
    (request) => updateClientPreferences(database, scopeOf(request), request.body),
  );
};
