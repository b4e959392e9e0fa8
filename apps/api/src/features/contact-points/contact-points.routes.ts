// /emails and /numbers: the same five calls over two kinds of contact point.
import {
  Email,
  EmailComplete,
  EmailCreate,
  EmailPage,
  EmailQuery,
  EmailUpdate,
  NumberComplete,
  NumberCreate,
  NumberPage,
  NumberQuery,
  NumberUpdate,
  PhoneNumber,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/route-schemas.js';
import { type ContactPointSpec, emailSpec, numberSpec } from './contact-point-specs.js';
import { countContactPoints } from './count-contact-points.js';
import { createContactPoint } from './create-contact-point.js';
import { getContactPointComplete } from './get-contact-point-complete.js';
import { queryEmails, queryNumbers } from './query-contact-points.js';
import { updateContactPoint } from './update-contact-point.js';

interface Schemas {
  record: z.ZodType;
  complete: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  query: z.ZodType;
  page: z.ZodType;
  noun: string;
  param: string;
}

function contactPointRoutes<T>(
  spec: ContactPointSpec<T>,
  s: Schemas,
  query: (database: import('../../db/database.js').Database, q: never) => Promise<unknown>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { database } = app;
    const tags = [spec.table === 'emails' ? 'emails' : 'numbers'];
    const name = spec.table === 'emails' ? 'email' : 'number';
    const params = z.object({ [name]: z.string().describe(s.param) });
    const keyOf = (p: unknown) => (p as Record<string, string>)[name]!;

    app.get(
      '/count',
      {
        config: { cache: true },
        schema: { tags, summary: `Number of ${s.noun}s`, response: { 200: z.number(), ...errorResponses() } },
      },
      () => countContactPoints(database, spec),
    );
    app.get(
      '/query',
      {
        config: { cache: true },
        schema: {
          tags,
          summary: `Search ${s.noun}s`,
          querystring: s.query,
          response: { 200: s.page, ...errorResponses(400) },
        },
      },
      (request) => query(database, request.query as never),
    );
    app.get(
      `/:${name}/complete`,
      {
        config: { cache: true },
        schema: {
          tags,
          summary: `A ${s.noun} with its linked contacts`,
          params,
          response: { 200: s.complete, ...errorResponses(404) },
        },
      },
      (request) => getContactPointComplete(database, spec, keyOf(request.params)),
    );
    app.post(
      '',
      {
        schema: {
          tags,
          summary: `Create a ${s.noun} (409 when it exists)`,
          body: s.create,
          response: { 201: s.record, ...errorResponses(400, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createContactPoint(database, spec, request.body as never, request.actor)),
    );
    app.put(
      `/:${name}`,
      {
        schema: {
          tags,
          summary: `Change the given fields of a ${s.noun}`,
          params,
          body: s.update,
          response: { 200: s.record, ...errorResponses(400, 404, 409) },
        },
      },
      (request) =>
        updateContactPoint(database, spec, keyOf(request.params), request.body as never, request.actor),
    );
  };
}

export const emailsRoutes = contactPointRoutes(
  emailSpec,
  {
    record: Email,
    complete: EmailComplete,
    create: EmailCreate,
    update: EmailUpdate,
    query: EmailQuery,
    page: EmailPage,
    noun: 'email',
    param: 'Email address (URL-encoded; any case)',
  },
  queryEmails as never,
);

export const numbersRoutes = contactPointRoutes(
  numberSpec,
  {
    record: PhoneNumber,
    complete: NumberComplete,
    create: NumberCreate,
    update: NumberUpdate,
    query: NumberQuery,
    page: NumberPage,
    noun: 'phone number',
    param: 'Phone number, E.164 (+15145551234, URL-encoded) or any common format',
  },
  queryNumbers as never,
);
