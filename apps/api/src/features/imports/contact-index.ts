import { DEAL_PARTY_FIELDS, type ImportKind } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Column } from './map-columns.js';
import { COMP_CONTACTS, nameKeyOf } from './plan-comp-row.js';
import { contactKeyOf, idKey } from './plan-import-row.js';

/** Which contact a row stands for, by its duplicate keys: the contact's id (a row with a `uuid`
 * column) and its name and company folded. The schema keeps no separate external id; an entity
 * search column holds the four name fields together, which no exact lookup can use, so an import
 * reads the keys once (three short columns a contact) and keeps them up to date as it creates
 * contacts. Keys a batch adds are journaled, to be forgotten if its writes roll back. */
export class ContactIndex {
  private readonly ids = new Map<string, string>();
  private readonly journal: string[] = [];

  get(key: string): string | undefined {
    return this.ids.get(key);
  }

  has(key: string): boolean {
    return this.ids.has(key);
  }

  /** Records a contact under its id and the row's keys; a key another contact holds stays its. */
  remember(id: string, ...keys: (string | null)[]): void {
    for (const key of [idKey(id), ...keys]) {
      if (key === null || this.ids.has(key)) continue;
      this.ids.set(key, id);
      this.journal.push(key);
    }
  }

  /** A point to roll back to. */
  get mark(): number {
    return this.journal.length;
  }

  /** Forgets the keys remembered since `mark` (their writes were undone). */
  rollbackTo(mark: number): void {
    for (const key of this.journal.splice(mark)) this.ids.delete(key);
  }

  /** The batch committed: what it remembered stays. */
  settle(): void {
    this.journal.length = 0;
  }
}

async function loadIndex(
  database: Database,
  keyOf: (name: string, company: string | null) => string,
): Promise<ContactIndex> {
  const index = new ContactIndex();
  const rows = await database.db
    .selectFrom('entities')
    .select(['uuid', 'name', 'company_name'])
    .orderBy('seq')
    .execute();
  // The earliest contact of a key is the one an import updates (or a comp names).
  for (const r of rows) index.remember(String(r.uuid), keyOf(r.name, r.company_name));
  index.settle();
  return index;
}

/** A contacts import's index: name and company. */
export const loadContactIndex = (database: Database) => loadIndex(database, contactKeyOf);

/** A comps, leases or deals import's index: the name alone, as a comp's buyer, seller or tenant, a
 * lease's tenant and a deal's parties are given. */
export const loadNameIndex = (database: Database) => loadIndex(database, (name) => nameKeyOf(name));

/** The columns naming contacts by name alone, per kind. */
const NAMING: Partial<Record<ImportKind, readonly string[]>> = {
  comps: Object.keys(COMP_CONTACTS),
  leases: ['tenant'],
  deals: [...DEAL_PARTY_FIELDS, 'parties'],
};

/** The contacts an import matches its rows against: a contacts import's by name and company, a
 * comps or leases import's by name when a column names a contact; none otherwise. */
export async function importContacts(
  database: Database,
  kind: ImportKind,
  columns: Column[],
): Promise<ContactIndex> {
  if (kind === 'contacts') return loadContactIndex(database);
  if (columns.some((c) => c.field && NAMING[kind]?.includes(c.field))) return loadNameIndex(database);
  return new ContactIndex();
}
