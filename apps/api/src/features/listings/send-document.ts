// How a deal-room document is answered, to staff and visitors alike: its stored type only (nosniff:
// a browser never guesses another), under its name, and kept by no cache, so every fetch reaches
// the server and its log (a visitor's copy is stamped with the time, too).
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface ServedDocument {
  body: Readable | Buffer;
  size: number;
  mime: string;
  disposition: string;
}

export const sendDocument = (reply: FastifyReply, { body, size, mime, disposition }: ServedDocument) =>
  reply
    .header('content-type', mime)
    .header('content-length', size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
