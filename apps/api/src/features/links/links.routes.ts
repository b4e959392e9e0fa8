// The four link resources: POST / with both keys and the tag, PUT and DELETE /{a}/{b} in the
// path order of spec section 7.
import {
  AddressEntity,
  AddressEntityCreate,
  AddressEntityUpdate,
  canonicalEmail,
  EntityEmail,
  EntityEmailCreate,
  EntityEmailUpdate,
  EntityEntity,
  EntityEntityCreate,
  EntityEntityUpdate,
  EntityNumber,
  EntityNumberCreate,
  EntityNumberUpdate,
  phoneLookupKey,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.js';
import { errorResponses, noContent } from '../../shared/route-schemas.js';
import { isUuid } from '../../shared/uuid.js';
import { createLink } from './create-link.js';
import { deleteLink } from './delete-link.js';
import {
  addressesEntities,
  entitiesEmails,
  entitiesEntities,
  entitiesNumbers,
  type LinkSide,
  type LinkSpec,
} from './link-specs.js';
import { updateLink } from './update-link.js';

/** A key from the URL in its stored form; a malformed one cannot name a link (404). */
function pathKey(side: LinkSide, raw: string): string {
  const key =
    side.key === 'uuid'
      ? isUuid(raw)
        ? raw.toLowerCase()
        : null
      : side.key === 'email'
        ? canonicalEmail(raw)
        : phoneLookupKey(raw);
  if (!key) throw notFound('lookup.link');
  return key;
}

function linkRoutes(
  spec: LinkSpec,
  schemas: { create: z.ZodType; update: z.ZodType; link: z.ZodType },
): FastifyPluginAsyncZod {
  return async (app) => {
    const { database } = app;
    const tags = ['links'];
    // Path parameters carry the spec's names (/{address_id}/{entity_id}), as OpenAPI shows them.
    const [left, right] = [spec.left.column, spec.right.column];
    const path = `/:${left}/:${right}`;
    const params = z.object({ [left]: z.string(), [right]: z.string() });
    const keys = (p: Record<string, string>) =>
      [pathKey(spec.left, p[left]!), pathKey(spec.right, p[right]!)] as const;

    app.post(
      '',
      {
        schema: {
          tags,
          summary: `Link ${spec.left.table} and ${spec.right.table} (${spec.tag})`,
          body: schemas.create,
          response: { 201: schemas.link, ...errorResponses(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, string>;
        const left = body[spec.left.column]!.toLowerCase();
        const right =
          spec.right.key === 'uuid' ? body[spec.right.column]!.toLowerCase() : body[spec.right.column]!;
        const link = await createLink(database, spec, left, right, body[spec.tag]!, request.actor);
        return reply.status(201).send(link);
      },
    );
    app.put(
      path,
      {
        schema: {
          tags,
          summary: `Change the ${spec.tag} of a link`,
          params,
          body: schemas.update,
          response: { 200: schemas.link, ...errorResponses(400, 404) },
        },
      },
      (request) => {
        const [a, b] = keys(request.params as Record<string, string>);
        return updateLink(
          database,
          spec,
          a,
          b,
          (request.body as Record<string, string>)[spec.tag]!,
          request.actor,
        );
      },
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: 'Remove a link',
          params,
          response: { 204: noContent, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const [a, b] = keys(request.params as Record<string, string>);
        await deleteLink(database, spec, a, b, request.actor);
        return reply.status(204).send(null);
      },
    );
  };
}

export const addressesEntitiesRoutes = linkRoutes(addressesEntities, {
  create: AddressEntityCreate,
  update: AddressEntityUpdate,
  link: AddressEntity,
});
export const entitiesEmailsRoutes = linkRoutes(entitiesEmails, {
  create: EntityEmailCreate,
  update: EntityEmailUpdate,
  link: EntityEmail,
});
export const entitiesEntitiesRoutes = linkRoutes(entitiesEntities, {
  create: EntityEntityCreate,
  update: EntityEntityUpdate,
  link: EntityEntity,
});
export const entitiesNumbersRoutes = linkRoutes(entitiesNumbers, {
  create: EntityNumberCreate,
  update: EntityNumberUpdate,
  link: EntityNumber,
});
