// A contact's listings as a lead, read where staff raise or lower their level (issue 28): beside the
// contact (its page, an inbox item) and beside a deal (its parties who are leads of the listings
// marketing it). Registered without a prefix, so each path is written out whole; the level itself
// is set by PUT /listings/{id}/leads/{entity_id} (listing-documents.routes.ts).
import { ContactListingLeadList, DealListingLeads } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../shared/route-schemas.js';
import { listContactListingLeads } from './list-contact-listing-leads.js';
import { listDealListingLeads } from './list-deal-listing-leads.js';

const tags = ['listings'];

export const listingLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/entities/:id/listing-leads',
    {
      schema: {
        tags,
        summary:
          "The listings a contact is a lead of: each listing's title and status, the contact's level (set by staff, else agreement once they accepted) and their latest acceptance",
        params: idParams,
        response: { 200: ContactListingLeadList, ...errorResponses(404) },
      },
    },
    (request) => listContactListingLeads(database, request.params.id),
  );

  app.get(
    '/deals/:id/listing-leads',
    {
      schema: {
        tags,
        summary:
          "The deal's parties who are leads of the listings marketing it, each with those listings and their level",
        params: idParams,
        response: { 200: DealListingLeads, ...errorResponses(404) },
      },
    },
    (request) => listDealListingLeads(database, request.params.id),
  );
};
