// The vCard answers: a search's contacts streamed a page of cards at a time (like the CSV export:
// the next page is read only when the reply wants more), and one contact's card.
import { Readable } from 'node:stream';
import type { EntityExportQuery } from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { entitySpec } from '../entities/entity-spec.js';
import { contactVcard, exportVcards } from './export-vcards.js';
import { CONTENT_TYPES } from './write-file.js';

export const VCARD_TYPE = CONTENT_TYPES.vcf;

/** `file` is ASCII; `name`, when given, is the name as written (RFC 6266's filename*, UTF-8). */
const attachment = (reply: FastifyReply, file: string, name?: string) =>
  reply
    .header(
      'content-disposition',
      `attachment; filename="${file}.vcf"${name ? `; filename*=UTF-8''${encodeURIComponent(`${name}.vcf`)}` : ''}`,
    )
    .header('cache-control', 'no-store')
    .type(VCARD_TYPE);

export async function sendVcards(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  filters: Omit<EntityExportQuery, 'format'>,
  /** Gives back the caller's export slot (exports.routes.ts); also called on the answer's close. */
  release: () => void,
) {
  const pages = exportVcards(database, filters);
  // The first page is read before answering, so a failing database is still a 500, not a cut file.
  const first = await pages.next().catch((error) => {
    release();
    throw error;
  });
  const chunks = async function* () {
    if (first.done) return;
    yield Buffer.from(first.value);
    for await (const page of pages) yield Buffer.from(page);
  };
  const stream = Readable.from(chunks(), { objectMode: false }).on('error', (error) =>
    request.log.warn({ err: error }, 'export stopped'),
  );
  const day = new Date().toISOString().slice(0, 10);
  return attachment(reply, `contacts-${day}`).send(stream);
}

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
  return attachment(reply, fileName(found.name), found.name).send(found.card);
}
