// What each kind's export holds: the search it runs (the …/query filter builder), its columns
// (@crm/shared EXPORT_COLUMNS) and how a page of rows becomes records with their link summaries.
import {
  type AddressExportQuery,
  type EmailExportQuery,
  type EntityExportQuery,
  EXPORT_COLUMNS,
  EXPORT_LIST_SEPARATOR,
  type NumberExportQuery,
  summaryItem,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow, emailFromRow, entityFromRow, numberFromRow } from '../../db/rows.js';
import type { SearchFilters } from '../../db/search.js';
import { addressFilters } from '../addresses/query-addresses.js';
import { emailFilters, numberFilters } from '../contact-points/query-contact-points.js';
import { entityFilters } from '../entities/query-entities.js';

type Row = Record<string, unknown>;

export interface ExportSpec<Q> {
  /** The file name's first word: contacts-2026-11-24.csv. */
  file: string;
  /** The worksheet's name in XLSX. */
  sheet: string;
  columns: readonly string[];
  filters(q: Q): SearchFilters;
  /** One page of search rows (in seq order) as records by column name, links summarised. */
  records(database: Database, rows: Row[]): Promise<Row[]>;
}

/** "value (TYPE)" items joined in one cell; see EXPORT_COLUMNS. */
function summaries(links: Row[], by: string, value: string, type: string): Map<string, string> {
  const lists = new Map<string, string[]>();
  for (const link of links) {
    const key = String(link[by]);
    const list = lists.get(key) ?? [];
    list.push(summaryItem(String(link[value]), String(link[type])));
    lists.set(key, list);
  }
  return new Map([...lists].map(([key, list]) => [key, list.join(EXPORT_LIST_SEPARATOR)]));
}

export const entityExport: ExportSpec<EntityExportQuery> = {
  file: 'contacts',
  sheet: 'Contacts',
  columns: EXPORT_COLUMNS.entities,
  filters: entityFilters,
  async records(database, rows) {
    const { db } = database;
    const ids = rows.map((r) => String(r.uuid));
    const [emails = [], numbers = []] = await database.read([
      db
        .selectFrom('entities_emails')
        .select(['entity_id', 'email', 'type'])
        .where('entity_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('email')
        .compile(),
      db
        .selectFrom('entities_numbers')
        .select(['entity_id', 'phone_number', 'type'])
        .where('entity_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('phone_number')
        .compile(),
    ]);
    const emailsOf = summaries(emails, 'entity_id', 'email', 'type');
    const numbersOf = summaries(numbers, 'entity_id', 'phone_number', 'type');
    return rows.map((row) => {
      const entity = entityFromRow(row);
      return { ...entity, emails: emailsOf.get(entity.uuid), numbers: numbersOf.get(entity.uuid) };
    });
  },
};

export const addressExport: ExportSpec<AddressExportQuery> = {
  file: 'addresses',
  sheet: 'Addresses',
  columns: EXPORT_COLUMNS.addresses,
  filters: addressFilters,
  async records(database, rows) {
    const { db } = database;
    const ids = rows.map((r) => String(r.uuid));
    const [links = []] = await database.read([
      db
        .selectFrom('addresses_entities as l')
        .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
        .select(['l.address_id', 'l.entity_id', 'e.name', 'l.role'])
        .where('l.address_id', 'in', ids)
        .orderBy('l.created_at')
        .orderBy('l.entity_id')
        .compile(),
    ]);
    const names = summaries(links, 'address_id', 'name', 'role');
    const entityIds = summaries(links, 'address_id', 'entity_id', 'role');
    return rows.map((row) => {
      const address = addressFromRow(row);
      return { ...address, entities: names.get(address.uuid), entity_ids: entityIds.get(address.uuid) };
    });
  },
};

export const emailExport: ExportSpec<EmailExportQuery> = {
  file: 'emails',
  sheet: 'Emails',
  columns: EXPORT_COLUMNS.emails,
  filters: emailFilters,
  records: async (_database, rows) => rows.map(emailFromRow),
};

export const numberExport: ExportSpec<NumberExportQuery> = {
  file: 'numbers',
  sheet: 'Numbers',
  columns: EXPORT_COLUMNS.numbers,
  filters: numberFilters,
  records: async (_database, rows) => rows.map(numberFromRow),
};
