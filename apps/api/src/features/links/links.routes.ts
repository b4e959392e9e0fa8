// The four link resources: POST / with both keys and the tag, PUT and DELETE /{a}/{b} in the
// path order of spec section 7. Each is written out with its literal paths and the spec's parameter
// names (/addresses_entities/{address_id}/{entity_id}); the options builders below give all four
// the same schemas and OpenAPI text, typed by each kind's own body schema.
import {
  AddressEntity,
  AddressEntityCreate,
  AddressEntityUpdate,
  EntityEmail,
  EntityEmailCreate,
  EntityEmailUpdate,
  EntityEntity,
  EntityEntityCreate,
  EntityEntityUpdate,
  EntityNumber,
  EntityNumberCreate,
  EntityNumberUpdate,
  ErrorBody,
  emailLookupKey,
  phoneLookupKey,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../shared/app-error.js';
import { errorResponses, ifMatchHeaders, noContent } from '../../shared/route-schemas.js';
import { uuidKey } from '../../shared/uuid.js';
import { readIfMatch, type VersionCheck } from '../../shared/versions.js';
import { createLink } from './create-link.js';
import { deleteLink } from './delete-link.js';
import {
  addressesEntities,
  entitiesEmails,
  entitiesEntities,
  entitiesNumbers,
  type LinkSpec,
} from './link-specs.js';
import { updateLink } from './update-link.js';

/** A key from the URL in its stored form; a malformed one cannot name a link (404). */
function pathKey(stored: (raw: string) => string | null, raw: string): string {
  const key = stored(raw);
  if (!key) throw notFound('lookup.link');
  return key;
}
const uuidPath = (raw: string) => pathKey(uuidKey, raw);
const tags = ['links'];

/** Which side of the link If-Match is the version of: the record whose page changes the link
 * (ADR 0032), named by its parameter (`entity_id`, `email`…). */
const sideQuery = (spec: LinkSpec) =>
  z.object({
    record: z
      .enum([spec.left.column, spec.right.column] as [string, string])
      .optional()
      .describe('With If-Match: the side (its parameter name) whose version If-Match gives'),
  });

/** A link call's 412: the checked record moved on; nothing changed (re-read it for its ETag). */
const staleLink = {
  412: ErrorBody.describe('If-Match names an older version of the `record` side: nothing changed'),
};

/** What a link call's version check reads of its request (typed by the options builders below). */
interface CheckedRequest {
  headers: { 'if-match'?: string | string[] };
  query: { record?: string };
}

/** The check If-Match asks of a link call, on the side `?record=` names; none without If-Match.
 * `left` and `right` are the keys as the call gives them, in the spec's order. */
function versionCheck(
  spec: LinkSpec,
  { headers, query: { record } }: CheckedRequest,
  left: string,
  right: string,
): VersionCheck | undefined {
  const expected = readIfMatch(headers['if-match']);
  if (expected === undefined) return undefined;
  if (!record) throw new AppError(400, 'bad_request', 'err.ifMatchRecord', 'record');
  const [side, key] = record === spec.left.column ? [spec.left, left] : [spec.right, right];
  return { table: side.table, key, expected };
}

function createOptions<B extends z.ZodType, L extends z.ZodType>(spec: LinkSpec, body: B, link: L) {
  const summary = `Link ${spec.left.table} and ${spec.right.table} (${spec.tag})`;
  const response = { 201: link, ...errorResponses(400, 404, 409), ...staleLink };
  return { schema: { tags, summary, querystring: sideQuery(spec), headers: ifMatchHeaders, body, response } };
}
function updateOptions<P extends z.ZodType, B extends z.ZodType, L extends z.ZodType>(
  spec: LinkSpec,
  params: P,
  body: B,
  link: L,
) {
  const summary = `Change the ${spec.tag} of a link`;
  const response = { 200: link, ...errorResponses(400, 404), ...staleLink };
  return {
    schema: { tags, summary, params, querystring: sideQuery(spec), headers: ifMatchHeaders, body, response },
  };
}
function deleteOptions<P extends z.ZodType>(spec: LinkSpec, params: P) {
  const response = { 204: noContent, ...errorResponses(400, 404), ...staleLink };
  return {
    schema: {
      tags,
      summary: 'Remove a link',
      params,
      querystring: sideQuery(spec),
      headers: ifMatchHeaders,
      response,
    },
  };
}

export const addressesEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = addressesEntities;
  const params = z.object({ address_id: z.string(), entity_id: z.string() });
  app.post('', createOptions(spec, AddressEntityCreate, AddressEntity), async (request, reply) => {
    const { role, share = null } = request.body;
    const [a, b] = [request.body.address_id.toLowerCase(), request.body.entity_id.toLowerCase()];
    const check = versionCheck(spec, request, a, b);
    return reply.status(201).send(await createLink(database, spec, a, b, role, request.actor, check, share));
  });
  app.put(
    '/:address_id/:entity_id',
    updateOptions(spec, params, AddressEntityUpdate, AddressEntity),
    (request) => {
      const [a, b] = [uuidPath(request.params.address_id), uuidPath(request.params.entity_id)];
      const check = versionCheck(spec, request, a, b);
      const { role, share } = request.body;
      return updateLink(database, spec, a, b, role, request.actor, check, false, share);
    },
  );
  app.delete('/:address_id/:entity_id', deleteOptions(spec, params), async (request, reply) => {
    const [a, b] = [uuidPath(request.params.address_id), uuidPath(request.params.entity_id)];
    const check = versionCheck(spec, request, a, b);
    await deleteLink(database, spec, a, b, request.actor, check);
    return reply.status(204).send(null);
  });
};

