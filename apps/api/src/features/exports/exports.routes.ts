// GET /{entities|addresses|emails|numbers}/export: every record a search matches, as a file. The
// answer is a stream (no response cache, no JSON serializer); its 200 is documented as a file.
import {
  AddressExportQuery,
  EmailExportQuery,
  EntityExportQuery,
  ErrorBody,
  type ExportFormat,
  NumberExportQuery,
} from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { errorResponses } from '../../shared/route-schemas.js';
import { type Cell, exportRecords } from './export-records.js';
import { createExportSlots, EXPORT_RETRY_AFTER, type ExportSlots } from './export-slots.js';
import { addressExport, type ExportSpec, emailExport, entityExport, numberExport } from './export-specs.js';
import { CONTENT_TYPES, exportStream } from './write-file.js';

const file = z
  .string()
  .describe(
    'The file: CSV (UTF-8 with BOM) or XLSX, a header row of field names, then every matching row in search order',
  );
// 429 when the user's or the server's exports are all running (export-slots.ts).
const response = { 200: file, ...errorResponses(400), 429: ErrorBody };

async function sendExport<Q extends { format: ExportFormat }>(
  database: Database,
  slots: ExportSlots,
  spec: ExportSpec<Q>,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Q,
) {
  let release: () => void;
  try {
    release = slots.take(request.actor);
  } catch (error) {
    reply.header('retry-after', String(EXPORT_RETRY_AFTER));
    throw error;
  }
  // The slot is given back when the answer ends, sent whole, cut or abandoned by the client.
  reply.raw.once('close', release);
  const pages = exportRecords(database, spec, query);
  // The first page is read before answering, so a failing database is still a 500, not a cut file.
  const first = await pages.next().catch((error) => {
    release();
    throw error;
  });
  const all = (async function* (): AsyncGenerator<Cell[][]> {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
  const stream = exportStream(query.format, {
    columns: spec.columns,
    sheet: spec.sheet,
    pages: all,
    onError: (error) => request.log.warn({ err: error }, 'export stopped'),
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-disposition', `attachment; filename="${spec.file}-${day}.${query.format}"`)
    .header('cache-control', 'no-store')
    .type(CONTENT_TYPES[query.format])
    .send(stream);
}

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const slots = createExportSlots(app.config.exportLimit);

  app.get(
    '/entities/export',
    {
      schema: {
        tags: ['entities'],
        summary: 'Export the contacts a search matches, with their emails and numbers (CSV or XLSX)',
        querystring: EntityExportQuery,
        response,
      },
    },
    (request, reply) => sendExport(database, slots, entityExport, request, reply, request.query),
  );

  app.get(
    '/addresses/export',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Export the addresses a search matches, with their contacts (CSV or XLSX)',
        querystring: AddressExportQuery,
        response,
      },
    },
    (request, reply) => sendExport(database, slots, addressExport, request, reply, request.query),
  );

  app.get(
    '/emails/export',
    {
      schema: {
        tags: ['emails'],
        summary: 'Export the emails a search matches (CSV or XLSX)',
        querystring: EmailExportQuery,
        response,
      },
    },
    (request, reply) => sendExport(database, slots, emailExport, request, reply, request.query),
  );

  app.get(
    '/numbers/export',
    {
      schema: {
        tags: ['numbers'],
        summary: 'Export the phone numbers a search matches (CSV or XLSX)',
        querystring: NumberExportQuery,
        response,
      },
    },
    (request, reply) => sendExport(database, slots, numberExport, request, reply, request.query),
  );
};
