// DELETE /client-documents/{id}: no client sees it any more; its file goes once the row is gone
// (a file left behind by a failed delete is an orphan, never a document served without its row).
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';

export async function deleteClientDocument(
  database: Database,
  files: FileStore,
  rawId: string,
): Promise<void> {
  const id = uuidKey(rawId);
  const row = id
    ? await database.db
        .deleteFrom('client_documents')
        .where('id', '=', id)
        .returning('storage_key')
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.clientDocument');
  await files.delete(row.storage_key);
}
