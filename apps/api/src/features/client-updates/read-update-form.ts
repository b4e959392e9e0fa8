// POST /updates takes JSON (no attachments) or a multipart form: the field `update` holding the
// same JSON, and up to five `file` parts (whole in memory: checkUpload sniffs each, and each is at
// most UPLOAD_MAX_BYTES). Either way the update is checked before any file is judged or stored.
import { fieldKeysOf, UPDATE_FILES_MAX, UpdateInput } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { assertWellFormed } from '../../shared/well-formed.js';

export interface UpdateUpload {
  input: UpdateInput;
  files: Array<{ bytes: Buffer; name: string }>;
}

// Room for the update's text and the boundaries around five files of the limit.
const FORM_OVERHEAD = 128 * 1024;
const tooLarge = () => new AppError(413, 'payload_too_large', 'files.err.tooLarge', 'file');

function parseInput(raw: unknown): UpdateInput {
  const parsed = UpdateInput.safeParse(raw);
  if (!parsed.success)
    throw new AppError(400, 'validation', 'err.validation', fieldKeysOf(parsed.error.issues));
  return parsed.data;
}

export async function readUpdateForm(request: FastifyRequest, maxBytes: number): Promise<UpdateUpload> {
  if (!request.isMultipart()) {
    // The JSON body was parsed (and checked for lone surrogates) on the way in.
    if (request.body === undefined) throw new AppError(400, 'validation', 'err.bodyRequired', 'body');
    return { input: parseInput(request.body), files: [] };
  }
  if (Number(request.headers['content-length']) > UPDATE_FILES_MAX * maxBytes + FORM_OVERHEAD)
    throw tooLarge();
  const files: UpdateUpload['files'] = [];
  let json: string | undefined;
  try {
    const limits = { fileSize: maxBytes, files: UPDATE_FILES_MAX, fields: 5 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') files.push({ bytes, name: part.filename });
      } else if (part.fieldname === 'update') json = String(part.value ?? '');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(400, 'bad_request', 'updates.err.tooManyFiles', 'file');
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'bad_request', 'updates.err.badMultipart');
  }
  if (json === undefined) throw new AppError(400, 'validation', 'updates.err.noUpdate', 'update');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new AppError(400, 'validation', 'updates.err.noUpdate', 'update');
  }
  const input = parseInput(raw);
  // Form fields are past the /api/v1 check of parsed bodies.
  assertWellFormed({ body: input });
  return { input, files };
}
