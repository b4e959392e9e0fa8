import type { Database } from '../../db/database.js';
import { contactKeyOf } from './plan-import-row.js';

/** Contact duplicate key (name + company, folded) → contact id. The schema has no external id, so a
 * contact is the same when both its name and company match; an entity search column holds the
 * four name fields together, which no exact lookup can use, so an import reads the keys once
 * (three short columns a contact) and keeps them up to date as it creates contacts. */
export type ContactIndex = Map<string, string>;

export async function loadContactIndex(database: Database): Promise<ContactIndex> {
  const index: ContactIndex = new Map();
  const rows = await database.db
    .selectFrom('entities')
    .select(['uuid', 'name', 'company_name'])
    .orderBy('seq')
    .execute();
  // The earliest contact of a key is the one an import updates.
  for (const r of rows) {
    const key = contactKeyOf(r.name, r.company_name);
    if (!index.has(key)) index.set(key, String(r.uuid));
  }
  return index;
}
