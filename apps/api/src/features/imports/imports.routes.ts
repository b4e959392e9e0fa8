// Spreadsheet import. @fastify/multipart is registered in this plugin only: every other route keeps
// the API's JSON-only rule (415 for any other body).

import type { Readable } from 'node:stream';
import {
  ErrorBody,
  fieldKeysOf,
  ImportDryRun,
  ImportForm,
  ImportJob,
  ImportStarted,
  ImportUpload,
} from '@crm/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { userIdOf } from '../../shared/audit.js';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { assertWellFormed } from '../../shared/well-formed.js';
import { attachment, CONTENT_TYPES } from '../exports/write-file.js';
import { cancelImport } from './cancel-import.js';
import { getImport } from './get-import.js';
import { getImportErrors } from './get-import-errors.js';
import { previewImport } from './preview-import.js';
import { resumeImport } from './resume-import.js';
import { startImport } from './start-import.js';

const tags = ['imports'];
// Room for the form's other fields and the multipart boundaries around a file of the limit.
const FORM_OVERHEAD = 1_048_576;

const tooLarge = () => new AppError(413, 'payload_too_large', 'import.err.tooLarge', 'file');

/** The failed rows' file, streamed (its 200 is documented as CSV text). */
const sendCsv = (reply: FastifyReply, id: string, csv: Readable) =>
  attachment(reply, `import-${id}-errors.csv`, CONTENT_TYPES.csv).send(csv);

/** The uploaded file and the form's fields, checked by ImportForm. */
async function readForm(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'import.err.multipart');
  if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD) throw tooLarge();
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError) throw error;
    // busboy's refusals of the body itself (no boundary, cut short, a malformed part header): the
    // client's upload is broken, not the server.
    throw new AppError(400, 'bad_request', 'import.err.badMultipart');
  }
  if (!file) throw new AppError(400, 'validation', 'import.err.noFile', 'file');
  const form = ImportForm.safeParse(fields);
  if (!form.success) throw new AppError(400, 'validation', 'err.validation', fieldKeysOf(form.error.issues));
  // The mapping is JSON inside a form field, past the /api/v1 check of parsed bodies.
  assertWellFormed({ body: form.data });
  return { file, form: form.data };
}

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, importRunner } = app;
  await app.register(multipart);

  app.post(
    '/',
    {
      config: { multipartBody: ImportUpload },
      schema: {
        tags,
        summary:
          'Import a CSV, XLSX or vCard file of contacts, addresses, comps, leases (a rent roll) or deals (multipart: file, kind, policy, mapping, dry_run)',
        description:
          'With dry_run=true answers 200 with the columns matched, the first 20 rows as they would be saved and ' +
          'the totals (for comps, leases and deals, also the addresses, spaces and contacts it would create), writing nothing; otherwise ' +
          'stores the file, queues a job and answers 202 { id }.',
        consumes: ['multipart/form-data'],
        response: {
          200: ImportDryRun,
          202: ImportStarted,
          ...errorResponses(400, 413),
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { file, form } = await readForm(request, app.config.importMaxBytes);
      const options = {
        kind: form.kind,
        policy: form.policy,
        mapping: form.mapping,
        limits: app.config.importLimits,
        starter: userIdOf(request.actor),
      };
      if (form.dry_run) return reply.status(200).send(await previewImport(database, file, options));
      const id = await startImport(database, file, options, request.actor);
      importRunner.start(id);
      return reply.status(202).send({ id });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An import job: status and counters',
        params: idParams,
        response: { 200: ImportJob, ...errorResponses(404) },
      },
    },
    (request) => getImport(database, request.params.id),
  );

  app.get(
    '/:id/errors',
    {
      schema: {
        tags,
        summary: 'The failed rows of an import as CSV (the file’s columns, then row and reason)',
        params: idParams,
        produces: ['text/csv'],
        // A stream, sent as it is, never through the JSON serializer.
        response: { 200: z.string().describe('CSV text'), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendCsv(reply, request.params.id, await getImportErrors(database, request.params.id)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an import job (the batches already committed stay)',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await cancelImport(database, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/resume',
    {
      schema: {
        tags,
        summary: 'Resume an interrupted import job after its last whole batch',
        params: idParams,
        response: { 202: ImportStarted, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const id = await resumeImport(database, request.params.id);
      importRunner.start(id);
      return reply.status(202).send({ id });
    },
  );
};
