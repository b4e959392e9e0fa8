// GET /client/documents: the documents this client sees (visible-documents.ts), each with when they
// last downloaded it.
import type { ClientDocumentList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { visibleDocumentIds } from './visible-documents.js';

export async function listClientDocuments(
  database: Database,
  scope: ClientScope,
): Promise<ClientDocumentList> {
  const { db } = database;
  const ids = await visibleDocumentIds(database, scope.entityIds);
  if (!ids.length) return { data: [] };
  const rows = await db
    .selectFrom('client_documents as d')
    .leftJoin('addresses as a', 'a.uuid', 'd.address_id')
    .select(['d.id', 'd.title', 'd.file_name', 'd.content_type', 'd.size', 'd.address_id', 'd.created_at'])
    .select('a.address')
    .select((eb) =>
      eb
        .selectFrom('client_document_downloads as l')
        .select((e) => e.fn.max('l.at').as('at'))
        .whereRef('l.document_id', '=', 'd.id')
        .where('l.user_id', '=', scope.userId)
        .as('downloaded_at'),
    )
    .where('d.id', 'in', ids)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return {
    data: rows.map((d) => ({
      id: String(d.id),
      title: d.title,
      file_name: d.file_name,
      content_type: d.content_type,
      size: Number(d.size),
      property:
        d.address_id != null && d.address != null ? { id: String(d.address_id), address: d.address } : null,
      shared_at: toIso(d.created_at),
      downloaded_at: d.downloaded_at == null ? null : toIso(d.downloaded_at),
    })),
  };
}
