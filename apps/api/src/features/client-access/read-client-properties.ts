// GET /entities/{id}/client-properties: the properties a contact sees in the client portal (issue
// 29), for staff sharing a document about one of them. The contact's live account reads its scope
// as the client does (their contact and the companies they represent); a contact without one reads
// what its own contact controls, the properties an invitation would show them.
import type { ClientPropertyList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { clientProperties } from '../client-portfolio/client-properties.js';
import { entitySpec } from '../entities/entity-spec.js';
import { type ClientScope, readClientScope } from './client-scope.js';

export async function readClientPropertiesOf(database: Database, id: string): Promise<ClientPropertyList> {
  const contact = await findRecordRow(database.db, entitySpec, id);
  const live = await database.db
    .selectFrom('client_access')
    .select('user_id')
    .where('entity_id', '=', contact.uuid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const scope: ClientScope = (live && (await readClientScope(database, live.user_id))) || {
    userId: '',
    entityId: contact.uuid,
    entityIds: [contact.uuid],
  };
  return clientProperties(database, scope);
}
