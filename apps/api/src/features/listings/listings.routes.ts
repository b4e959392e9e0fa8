import { Listing, ListingCreate, ListingPage, ListingQuery, ListingUpdate } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { createListing } from './create-listing.js';
import { deleteListing } from './delete-listing.js';
import { queryListings } from './query-listings.js';
import { getListing } from './read-listings.js';
import { updateListing } from './update-listing.js';

const tags = ['listings'];

/** /listings: sale and lease listings (…/listinglete and …/history come from the kind's registration). */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Every listing, newest first, of a status when asked (staff: drafts and archived ones too)',
        querystring: ListingQuery,
        response: { 200: ListingPage, ...errorResponses(400) },
      },
    },
    (request) => queryListings(database, request.query),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Create a listing for sale or lease from a building, a space or a deal, with its bilingual text and its confidentiality agreement (version 1)',
        body: ListingCreate,
        response: { 201: Listing, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => sendCreated(reply, await createListing(database, request.body, request.actor)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change the given fields of a listing (a changed agreement text is its next version); If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: ListingUpdate,
        response: { 200: Listing, ...errorResponses(400, 404, 409), ...staleResponse(Listing) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateListing(database, request.params.id, request.body, request.actor, expected),
        () => getListing(database.db, request.params.id),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a listing, its agreement versions, its documents and its photos with their files; its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteListing(database, request.params.id, request.actor, app.files);
      return reply.status(204).send(null);
    },
  );
};
