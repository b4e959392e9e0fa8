// GET /{entities|addresses|emails|numbers}/export: every record a search matches, as a file (one
// contact's own vCard, GET /entities/{id}/export, is its kind's: records/record-routes.ts). The
// answer is a stream (no response cache, no JSON serializer); its 200 is documented as a file.

import type { Readable } from 'node:stream';
import {
  AddressExportQuery,
  type ContactExportFormat,
  DealExportQuery,
  EmailExportQuery,
  EntityExportQuery,
  ErrorBody,
  EXPORT_COLUMNS,
  type ExportFormat,
  NumberExportQuery,
} from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { errorResponses } from '../../shared/route-schemas.js';
import { exportDeals } from './export-deals.js';
import { type Cell, exportRecords } from './export-records.js';
import { createExportSlots, EXPORT_RETRY_AFTER, type ExportSlots } from './export-slots.js';
import { EXPORT_SPECS, type ExportKindName, type ExportSpec } from './export-specs.js';
import { exportFileInThread, exportThreadsAvailable } from './export-thread.js';
import { exportVcards } from './export-vcards.js';
import { vcardStream } from './send-vcards.js';
import { attachment, CONTENT_TYPES, exportStream } from './write-file.js';

const file = z
  .string()
  .describe(
    'The file: CSV (UTF-8 with BOM) or XLSX, a header row of field names, then every matching row in search order',
  );
// 429 when the user's or the server's exports are all running (export-slots.ts).
const response = { 200: file, ...errorResponses(400), 429: ErrorBody };
/** The answer's media types as OpenAPI declares them (plugins/openapi.ts): one per format the route's
 * query accepts, so a format added to a query is declared with it. */
const producesFor = (query: {
  shape: { format: z.ZodDefault<z.ZodEnum<Record<string, ContactExportFormat>>> };
}) => query.shape.format.unwrap().options.map((format) => CONTENT_TYPES[format]);

/** One of the export slots for the caller, given back when the answer ends (sent whole, cut or
 * abandoned by the client); 429 with Retry-After when none is free. */
function takeSlot(slots: ExportSlots, request: FastifyRequest, reply: FastifyReply): () => void {
  let release: () => void;
  try {
    release = slots.take(request.actor);
  } catch (error) {
    reply.header('retry-after', String(EXPORT_RETRY_AFTER));
    throw error;
  }
  reply.raw.once('close', release);
  return release;
}

/** Sends an export: the caller's slot taken (given back when the answer ends), the first page
 * read before answering (a failing database is then still a 500, not a cut file), the rest
 * streamed as the reply asks for it. */
