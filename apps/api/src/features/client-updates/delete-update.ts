// DELETE /updates/{id}: withdrawn from every client's feed and its attachments no longer served; the
// row stays (deleted_at), a record of what was published and to whom.
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

export async function deleteUpdate(database: Database, rawId: string): Promise<void> {
  const id = uuidKey(rawId);
  const done = id
    ? await database.db
        .updateTable('client_updates')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!done || Number(done.numUpdatedRows) === 0) throw notFound('lookup.update');
}
