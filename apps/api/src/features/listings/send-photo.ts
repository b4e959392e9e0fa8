// How a photo file is answered, publicly and to staff alike: of its stored type only (nosniff: a
// browser never guesses another), shown in place, and kept (a variant's key is new for every
// upload and its bytes never change).
import type { FastifyReply } from 'fastify';
import type { PhotoFile } from './read-photo-file.js';

/** Any cache may keep a published photo; a staff preview only the staff member's browser. */
export const PHOTO_CACHE = {
  public: 'public, max-age=31536000, immutable',
  staff: 'private, max-age=31536000, immutable',
} as const;

export function sendPhoto(reply: FastifyReply, file: PhotoFile, cache: keyof typeof PHOTO_CACHE) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', PHOTO_CACHE[cache])
    .send(file.body);
}