async function sendPages<T>(
  slots: ExportSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: AsyncGenerator<T>,
  /** `stream` logs a failure once the answer has begun (its status is sent: the body is cut). */
  file: { name: string; type: string; stream(all: AsyncGenerator<T>): Readable },
) {
  const release = takeSlot(slots, request, reply);
  const first = await pages.next().catch((error) => {
    release();
    throw error;
  });
  const all = (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
  return attachment(reply, file.name, file.type).send(file.stream(all));
}

const today = () => new Date().toISOString().slice(0, 10);

/** Pages of cells as a CSV or XLSX file named `file`-today. */
const sendCells = (
  slots: ExportSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: AsyncGenerator<Cell[][]>,
  file: { file: string; sheet: string; columns: readonly string[]; format: ExportFormat },
) =>
  sendPages<Cell[][]>(slots, request, reply, pages, {
    name: `${file.file}-${today()}.${file.format}`,
    type: CONTENT_TYPES[file.format],
    stream: (all) =>
      exportStream(file.format, {
        columns: file.columns,
        sheet: file.sheet,
        pages: all,
        onError: (error) => request.log.warn({ err: error }, 'export stopped'),
      }),
  });

/** A search's records as CSV or XLSX: on a thread of its own where the server can open the
 * database again (export-thread.ts), else here. */
async function sendExport<Q extends { format: ExportFormat }>(
  database: Database,
  slots: ExportSlots,
  /** The spec by name, for its thread, and itself (the same EXPORT_SPECS entry) for this one. */
  [kind, spec]: [ExportKindName, ExportSpec<Q>],
  request: FastifyRequest,
  reply: FastifyReply,
  query: Q,
) {
  const databaseUrl = request.server.config.databaseUrl;
  if (!exportThreadsAvailable(databaseUrl))
    return sendCells(slots, request, reply, exportRecords(database, spec, query, request.actor), {
      ...spec,
      format: query.format,
    });
  const release = takeSlot(slots, request, reply);
  const body = await exportFileInThread(
    { databaseUrl, kind, query, actor: request.actor, format: query.format },
    (error) => request.log.warn({ err: error }, 'export stopped'),
  ).catch((error) => {
    release();
    throw error;
  });
  return attachment(reply, `${spec.file}-${today()}.${query.format}`, CONTENT_TYPES[query.format]).send(body);
}

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const slots = createExportSlots(app.config.exportLimit);

  app.get(
    '/entities/export',
    {
      schema: {
        tags: ['entities'],
        summary:
          'Export the contacts a search matches, with their emails and numbers (CSV or XLSX), or as vCard 4.0 (vcf)',
        querystring: EntityExportQuery,
        produces: producesFor(EntityExportQuery),
        response: {
          ...response,
          200: z
            .string()
            .describe(
              'The file: CSV (UTF-8 with BOM) or XLSX, a header row of field names, then every matching row in search order; or vCard 4.0, a card a contact',
            ),
        },
      },
    },
    (request, reply) => {
      const { format, ...filters } = request.query;
      return format === 'vcf'
        ? sendPages(slots, request, reply, exportVcards(database, filters, request.actor), {
            name: `contacts-${today()}.vcf`,
            type: CONTENT_TYPES.vcf,
            stream: (pages) =>
              vcardStream(pages).on('error', (error) => request.log.warn({ err: error }, 'export stopped')),
          })
        : sendExport<EntityExportQuery & { format: ExportFormat }>(
            database,
            slots,
            ['entities', EXPORT_SPECS.entities],
            request,
            reply,
            {
              ...filters,
              format,
            },
          );
    },
  );

  app.get(
    '/addresses/export',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Export the addresses a search matches, with their contacts (CSV or XLSX)',
        querystring: AddressExportQuery,
        produces: producesFor(AddressExportQuery),
        response,
      },
    },
    (request, reply) =>
      sendExport(database, slots, ['addresses', EXPORT_SPECS.addresses], request, reply, request.query),
  );

  app.get(
    '/emails/export',
    {
      schema: {
        tags: ['emails'],
        summary: 'Export the emails a search matches (CSV or XLSX)',
        querystring: EmailExportQuery,
        produces: producesFor(EmailExportQuery),
        response,
      },
    },
    (request, reply) =>
      sendExport(database, slots, ['emails', EXPORT_SPECS.emails], request, reply, request.query),
  );

  app.get(
    '/numbers/export',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Export the phone numbers a search matches (CSV or XLSX)',
        querystring: NumberExportQuery,
        produces: producesFor(NumberExportQuery),
        response,
      },
    },
    (request, reply) =>
      sendExport(database, slots, ['numbers', EXPORT_SPECS.numbers], request, reply, request.query),
  );

  app.get(
    '/deals/export',
    {
      schema: {
        tags: ['deals'],
        summary:
          'Export the deals GET /deals matches (its filters, no paging), with their parties, figures, key dates and splits (CSV or XLSX)',
        querystring: DealExportQuery,
        produces: producesFor(DealExportQuery),
        response,
      },
    },
    (request, reply) => {
      const { format, ...filters } = request.query;
      return sendCells(slots, request, reply, exportDeals(database, filters), {
        file: 'deals',
        sheet: 'Deals',
        columns: EXPORT_COLUMNS.deals,
        format,
      });
    },
  );
};
