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
  emailLookupKey,
  phoneLookupKey,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.js';
import { errorResponses, noContent } from '../../shared/route-schemas.js';
import { uuidKey } from '../../shared/uuid.js';
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

function createOptions<B extends z.ZodType, L extends z.ZodType>(spec: LinkSpec, body: B, link: L) {
  const summary = `Link ${spec.left.table} and ${spec.right.table} (${spec.tag})`;
  return { schema: { tags, summary, body, response: { 201: link, ...errorResponses(400, 404, 409) } } };
}
function updateOptions<P extends z.ZodType, B extends z.ZodType, L extends z.ZodType>(
  spec: LinkSpec,
  params: P,
  body: B,
  link: L,
) {
  const summary = `Change the ${spec.tag} of a link`;
  return { schema: { tags, summary, params, body, response: { 200: link, ...errorResponses(400, 404) } } };
}
function deleteOptions<P extends z.ZodType>(params: P) {
  return {
    schema: { tags, summary: 'Remove a link', params, response: { 204: noContent, ...errorResponses(404) } },
  };
}

export const addressesEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = addressesEntities;
  const params = z.object({ address_id: z.string(), entity_id: z.string() });
  app.post('', createOptions(spec, AddressEntityCreate, AddressEntity), async (request, reply) => {
    const { address_id, entity_id, role } = request.body;
    const link = await createLink(
      database,
      spec,
      address_id.toLowerCase(),
      entity_id.toLowerCase(),
      role,
      request.actor,
    );
    return reply.status(201).send(link);
  });
  app.put(
    '/:address_id/:entity_id',
    updateOptions(spec, params, AddressEntityUpdate, AddressEntity),
    (request) => {
      const { address_id, entity_id } = request.params;
      return updateLink(
        database,
        spec,
        uuidPath(address_id),
        uuidPath(entity_id),
        request.body.role,
        request.actor,
      );
    },
  );
  app.delete('/:address_id/:entity_id', deleteOptions(params), async (request, reply) => {
    const { address_id, entity_id } = request.params;
    await deleteLink(database, spec, uuidPath(address_id), uuidPath(entity_id), request.actor);
    return reply.status(204).send(null);
  });
};

export const entitiesEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesEmails;
  const params = z.object({ entity_id: z.string(), email: z.string() });
  const emailPath = (raw: string) => pathKey(emailLookupKey, raw);
  app.post('', createOptions(spec, EntityEmailCreate, EntityEmail), async (request, reply) => {
    const { entity_id, email, type } = request.body;
    const link = await createLink(database, spec, entity_id.toLowerCase(), email, type, request.actor);
    return reply.status(201).send(link);
  });
  app.put('/:entity_id/:email', updateOptions(spec, params, EntityEmailUpdate, EntityEmail), (request) => {
    const { entity_id, email } = request.params;
    return updateLink(
      database,
      spec,
      uuidPath(entity_id),
      emailPath(email),
      request.body.type,
      request.actor,
    );
  });
  app.delete('/:entity_id/:email', deleteOptions(params), async (request, reply) => {
    const { entity_id, email } = request.params;
    await deleteLink(database, spec, uuidPath(entity_id), emailPath(email), request.actor);
    return reply.status(204).send(null);
  });
};

export const entitiesEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesEntities;
  const params = z.object({ entity_id: z.string(), entity_id2: z.string() });
  app.post('', createOptions(spec, EntityEntityCreate, EntityEntity), async (request, reply) => {
    const { entity_id, entity_id2, relationship } = request.body;
    const [a, b] = [entity_id.toLowerCase(), entity_id2.toLowerCase()];
    return reply.status(201).send(await createLink(database, spec, a, b, relationship, request.actor));
  });
  app.put(
    '/:entity_id/:entity_id2',
    updateOptions(spec, params, EntityEntityUpdate, EntityEntity),
    (request) => {
      const { entity_id, entity_id2 } = request.params;
      const tag = request.body.relationship;
      return updateLink(database, spec, uuidPath(entity_id), uuidPath(entity_id2), tag, request.actor);
    },
  );
  app.delete('/:entity_id/:entity_id2', deleteOptions(params), async (request, reply) => {
    const { entity_id, entity_id2 } = request.params;
    await deleteLink(database, spec, uuidPath(entity_id), uuidPath(entity_id2), request.actor);
    return reply.status(204).send(null);
  });
};

export const entitiesNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const spec = entitiesNumbers;
  const params = z.object({ entity_id: z.string(), phone_number: z.string() });
  const numberPath = (raw: string) => pathKey(phoneLookupKey, raw);
  app.post('', createOptions(spec, EntityNumberCreate, EntityNumber), async (request, reply) => {
    const { entity_id, phone_number, type } = request.body;
    const link = await createLink(database, spec, entity_id.toLowerCase(), phone_number, type, request.actor);
    return reply.status(201).send(link);
  });
  app.put(
    '/:entity_id/:phone_number',
    updateOptions(spec, params, EntityNumberUpdate, EntityNumber),
    (request) => {
      const { entity_id, phone_number } = request.params;
      return updateLink(
        database,
        spec,
        uuidPath(entity_id),
        numberPath(phone_number),
        request.body.type,
        request.actor,
      );
    },
  );
  app.delete('/:entity_id/:phone_number', deleteOptions(params), async (request, reply) => {
    const { entity_id, phone_number } = request.params;
    await deleteLink(database, spec, uuidPath(entity_id), numberPath(phone_number), request.actor);
    return reply.status(204).send(null);
  });
};
