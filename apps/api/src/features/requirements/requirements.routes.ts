import {
  AddressMatchPage,
  AddressMatchQuery,
  EntityMatchPage,
  EntityMatchQuery,
  Requirement,
  RequirementCreate,
  RequirementList,
  RequirementPage,
  RequirementQuery,
  RequirementUpdate,
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
import { createRequirement } from './create-requirement.js';
import { deleteRequirement } from './delete-requirement.js';
import { matchAddress } from './match-address.js';
import { matchEntity } from './match-entity.js';
import { queryRequirements } from './query-requirements.js';
import { getRequirement, listEntityRequirements } from './read-requirements.js';
import { updateRequirement } from './update-requirement.js';

const tags = ['requirements'];

/** A contact's requirements (/entities/{id}/requirements), the requirements themselves
 * (/requirements) and the matching both ways (/addresses/{id}/matches, /entities/{id}/matches):
 * registered without a prefix, so each path is written out whole. */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/requirements',
    {
      schema: {
        tags,
        summary:
          'Who wants what: requirements by deal, property type, a size within their range and a city (case and accents folded), with the contact',
        querystring: RequirementQuery,
        response: { 200: RequirementPage, ...errorResponses(400) },
      },
    },
    (request) => queryRequirements(database, request.query),
  );

  app.get(
    '/entities/:id/requirements',
    {
      schema: {
        tags,
        summary: "A contact's requirements, oldest first",
        params: idParams,
        response: { 200: RequirementList, ...errorResponses(404) },
      },
    },
    (request) => listEntityRequirements(database, request.params.id),
  );

  app.post(
    '/entities/:id/requirements',
    {
      schema: {
        tags,
        summary: 'Add a requirement to a contact: deal, property types, size range, cities, ceiling, notes',
        params: idParams,
        body: RequirementCreate,
        response: { 201: Requirement, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, await createRequirement(database, request.params.id, request.body, request.actor)),
  );

  app.put(
    '/requirements/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a requirement; If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: RequirementUpdate,
        response: { 200: Requirement, ...errorResponses(400, 404), ...staleResponse(Requirement) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateRequirement(database, request.params.id, request.body, request.actor, expected),
        () => getRequirement(database.db, request.params.id),
      ),
  );

  app.get(
    '/addresses/:id/matches',
    {
      schema: {
        tags,
        summary:
          'Who wants this: the requirements fitting a building for sale or its spaces available or vacant (a space: itself), each with its contact, the offer and why (type, size, city, rent, price)',
        params: idParams,
        querystring: AddressMatchQuery,
        response: { 200: AddressMatchPage, ...errorResponses(400, 404) },
      },
    },
    (request) => matchAddress(database, request.params.id, request.query),
  );

  app.get(
    '/entities/:id/matches',
    {
      schema: {
        tags,
        summary:
          "What fits: each of a contact's requirements with the spaces available or vacant (to lease) or buildings for sale (to buy) that fit it, and why",
        params: idParams,
        querystring: EntityMatchQuery,
        response: { 200: EntityMatchPage, ...errorResponses(400, 404) },
      },
    },
    (request) => matchEntity(database, request.params.id, request.query),
  );

  app.delete(
    '/requirements/:id',
    {
      schema: {
        tags,
        summary: 'Delete a requirement; its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteRequirement(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );
};
