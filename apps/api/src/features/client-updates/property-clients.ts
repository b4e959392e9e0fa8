// Who the clients of a property are, for an update about it: the owners walk UP from the property
// (as GET /addresses/{id}/owners walks: owner roles, then OWNER and CO-OWNER links), met with the
// live client accounts whose contact, or a company they represent, is on it. A space's building and
// a building's spaces count as the same property: its client list shows the building either way.
import { OWNERSHIP_DEPTH } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { ownerRoles, walkCte } from '../ownership/walk-sql.js';

/** The addresses that stand for the same property as `addressId`: it, its building, its spaces. */
export async function sameProperty(database: Database, addressId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('addresses')
    .select(['uuid', 'parent_address_id'])
    .where((eb) => eb.or([eb('uuid', '=', addressId), eb('parent_address_id', '=', addressId)]))
    .execute();
  const ids = new Set<string>([addressId]);
  for (const r of rows) {
    ids.add(String(r.uuid));
    if (String(r.uuid) === addressId && r.parent_address_id) ids.add(String(r.parent_address_id));
  }
  return [...ids];
}

/** The user ids of the live client accounts controlling the property `addressId`. */
export async function propertyClients(database: Database, addressId: string): Promise<string[]> {
  const { db, dialect } = database;
  const addresses = await sameProperty(database, addressId);
  const { cte, from } = walkCte({
    dialect,
    direction: 'up',
    seed: sql`SELECT l.entity_id, 1, 1, CAST(l.address_id AS text) || ',' || CAST(l.entity_id AS text),
        ',' || l.role, 0
      FROM addresses_entities l
     WHERE l.address_id IN (${sql.join(addresses)}) AND l.role IN (${ownerRoles})`,
    ownerTierBelow: sql`${OWNERSHIP_DEPTH.max}`,
  });
  const walked = await sql<{ node: string }>`${cte} SELECT DISTINCT w.node FROM ${from}`.execute(db);
  const owners = walked.rows.map((r) => String(r.node));
  if (!owners.length) return [];
  const direct = db
    .selectFrom('client_access')
    .select('user_id')
    .where('revoked_at', 'is', null)
    .where('entity_id', 'in', owners);
  const companies = db
    .selectFrom('client_access_entities as c')
    .innerJoin('client_access as a', 'a.user_id', 'c.user_id')
    .select('c.user_id')
    .where('a.revoked_at', 'is', null)
    .where('c.entity_id', 'in', owners);
  const rows = await direct.union(companies).execute();
  return rows.map((r) => r.user_id);
}
