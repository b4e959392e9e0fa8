// One contact's card, to put on a phone (a search's cards stream through exports.routes.ts).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { entitySpec } from '../entities/entity-spec.js';
import { contactVcard } from './export-vcards.js';
import { attachment, CONTENT_TYPES } from './write-file.js';

/** A search's pages of cards as the reply's byte stream. */
export const vcardStream = (pages: AsyncGenerator<string>): Readable =>
  Readable.from(
    (async function* () {
      for await (const page of pages) yield Buffer.from(page);
    })(),
    { objectMode: false },
  );

/** The file's name: the contact's name in ASCII letters and digits (a header holds no other). */
const fileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'contact';

export async function sendContactVcard(database: Database, reply: FastifyReply, id: string) {
  const uuid = entitySpec.lookupKey(id);
  const found = uuid ? await contactVcard(database, uuid) : undefined;
  if (!found) throw notFound(entitySpec.missing);
  return attachment(reply, `${fileName(found.name)}.vcf`, CONTENT_TYPES.vcf, `${found.name}.vcf`).send(
    found.card,
  );
}
