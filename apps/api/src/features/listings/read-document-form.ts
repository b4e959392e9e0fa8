// The multipart form of POST /listings/{id}/documents: the file (whole in memory: checkUpload sniffs
// and parses it, and it is at most UPLOAD_MAX_BYTES) and the form's text fields, checked.
import { fieldKeysOf, ListingDocumentForm } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { assertWellFormed } from '../../shared/well-formed.js';

// Room for the title, the level and the boundaries around a file of the limit.
const FORM_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError(413, 'payload_too_large', 'files.err.tooLarge', 'file');

export interface DocumentUpload {
  bytes: Buffer;
  /** The name the client gave: checkUpload reads the title and extension from it. */
  name: string;
  form: ListingDocumentForm;
}

export async function readDocumentForm(request: FastifyRequest, maxBytes: number): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'documents.err.multipart');
  // A declared length past the limit is refused before a byte is read.
  if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD) throw tooLarge();
  let file: { bytes: Buffer; name: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, name: part.filename };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // busboy's refusals of the body itself (no boundary, cut short, a second file): the client's
    // upload is broken, not the server.
    throw new AppError(400, 'bad_request', 'documents.err.badMultipart');
  }
  // A browser's form sends an untouched title field as empty text: the file's name then.
  if (fields.title?.trim() === '') delete fields.title;
  // The text fields are checked before the file: a bad level is told without sniffing anything.
  const form = ListingDocumentForm.safeParse(fields);
  if (!form.success) throw new AppError(400, 'validation', 'err.validation', fieldKeysOf(form.error.issues));
  // Form fields are past the /api/v1 check of parsed bodies.
  assertWellFormed({ body: form.data });
  if (!file) throw new AppError(400, 'validation', 'documents.err.noFile', 'file');
  return { ...file, form: form.data };
}
