// Shares a file with one contact's client (POST /entities/{id}/documents, optionally about one of
// that client's properties) or with every client of a property (POST /addresses/{id}/client-documents:
// who they are is read from the ownership walk at each request, never fixed here). The upload is
// judged by its bytes and stored under a generated key; a refusal after it is stored deletes it.
import type { StaffClientDocument } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';
import { newFileKey } from '../../storage/file-store.js';
import { checkUpload } from '../files/check-upload.js';
import { staffDocuments } from './client-document-rows.js';
import type { ClientDocumentUpload } from './read-client-document-form.js';
import { scopeAddresses } from './scope-addresses.js';

export type ShareTarget = { entity: string } | { address: string };

async function known(database: Database, table: 'entities' | 'addresses', raw: string): Promise<string> {
  const id = uuidKey(raw);
  const row = id
    ? await database.db.selectFrom(table).select('uuid').where('uuid', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(table === 'entities' ? 'lookup.entity' : 'lookup.address');
  return id ?? '';
}

/** The contact, then the companies its live client account represents: whose properties count. */
export async function clientRoots(database: Database, entityId: string): Promise<string[]> {
  const companies = await database.db
    .selectFrom('client_access_entities as c')
    .innerJoin('client_access as a', 'a.user_id', 'c.user_id')
    .select('c.entity_id')
    .where('a.entity_id', '=', entityId)
    .where('a.revoked_at', 'is', null)
    .execute();
  return [entityId, ...companies.map((c) => String(c.entity_id)).filter((id) => id !== entityId)];
}

/** The contact and the property the document is shared with: 404 unknown, 400 a property that is
 * not the contact's. Told before the file is judged or stored. */
export async function shareTarget(
  database: Database,
  target: ShareTarget,
  addressField: string | undefined,
): Promise<{ entityId: string | null; addressId: string | null }> {
  if ('address' in target)
    return { entityId: null, addressId: await known(database, 'addresses', target.address) };
  const entityId = await known(database, 'entities', target.entity);
  if (addressField === undefined) return { entityId, addressId: null };
  const addressId = uuidKey(addressField);
  const theirs = addressId ? await scopeAddresses(database, await clientRoots(database, entityId)) : [];
  if (!addressId || !theirs.includes(addressId))
    throw new AppError(400, 'validation', 'clientDocs.val.address', 'address_id');
  return { entityId, addressId };
}

export async function addClientDocument(
  database: Database,
  files: FileStore,
  target: ShareTarget,
  upload: ClientDocumentUpload,
  maxBytes: number,
  actor: Actor,
): Promise<StaffClientDocument> {
  const { entityId, addressId } = await shareTarget(database, target, upload.form.address_id);
  const checked = await checkUpload(upload.bytes, { name: upload.name, purpose: 'document', maxBytes });
  const key = newFileKey('client/documents', checked.ext);
  const { size } = await files.put(key, upload.bytes, { contentType: checked.mime });
  const id = uuidv7();
  try {
    await database.db
      .insertInto('client_documents')
      .values({
        id,
        entity_id: entityId,
        address_id: addressId,
        title: upload.form.title ?? checked.title,
        storage_key: key,
        file_name: `${checked.title}.${checked.ext}`,
        content_type: checked.mime,
        size,
        created_by: actor,
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  const [document] = await staffDocuments(database.db, [id]);
  if (!document) throw new Error('the document just written is missing');
  return document;
}
