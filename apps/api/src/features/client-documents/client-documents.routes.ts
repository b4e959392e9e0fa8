// Staff's documents shared with clients (issue 29): share with one contact's client or with every
// client of a property (multipart: file, title), list what a contact's client sees with its
// downloads, delete. @fastify/multipart is registered in this plugin only.
import { ClientDocumentUpload, ErrorBody, StaffClientDocument, StaffClientDocumentList } from '@crm/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { addClientDocument, type ShareTarget } from './add-client-document.js';
import { deleteClientDocument } from './delete-client-document.js';
import { listEntityDocuments } from './list-entity-documents.js';
import { readClientDocumentForm } from './read-client-document-form.js';

const tags = ['client sharing'];
const created = { 201: StaffClientDocument, ...errorResponses(400, 404, 413), 415: ErrorBody };

export const clientDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files } = app;
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart);

  const share = (target: ShareTarget) => async (request: Parameters<typeof readClientDocumentForm>[0]) => {
    const upload = await readClientDocumentForm(request, maxBytes);
    return addClientDocument(database, files, target, upload, maxBytes, request.actor);
  };

  app.post(
    '/entities/:id/documents',
    {
      config: { multipartBody: ClientDocumentUpload },
      schema: {
        tags,
        summary:
          "Share a document with this contact's client (multipart: file, title, optional address_id of one of their properties); the file is judged by its content",
        params: idParams,
        consumes: ['multipart/form-data'],
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await share({ entity: request.params.id })(request)),
  );

  app.post(
    '/addresses/:id/client-documents',
    {
      config: { multipartBody: ClientDocumentUpload.omit({ address_id: true }) },
      schema: {
        tags,
        summary:
          'Share a document with every client of this property (multipart: file, title): its clients are read from the ownership walk at each request, so the client of a new owner sees it too',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await share({ address: request.params.id })(request)),
  );

  app.get(
    '/entities/:id/documents',
    {
      schema: {
        tags,
        summary:
          "The documents this contact's client sees (shared with the contact, or with a property it controls now), newest first, each with its downloads",
        params: idParams,
        response: { 200: StaffClientDocumentList, ...errorResponses(404) },
      },
    },
    (request) => listEntityDocuments(database, request.params.id),
  );

  app.delete(
    '/client-documents/:id',
    {
      schema: {
        tags,
        summary: 'Stop sharing a document: its file and download log go',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteClientDocument(database, files, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
