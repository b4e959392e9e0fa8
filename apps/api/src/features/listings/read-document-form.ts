// The multipart form of POST /listings/{id}/documents: the file (whole in memory: checkUpload sniffs
// and parses it, and it is at most UPLOAD_MAX_BYTES) and the form's text fields, checked.
import { fieldKeysOf, ListingDocumentForm } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { assertWellFormed } from '../../shared/well-formed.js';
import { readUploadForm } from '../files/read-upload-form.js';

export interface DocumentUpload {
  bytes: Buffer;
  /** The name the client gave: checkUpload reads the title and extension from it. */
  name: string;
  form: ListingDocumentForm;
}

export async function readDocumentForm(request: FastifyRequest, maxBytes: number): Promise<DocumentUpload> {
  const { file, fields } = await readUploadForm(request, maxBytes, {
    multipart: 'documents.err.multipart',
    badMultipart: 'documents.err.badMultipart',
  });
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
