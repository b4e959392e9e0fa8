import {
  Address,
  AddressComplete,
  AddressCreate,
  AddressPage,
  AddressQuery,
  AddressUpdate,
  PropertyFigure,
  PropertyFigureInput,
  PropertyFigureList,
  PropertyFigureParams,
  RecordCount,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { countAddresses } from './count-addresses.js';
import { createAddress } from './create-address.js';
import { deleteFigure } from './delete-figure.js';
import { getAddressComplete } from './get-address-complete.js';
import { listFigures } from './list-figures.js';
import { putFigure } from './put-figure.js';
import { queryAddresses } from './query-addresses.js';
import { updateAddress } from './update-address.js';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/count',
    {
      config: { cache: true },
      schema: { tags, summary: 'Number of addresses', response: { 200: RecordCount, ...errorResponses() } },
    },
    () => countAddresses(database),
  );

  app.get(
    '/query',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: 'Search addresses by text, city, postal code, country and minimum linked contacts',
        querystring: AddressQuery,
        response: { 200: AddressPage, ...errorResponses(400) },
      },
    },
    (request) => queryAddresses(database, request.query),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create an address (409 when the same building and unit exists)',
        body: AddressCreate,
        response: { 201: Address, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => sendCreated(reply, await createAddress(database, request.body, request.actor)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of an address',
        params: idParams,
        body: AddressUpdate,
        headers: ifMatchHeaders,
        response: { 200: Address, ...errorResponses(400, 404, 409), ...staleResponse(AddressComplete) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateAddress(database, request.params.id, request.body, request.actor, expected),
        () => getAddressComplete(database, request.params.id, config.timeZone),
      ),
  );

  // A building's yearly figures (issue 26): no response cache, so an entry shows at once.
  app.get(
    '/:id/figures',
    {
      schema: {
        tags,
        summary:
          "A building's yearly figures (net operating income, operating expenses, taxes), oldest first",
        params: idParams,
        response: { 200: PropertyFigureList, ...errorResponses(404) },
      },
    },
    (request) => listFigures(database, request.params.id),
  );

  app.put(
    '/:id/figures/:year',
    {
      schema: {
        tags,
        summary:
          "Enter a year's figures (the amounts given; null clears one), creating the year if need be; audited in the address's history",
        params: PropertyFigureParams,
        body: PropertyFigureInput,
        response: { 200: PropertyFigure, ...errorResponses(400, 404) },
      },
    },
    (request) => putFigure(database, request.params.id, request.params.year, request.body, request.actor),
  );

  app.delete(
    '/:id/figures/:year',
    {
      schema: {
        tags,
        summary: "Delete a year's figures; audited in the address's history",
        params: PropertyFigureParams,
        response: { 204: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await deleteFigure(database, request.params.id, request.params.year, request.actor);
      return reply.status(204).send(null);
    },
  );
};
