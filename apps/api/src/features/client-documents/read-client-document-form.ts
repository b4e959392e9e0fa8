// The multipart form of POST /entities/{id}/documents and /addresses/{id}/client-documents: the
// file (whole in memory, at most UPLOAD_MAX_BYTES) and its text fields, checked before the file.
import { ClientDocumentForm, fieldKeysOf } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { assertWellFormed } from '../../shared/well-formed.js';
import { readUploadForm } from '../files/read-upload-form.js';

export interface ClientDocumentUpload {
  bytes: Buffer;
  name: string;
  form: ClientDocumentForm;
}

export async function readClientDocumentForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ClientDocumentUpload> {
  const { file, fields } = await readUploadForm(request, maxBytes, {
    multipart: 'clientDocs.err.multipart',
    badMultipart: 'clientDocs.err.badMultipart',
  });
  // A browser's form sends untouched fields as empty text: the file's name, no property.
  for (const key of ['title', 'address_id']) if (fields[key]?.trim() === '') delete fields[key];
  const form = ClientDocumentForm.safeParse(fields);
  if (!form.success) throw new AppError(400, 'validation', 'err.validation', fieldKeysOf(form.error.issues));
  assertWellFormed({ body: form.data });
  if (!file) throw new AppError(400, 'validation', 'clientDocs.err.noFile', 'file');
  return { ...file, form: form.data };
}
