// An upload's multipart form as both listing uploads (photos, documents) read it: the one file
// (whole in memory: checkUpload sniffs and parses it, and it is at most UPLOAD_MAX_BYTES) and the
// text fields as sent, each refusal a 4xx with the caller's own message keys.
import type { MessageKey } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';

// Room for the text fields and the boundaries around a file of the limit.
const FORM_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError(413, 'payload_too_large', 'files.err.tooLarge', 'file');

export interface UploadForm {
  file: { bytes: Buffer; name: string } | undefined;
  fields: Record<string, string>;
}

export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
  keys: { multipart: MessageKey; badMultipart: MessageKey },
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', keys.multipart);
  // A declared length past the limit is refused before a byte is read.
  if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD) throw tooLarge();
  let file: UploadForm['file'];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, name: part.filename };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError) throw error;
    // busboy's refusals of the body itself (no boundary, cut short, a second file): the client's
    // upload is broken, not the server.
    throw new AppError(400, 'bad_request', keys.badMultipart);
  }
  return { file, fields };
}
