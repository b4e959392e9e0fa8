import {
  Address,
  AddressComplete,
  AddressCreate,
  AddressPage,
  AddressQuery,
  AddressUpdate,
  RecordCount,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, ifMatchHeaders, staleResponse } from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { countAddresses } from './count-addresses.js';
import { createAddress } from './create-address.js';
import { getAddressComplete } from './get-address-complete.js';
import { queryAddresses } from './query-addresses.js';
import { updateAddress } from './update-address.js';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

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
        () => getAddressComplete(database, request.params.id),
      ),
  );
};
