// GET /client/updates/{id}/files/{fileId}: an attachment of an update published to this client.
// Anything else (another client's update, a withdrawn one, an unknown id) is the same 403, logged:
// a client learns nothing of what exists beyond their own.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { contentDisposition } from '../listings/read-listing-document-file.js';
import type { ServedDocument } from '../listings/send-document.js';

export const notYours = () => new AppError(403, 'forbidden', 'client.err.notYours');

export async function readUpdateFile(
  database: Database,
  files: FileStore,
  scope: ClientScope,
  raw: { id: string; fileId: string },
  log: FastifyBaseLogger,
): Promise<ServedDocument> {
  const updateId = uuidKey(raw.id);
  const fileId = uuidKey(raw.fileId);
  const row =
    updateId && fileId
      ? await database.db
          .selectFrom('client_update_files as f')
          .innerJoin('client_updates as u', 'u.id', 'f.update_id')
          .innerJoin('client_update_deliveries as d', 'd.update_id', 'u.id')
          .select(['f.storage_key', 'f.file_name', 'f.content_type'])
          .where('f.id', '=', fileId)
          .where('u.id', '=', updateId)
          .where('u.deleted_at', 'is', null)
          .where('d.user_id', '=', scope.userId)
          .executeTakeFirst()
      : undefined;
  if (!row) {
    log.warn(
      { client: scope.userId, update: raw.id, file: raw.fileId },
      'client asked for an update file not theirs',
    );
    throw notYours();
  }
  const file = await files.get(row.storage_key);
  if (!file) throw new AppError(404, 'not_found', 'documents.err.fileMissing');
  return {
    body: file.body,
    size: file.size,
    mime: row.content_type,
    disposition: contentDisposition(row.file_name),
  };
}
