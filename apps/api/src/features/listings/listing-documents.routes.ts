// A listing's deal room, staff side: its documents (multipart upload, list, edit, reorder, delete,
// download) and its leads' levels. @fastify/multipart is registered in this plugin only: every
// other route keeps the API's JSON-only rule (415 for any other body).
import {
  ErrorBody,
  LeadLevel,
  LeadLevelBody,
  LeadLevelList,
  LeadParams,
  ListingActivityPage,
  ListingActivityQuery,
  ListingDocument,
  ListingDocumentList,
  ListingDocumentParams,
  ListingDocumentUpdate,
  ListingDocumentUpload,
} from '@crm/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { addListingDocument } from './add-listing-document.js';
import { deleteListingDocument } from './delete-listing-document.js';
import { listListingActivity } from './list-listing-activity.js';
import { listListingDocuments } from './list-listing-documents.js';
import { listListingLeads } from './list-listing-leads.js';
import { readDocumentForm } from './read-document-form.js';
import { readListingDocumentFile } from './read-listing-document-file.js';
import { sendDocument } from './send-document.js';
import { setLeadLevel } from './set-lead-level.js';
import { updateListingDocument } from './update-listing-document.js';

const tags = ['listings'];

export const listingDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files } = app;
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart);

  app.post(
    '/:id/documents',
    {
      config: { multipartBody: ListingDocumentUpload },
      schema: {
        tags,
        summary:
          "Add a document to a listing's deal room (multipart: file, title, level), last in its list; the file is judged by its content",
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: ListingDocument, ...errorResponses(400, 404, 413), 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentForm(request, maxBytes);
      const { id } = request.params;
      const document = await addListingDocument(database, files, id, upload, maxBytes, request.actor);
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/:id/documents',
    {
      schema: {
        tags,
        summary: "A listing's documents in their order, each with its access level",
        params: idParams,
        response: { 200: ListingDocumentList, ...errorResponses(404) },
      },
    },
    (request) => listListingDocuments(database, request.params.id),
  );

  app.put(
    '/:id/documents/:docId',
    {
      schema: {
        tags,
        summary: "Change a document's title, access level or place in the list (the others close up)",
        params: ListingDocumentParams,
        body: ListingDocumentUpdate,
        response: { 200: ListingDocument, ...errorResponses(400, 404) },
      },
    },
    (request) => {
      const { id, docId } = request.params;
      return updateListingDocument(database, id, docId, request.body, request.actor);
    },
  );

  app.delete(
    '/:id/documents/:docId',
    {
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: ListingDocumentParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      await deleteListingDocument(database, files, id, docId, request.actor);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/documents/:docId/file',
    {
      schema: {
        tags,
        summary:
          "Download a document as uploaded (staff: whatever its level, never stamped); logged in the listing's activity",
        params: ListingDocumentParams,
        produces: ['application/octet-stream'],
        // A stream, sent as it is, never through the JSON serializer.
        response: { 200: z.string().describe('The file'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const who = { actor: request.actor, client };
      return sendDocument(reply, await readListingDocumentFile(database, files, request.params, who));
    },
  );

  app.get(
    '/:id/activity',
    {
      schema: {
        tags,
        summary:
          "Which leads are reading what: the listing's document views and downloads (visitors' and staff's) and its agreement's acceptances, newest first",
        params: idParams,
        querystring: ListingActivityQuery,
        response: { 200: ListingActivityPage, ...errorResponses(400, 404) },
      },
    },
    (request) => listListingActivity(database, request.params.id, request.query),
  );

  app.get(
    '/:id/leads',
    {
      schema: {
        tags,
        summary: "A listing's leads: each contact's name and level (agreement or approved)",
        params: idParams,
        response: { 200: LeadLevelList, ...errorResponses(404) },
      },
    },
    (request) => listListingLeads(database, request.params.id),
  );

  app.put(
    '/:id/leads/:entity_id',
    {
      schema: {
        tags,
        summary:
          "Set a contact's level on a listing (agreement or approved); when it rises the lead is emailed",
        params: LeadParams,
        body: LeadLevelBody,
        response: { 200: LeadLevel, ...errorResponses(400, 404) },
      },
    },
    (request) =>
      setLeadLevel(
        database,
        { mailer: app.mailer, publicUrl: app.config.publicUrl },
        request.log,
        request.params,
        request.body,
        request.actor,
      ),
  );
};