export const entitiesEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesEmails;
  const params = z.object({ entity_id: z.string(), email: z.string() });
  const emailPath = (raw: string) => pathKey(emailLookupKey, raw);
  app.post('', createOptions(spec, EntityEmailCreate, EntityEmail), async (request, reply) => {
    const { email, type } = request.body;
    const entity = request.body.entity_id.toLowerCase();
    const check = versionCheck(spec, request, entity, email);
    return reply
      .status(201)
      .send(await createLink(database, spec, entity, email, type, request.actor, check));
  });
  app.put('/:entity_id/:email', updateOptions(spec, params, EntityEmailUpdate, EntityEmail), (request) => {
    const [a, b] = [uuidPath(request.params.entity_id), emailPath(request.params.email)];
    const check = versionCheck(spec, request, a, b);
    return updateLink(database, spec, a, b, request.body.type, request.actor, check);
  });
  app.delete('/:entity_id/:email', deleteOptions(spec, params), async (request, reply) => {
    const [a, b] = [uuidPath(request.params.entity_id), emailPath(request.params.email)];
    const check = versionCheck(spec, request, a, b);
    await deleteLink(database, spec, a, b, request.actor, check);
    return reply.status(204).send(null);
  });
};

export const entitiesEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesEntities;
  const params = z.object({ entity_id: z.string(), entity_id2: z.string() });
  app.post('', createOptions(spec, EntityEntityCreate, EntityEntity), async (request, reply) => {
    const { relationship, share = null } = request.body;
    const [a, b] = [request.body.entity_id.toLowerCase(), request.body.entity_id2.toLowerCase()];
    const check = versionCheck(spec, request, a, b);
    const link = await createLink(database, spec, a, b, relationship, request.actor, check, share);
    return reply.status(201).send(link);
  });
  app.put(
    '/:entity_id/:entity_id2',
    updateOptions(spec, params, EntityEntityUpdate, EntityEntity),
    (request) => {
      const [a, b] = [uuidPath(request.params.entity_id), uuidPath(request.params.entity_id2)];
      const check = versionCheck(spec, request, a, b);
      const { relationship, as_named, share } = request.body;
      return updateLink(database, spec, a, b, relationship, request.actor, check, as_named, share);
    },
  );
  app.delete('/:entity_id/:entity_id2', deleteOptions(spec, params), async (request, reply) => {
    const [a, b] = [uuidPath(request.params.entity_id), uuidPath(request.params.entity_id2)];
    const check = versionCheck(spec, request, a, b);
    await deleteLink(database, spec, a, b, request.actor, check);
    return reply.status(204).send(null);
  });
};

export const entitiesNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesNumbers;
  const params = z.object({ entity_id: z.string(), phone_number: z.string() });
  const numberPath = (raw: string) => pathKey(phoneLookupKey, raw);
  app.post('', createOptions(spec, EntityNumberCreate, EntityNumber), async (request, reply) => {
    const { phone_number, type } = request.body;
    const entity = request.body.entity_id.toLowerCase();
    const check = versionCheck(spec, request, entity, phone_number);
    const link = await createLink(database, spec, entity, phone_number, type, request.actor, check);
    return reply.status(201).send(link);
  });
  app.put(
    '/:entity_id/:phone_number',
    updateOptions(spec, params, EntityNumberUpdate, EntityNumber),
    (request) => {
      const [a, b] = [uuidPath(request.params.entity_id), numberPath(request.params.phone_number)];
      const check = versionCheck(spec, request, a, b);
      return updateLink(database, spec, a, b, request.body.type, request.actor, check);
    },
  );
  app.delete('/:entity_id/:phone_number', deleteOptions(spec, params), async (request, reply) => {
    const [a, b] = [uuidPath(request.params.entity_id), numberPath(request.params.phone_number)];
    const check = versionCheck(spec, request, a, b);
    await deleteLink(database, spec, a, b, request.actor, check);
    return reply.status(204).send(null);
  });
};
