// /emails and /numbers: the same five calls over two kinds of contact point, each written out with
// its literal paths (the spec names the path parameter after the kind: /emails/{email},
// /numbers/{number}), so grep finds them and the handlers are typed by their own schemas.
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
import {
  type ContactPointSpec,
  type ContactPointTable,
  emailSpec,
  numberSpec,
} from './contact-point-specs.js';
import { countContactPoints } from './count-contact-points.js';
import { createContactPoint } from './create-contact-point.js';
import { getContactPointComplete } from './get-contact-point-complete.js';
import { queryEmails, queryNumbers } from './query-contact-points.js';
import { updateContactPoint } from './update-contact-point.js';

const emailParams = z.object({ email: z.string().describe('Email address (URL-encoded; any case)') });
const numberParams = z.object({
  number: z.string().describe('Phone number, E.164 (+15145551234, URL-encoded) or any common format'),
});

/** The OpenAPI text of the five calls, in each kind's noun. */
const summaries = (noun: string) => ({
  count: `Number of ${noun}s`,
  query: `Search ${noun}s`,
  complete: `A ${noun} with its linked contacts`,
  create: `Create a ${noun} (409 when it exists)`,
  update: `Change the given fields of a ${noun}`,
});

export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const tags = ['emails'];
  const summary = summaries('email');
  app.get(
    '/count',
    {
      config: { cache: true },
      schema: { tags, summary: summary.count, response: { 200: z.number(), ...errorResponses() } },
    },
    () => countContactPoints(database, emailSpec),
  );
  app.get(
    '/query',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: summary.query,
        querystring: EmailQuery,
        response: { 200: EmailPage, ...errorResponses(400) },
      },
    },
    (request) => queryEmails(database, request.query),
  );
  app.get(
    '/:email/complete',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: summary.complete,
        params: emailParams,
        response: { 200: EmailComplete, ...errorResponses(404) },
      },
    },
    (request) => getContactPointComplete(database, emailSpec, request.params.email),
  );
  app.post(
    '',
    {
      schema: {
        tags,
        summary: summary.create,
        body: EmailCreate,
        response: { 201: Email, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContactPoint(database, emailSpec, request.body, request.actor)),
  );
  app.put(
    '/:email',
    {
      schema: {
        tags,
        summary: summary.update,
        params: emailParams,
        body: EmailUpdate,
        response: { 200: Email, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => updateContactPoint(database, emailSpec, request.params.email, request.body, request.actor),
  );
};

export const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const tags = ['numbers'];
  const summary = summaries('phone number');
  app.get(
    '/count',
    {
      config: { cache: true },
      schema: { tags, summary: summary.count, response: { 200: z.number(), ...errorResponses() } },
    },
    () => countContactPoints(database, numberSpec),
  );
  app.get(
    '/query',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: summary.query,
        querystring: NumberQuery,
        response: { 200: NumberPage, ...errorResponses(400) },
      },
    },
    (request) => queryNumbers(database, request.query),
  );
  app.get(
    '/:number/complete',
    {
      config: { cache: true },
      schema: {
        tags,
        summary: summary.complete,
        params: numberParams,
        response: { 200: NumberComplete, ...errorResponses(404) },
      },
    },
    (request) => getContactPointComplete(database, numberSpec, request.params.number),
  );
  app.post(
    '',
    {
      schema: {
        tags,
        summary: summary.create,
        body: NumberCreate,
        response: { 201: PhoneNumber, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContactPoint(database, numberSpec, request.body, request.actor)),
  );
  app.put(
    '/:number',
    {
      schema: {
        tags,
        summary: summary.update,
        params: numberParams,
        body: NumberUpdate,
        response: { 200: PhoneNumber, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => updateContactPoint(database, numberSpec, request.params.number, request.body, request.actor),
  );
};
