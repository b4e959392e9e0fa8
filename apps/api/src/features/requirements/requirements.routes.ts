import {
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
import { queryRequirements } from './query-requirements.js';
import { getRequirement, listEntityRequirements } from './read-requirements.js';
import { updateRequirement } from './update-requirement.js';

const tags = ['requirements'];

/** A contact's requirements (/entities/{id}/requirements) and the requirements themselves
 * (/requirements): registered without a prefix, so each path is written out whole. */
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
