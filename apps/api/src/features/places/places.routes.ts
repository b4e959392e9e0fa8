import { PlaceId, PlaceSuggestions, PlacesParams, PlacesQuery, ValidatedAddress } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { getPlaceId, suggestPlaces } from './suggest-places.js';
import { validateAddress } from './validate-address.js';

const tags = ['addresses'];

/** Under /addresses/places: suggestions while typing and the best match's place id. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  app.get(
    '/:place',
    {
      schema: {
        tags,
        summary:
          'Address suggestions of one place type: stored addresses first (existing_uuid), then the provider’s (Google Places Autocomplete, or the offline parse); 400 outside Canada and the USA',
        params: PlacesParams,
        querystring: PlacesQuery,
        response: { 200: PlaceSuggestions, ...errorResponses(400) },
      },
    },
    (request) =>
      suggestPlaces(database, config.places, request.params.place, request.query.address, request.log),
  );
  app.get(
    '/:place/id',
    {
      schema: {
        tags,
        summary: 'The place id of the best match (null when nothing matches)',
        params: PlacesParams,
        querystring: PlacesQuery,
        response: { 200: PlaceId, ...errorResponses(400) },
      },
    },
    (request) =>
      getPlaceId(database, config.places, request.params.place, request.query.address, request.log),
  );
};

const ValidateParams = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'addresses.val.req')
    .max(500, 'val.text500')
    .describe('The address as typed, one line, URL-encoded'),
});

/** Under /ext/all: the verified address the new-address form starts from. */
export const validateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  app.get(
    '/validate/:address',
    {
      schema: {
        tags,
        summary:
          'Verify an address: components with confirmation levels (Google Address Validation, else the offline parse), map data and distance (Nominatim), place types, point, confidence, the stored twin; 400 outside Canada and the USA',
        params: ValidateParams,
        response: { 200: ValidatedAddress, ...errorResponses(400) },
      },
    },
    (request) => validateAddress(database, config.places, request.params.address, request.log),
  );
};
