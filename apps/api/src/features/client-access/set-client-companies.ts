// PUT /entities/{id}/client-access (issue 29): the companies a client represents, chosen among the
// contact's candidates (client-candidates.ts); their properties become the client's too.
import type { ClientAccessStatus, ClientCompaniesInput } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { clientCandidates } from './client-candidates.js';
import { clientAccessStatus } from './read-client-access.js';

export function setClientCompanies(
  database: Database,
  id: string,
  input: ClientCompaniesInput,
  actor: Actor,
): Promise<ClientAccessStatus> {
  return database.db.transaction().execute(async (trx) => {
    const contact = await findRecordRow(trx, entitySpec, id);
    const access = await trx
      .selectFrom('client_access')
      .select('user_id')
      .where('entity_id', '=', contact.uuid)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!access) throw new AppError(409, 'exists', 'client.err.noAccess');
    const candidates = new Set((await clientCandidates(trx, contact.uuid)).map((c) => c.id));
    const wanted = [...new Set(input.company_ids.map((c) => c.toLowerCase()))];
    const index = input.company_ids.findIndex((c) => !candidates.has(c.toLowerCase()));
    if (index >= 0) throw new AppError(400, 'validation', 'client.val.company', `company_ids.${index}`);
    const before = await trx
      .selectFrom('client_access_entities')
      .select('entity_id')
      .where('user_id', '=', access.user_id)
      .orderBy('entity_id')
      .execute();
    await trx.deleteFrom('client_access_entities').where('user_id', '=', access.user_id).execute();
    if (wanted.length)
      await trx
        .insertInto('client_access_entities')
        .values(wanted.map((entity_id) => ({ user_id: access.user_id, entity_id })))
        .execute();
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: 'client_access',
      id: access.user_id,
      changes: { companies: { old: before.map((b) => b.entity_id), new: wanted.sort() } },
    });
    return clientAccessStatus(trx, contact.uuid);
  });
}
