// GET /client/documents/{id}: a document this client sees, logged as their download (who, from
// where, when) once the file is ready to leave. Another client's document and an unknown id are the
// same 403, logged: a client learns nothing of what exists beyond their own.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { notYours } from '../client-updates/read-update-file.js';
import { contentDisposition } from '../listings/read-listing-document-file.js';
import type { ServedDocument } from '../listings/send-document.js';
import { type Client, storedUserAgent } from '../public-site/file-access-request.js';
import { visibleDocumentIds } from './visible-documents.js';

export async function readClientDocument(
  database: Database,
  files: FileStore,
  scope: ClientScope,
  rawId: string,
  who: { client: Client; log: FastifyBaseLogger },
): Promise<ServedDocument> {
  const id = uuidKey(rawId);
  const visible = id ? await visibleDocumentIds(database, scope.entityIds, id) : [];
  const row =
    id && visible.includes(id)
      ? await database.db
          .selectFrom('client_documents')
          .select(['storage_key', 'file_name', 'content_type'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!id || !row) {
    who.log.warn({ client: scope.userId, document: rawId }, 'client asked for a document not theirs');
    throw notYours();
  }
  const file = await files.get(row.storage_key);
  if (!file) throw new AppError(404, 'not_found', 'documents.err.fileMissing');
  try {
    await database.db
      .insertInto('client_document_downloads')
      .values({
        id: uuidv7(),
        document_id: id,
        user_id: scope.userId,
        ip: who.client.ip,
        user_agent: storedUserAgent(who.client),
        at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  return {
    body: file.body,
    size: file.size,
    mime: row.content_type,
    disposition: contentDisposition(row.file_name),
  };
}
