// The companies a contact may represent as a client (issue 29): those it owns (an OWNER link from
// it) and those that employ it (an EMPLOYER_EMPLOYEE link to it). Staff choose among these only.
import type { ClientCompany } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function clientCandidates(
  db: Kysely<DB> | Transaction<DB>,
  entityId: string,
): Promise<ClientCompany[]> {
  const owned = db
    .selectFrom('entities_entities as l')
    .innerJoin('entities as e', 'e.uuid', 'l.entity_id2')
    .select(['e.uuid as id', 'e.name'])
    .where('l.entity_id', '=', entityId)
    .where('l.relationship', '=', 'OWNER');
  const employers = db
    .selectFrom('entities_entities as l')
    .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
    .select(['e.uuid as id', 'e.name'])
    .where('l.entity_id2', '=', entityId)
    .where('l.relationship', '=', 'EMPLOYER_EMPLOYEE');
  const rows = await owned.union(employers).execute();
  const seen = new Set<string>([entityId]);
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
