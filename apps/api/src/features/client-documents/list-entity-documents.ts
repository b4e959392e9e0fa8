// GET /entities/{id}/documents: what the contact's client sees, as staff read it: the documents
// shared with the contact (or a company its client represents) and those of the properties it
// controls today, each with its downloads.
import type { StaffClientDocumentList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { clientRoots } from './add-client-document.js';
import { staffDocuments } from './client-document-rows.js';
import { visibleDocumentIds } from './visible-documents.js';

export async function listEntityDocuments(
  database: Database,
  rawId: string,
): Promise<StaffClientDocumentList> {
  const id = uuidKey(rawId);
  const entity = id
    ? await database.db.selectFrom('entities').select('uuid').where('uuid', '=', id).executeTakeFirst()
    : undefined;
  if (!id || !entity) throw notFound('lookup.entity');
  const ids = await visibleDocumentIds(database, await clientRoots(database, id));
  return { data: await staffDocuments(database.db, ids) };
}
