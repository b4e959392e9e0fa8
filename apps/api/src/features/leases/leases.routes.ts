import {
  Lease,
  LeaseConflict,
  LeaseCreate,
  LeasePage,
  LeaseQuery,
  LeaseUpdate,
  PortfolioRentRoll,
  PortfolioRentRollQuery,
  RentRoll,
  type RentRollFormat,
  RentRollQuery,
} from '@crm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned, withEtag } from '../../shared/versions.js';
import { attachment, CONTENT_TYPES } from '../exports/write-file.js';
import { createLease } from './create-lease.js';
import { deleteLease } from './delete-lease.js';
import { getPortfolioRentRoll } from './get-portfolio-rent-roll.js';
import { LeaseOverlap } from './lease-references.js';
import { queryLeases } from './query-leases.js';
import { getLease } from './read-leases.js';
import { getRentRoll } from './rent-roll.js';
import { type NamedRoll, rentRollFile } from './rent-roll-file.js';
import { updateLease } from './update-lease.js';

const tags = ['leases'];

const conflictResponse = {
  409: LeaseConflict.describe(
    'An active lease already covers one of these spaces on some of these days: `lease_id` is that lease',
  ),
};

/** A write that may overlap another active lease: the 409 names that lease beside the error. */
async function refusingOverlap<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | LeaseConflict> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof LeaseOverlap)) throw error;
    reply.status(409);
    return error.body();
  }
}

/** A rent roll's answers: JSON as declared (the document keeps its schema), or the file `format`
 * asks for (rent-roll-file.ts). */
const rollProduces = ['application/json', CONTENT_TYPES.csv, CONTENT_TYPES.xlsx];

/** The roll as JSON (the route's serializer) or as the file asked for, sent whole: a roll is a few
 * thousand rows at most. */
async function sendRoll<T extends NamedRoll>(reply: FastifyReply, format: RentRollFormat, roll: T) {
  if (format === 'json') return roll;
  const file = await rentRollFile(format, roll);
  return attachment(reply, file.name, file.type).send(file.body);
}

/** /leases (…/complete and …/history come from the kind's registration), a building's
 * /addresses/{id}/rent-roll and an owner's /entities/{id}/rent-roll: registered without a prefix,
 * so each path is written out whole. */
export const leasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/leases',
    {
      schema: {
        tags,
        summary:
          'Leases of a building (its spaces’ too) or a space, of a tenant, by status, ending before a day; soonest ending first',
        querystring: LeaseQuery,
        response: { 200: LeasePage, ...errorResponses(400) },
      },
    },
    (request) => queryLeases(database, request.query),
  );

  app.get(
    '/leases/:id',
    {
      schema: {
        tags,
        summary: 'A lease with its tenant and spaces (ETag: its version)',
        params: idParams,
        response: { 200: Lease, ...errorResponses(404) },
      },
    },
    async (request, reply) => withEtag(reply, await getLease(database.db, request.params.id)),
  );

  app.post(
    '/leases',
    {
      schema: {
        tags,
        summary:
          'Lease spaces of one building to a tenant: dates, area, base rent, escalation or steps, options, deposit, status',
        body: LeaseCreate,
        response: { 201: Lease, ...errorResponses(400, 404), ...conflictResponse },
      },
    },
    (request, reply) =>
      refusingOverlap(reply, async () =>
        sendCreated(reply, await createLease(database, request.body, request.actor)),
      ),
  );

  app.put(
    '/leases/:id',
    {
      schema: {
        tags,
        summary:
          'Change the given fields of a lease (space_ids replaces its spaces); If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: LeaseUpdate,
        response: {
          200: Lease,
          ...errorResponses(400, 404),
          ...conflictResponse,
          ...staleResponse(Lease),
        },
      },
    },
    (request, reply) =>
      refusingOverlap(reply, () =>
        sendVersioned(
          reply,
          request.headers['if-match'],
          (expected) => updateLease(database, request.params.id, request.body, request.actor, expected),
          () => getLease(database.db, request.params.id),
        ),
      ),
  );

  app.delete(
    '/leases/:id',
    {
      schema: {
        tags,
        summary: 'Delete a lease; its history stays',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteLease(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/addresses/:id/rent-roll',
    {
      schema: {
        tags,
        summary:
          "A building's rent roll (a space's: its building's): each space with its lease in effect, occupancy, annual rent, WALT and expiries by year; as JSON, CSV or XLSX",
        params: idParams,
        querystring: RentRollQuery,
        produces: rollProduces,
        response: { 200: RentRoll, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { as_of, format } = request.query;
      const roll = await getRentRoll(database, request.params.id, as_of, config.timeZone);
      return sendRoll(reply, format, roll);
    },
  );

  app.get(
    '/entities/:id/rent-roll',
    {
      schema: {
        tags,
        summary:
          'An owner’s rent roll over every building it controls through its portfolio’s ownership walk (a space reached counts as its building, once; co-owned buildings whole): the buildings’ rows and totals, totals and expiries over all; as JSON, CSV or XLSX',
        params: idParams,
        querystring: PortfolioRentRollQuery,
        produces: rollProduces,
        response: { 200: PortfolioRentRoll, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const roll = await getPortfolioRentRoll(database, request.params.id, query, config.timeZone);
      return sendRoll(reply, format, roll);
    },
  );
};
