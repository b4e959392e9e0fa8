// /emails and /numbers: the same calls over two kinds of contact point, each written out with its
// literal paths (the spec names the path parameter after the kind: /emails/{email},
// /numbers/{number}), so grep finds them and each handler is typed by its kind's schemas. The
// options builders give both kinds the same route options and OpenAPI text. …/complete and
// …/history come from the registration (records/record-routes.ts).
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
  PhoneRegion,
  phoneRegion,
  RecordCount,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, ifMatchHeaders, staleResponse } from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned } from '../../shared/versions.js';
import { emailParams, numberParams } from './contact-point-params.js';
import { emailSpec, numberSpec } from './contact-point-specs.js';
import { countContactPoints } from './count-contact-points.js';
import { createContactPoint } from './create-contact-point.js';
import { getContactPointComplete } from './get-contact-point-complete.js';
import { queryEmails, queryNumbers } from './query-contact-points.js';
import { updateContactPoint } from './update-contact-point.js';

const countOptions = (tag: string, noun: string) => ({
  config: { cache: true },
  schema: { tags: [tag], summary: `Number of ${noun}s`, response: { 200: RecordCount, ...errorResponses() } },
});
const queryOptions = <Q extends z.ZodType, P extends z.ZodType>(
  tag: string,
  noun: string,
  querystring: Q,
  page: P,
) => ({
  config: { cache: true },
  schema: {
    tags: [tag],
    summary: `Search ${noun}s`,
    querystring,
    response: { 200: page, ...errorResponses(400) },
  },
});
const createOptions = <B extends z.ZodType, R extends z.ZodType>(
  tag: string,
  noun: string,
  body: B,
  record: R,
) => ({
  schema: {
    tags: [tag],
    summary: `Create a ${noun} (409 when it exists)`,
    body,
    response: { 201: record, ...errorResponses(400, 409) },
  },
});
const updateOptions = <P extends z.ZodType, B extends z.ZodType, R extends z.ZodType, C extends z.ZodType>(
  tag: string,
  noun: string,
  params: P,
  body: B,
  record: R,
  complete: C,
) => ({
  schema: {
    tags: [tag],
    summary: `Change the given fields of a ${noun} (If-Match: only if still at that version)`,
    params,
    headers: ifMatchHeaders,
    body,
    response: { 200: record, ...errorResponses(400, 404, 409), ...staleResponse(complete) },
  },
});

export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const [tag, noun] = ['emails', 'email'];
  app.get('/count', countOptions(tag, noun), () => countContactPoints(database, emailSpec));
  app.get('/query', queryOptions(tag, noun, EmailQuery, EmailPage), (request) =>
    queryEmails(database, request.query),
  );
  app.post('', createOptions(tag, noun, EmailCreate, Email), async (request, reply) =>
    sendCreated(reply, await createContactPoint(database, emailSpec, request.body, request.actor)),
  );
  app.put(
    '/:email',
    updateOptions(tag, noun, emailParams, EmailUpdate, Email, EmailComplete),
    (request, reply) => {
      const { email } = request.params;
      return sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateContactPoint(database, emailSpec, email, request.body, request.actor, expected),
        () => getContactPointComplete(database, emailSpec, email),
      );
    },
  );
};

export const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const [tag, noun] = ['numbers', 'phone number'];
  app.get('/count', countOptions(tag, noun), () => countContactPoints(database, numberSpec));
  // The portal's forms read a number without country code where the server does (ADR 0029).
  app.get(
    '/region',
    {
      schema: {
        tags: [tag],
        summary: 'Region a phone number without country code is read in (PHONE_REGION)',
        response: { 200: PhoneRegion, ...errorResponses() },
      },
    },
    () => ({ region: phoneRegion() }),
  );
  app.get('/query', queryOptions(tag, noun, NumberQuery, NumberPage), (request) =>
    queryNumbers(database, request.query),
  );
  app.post('', createOptions(tag, noun, NumberCreate, PhoneNumber), async (request, reply) =>
    sendCreated(reply, await createContactPoint(database, numberSpec, request.body, request.actor)),
  );
  app.put(
    '/:number',
    updateOptions(tag, noun, numberParams, NumberUpdate, PhoneNumber, NumberComplete),
    (request, reply) => {
      const { number } = request.params;
      return sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) => updateContactPoint(database, numberSpec, number, request.body, request.actor, expected),
        () => getContactPointComplete(database, numberSpec, number),
      );
    },
  );
};
