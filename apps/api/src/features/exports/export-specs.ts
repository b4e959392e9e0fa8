// What each kind's export holds: the search it runs (the …/query filter builder), its columns
// (@crm/shared EXPORT_COLUMNS), how stored values become the API's (db/rows.ts) and how a page's
// links are summarised.
import {
  type AddressExportQuery,
  type EmailExportQuery,
  type EntityExportQuery,
  EXPORT_COLUMNS,
  EXPORT_LIST_SEPARATOR,
  type NumberExportQuery,
  summaryItem,
} from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { ADDRESS_DECODERS, CONTACT_POINT_DECODERS, type Decoders, ENTITY_DECODERS } from '../../db/rows.js';
import type { SearchFilters } from '../../db/search.js';
import { addressFilters } from '../addresses/query-addresses.js';
import { emailFilters, numberFilters } from '../contact-points/query-contact-points.js';
import { entityFilters } from '../entities/query-entities.js';

export interface ExportSpec<Q> {
  /** The file name's first word: contacts-2026-11-24.csv. */
  file: string;
  /** The worksheet's name in XLSX. */
  sheet: string;
  columns: readonly string[];
  filters(q: Q): SearchFilters;
  /** The stored columns that the API does not hand on as they are. */
  decoders: Decoders;
  /** The columns that summarise links (the others are the search table's own), and their cells
   * for a page of records: one map a column, from a record's uuid to its summary. */
  links?: {
    columns: readonly string[];
    read(database: Database, uuids: string[]): Promise<Map<string, string>[]>;
  };
}

/** "value (TYPE)" items joined in one cell, by key, from link rows read as arrays in link order;
 * see EXPORT_COLUMNS. */
function summaries(links: unknown[][], key: number, value: number, type: number): Map<string, string> {
  const cells = new Map<string, string>();
  for (const link of links) {
    const id = String(link[key]);
    const item = summaryItem(String(link[value]), String(link[type]));
    const before = cells.get(id);
    cells.set(id, before === undefined ? item : before + EXPORT_LIST_SEPARATOR + item);
  }
  return cells;
}

/** A page's uuids as a table p(id) to join its links to. PostgreSQL plans an IN list of a thousand
 * values as a scan of the whole link table (13 ms a page at 160,000 links, and growing with them),
 * an unnested array as one index lookup an id (1 ms); SQLite reads a JSON array the same way. */
const pageIds = (database: Database, uuids: string[]) =>
  (database.dialect === 'postgres'
    ? sql<{ id: string }>`(SELECT unnest(${uuids}::uuid[]) AS id)`
    : sql<{ id: string }>`(SELECT value AS id FROM json_each(${JSON.stringify(uuids)}))`
  ).as('p');

export const entityExport: ExportSpec<EntityExportQuery> = {
  file: 'contacts',
  sheet: 'Contacts',
  columns: EXPORT_COLUMNS.entities,
  filters: entityFilters,
  decoders: ENTITY_DECODERS,
  links: {
    columns: ['emails', 'numbers'],
    async read(database, uuids) {
      const { db } = database;
      const [emails = [], numbers = []] = await database.readArrays([
        db
          .selectFrom(pageIds(database, uuids))
          .innerJoin('entities_emails as l', 'l.entity_id', 'p.id')
          .select(['l.entity_id', 'l.email', 'l.type'])
          .orderBy('l.created_at')
          .orderBy('l.email')
          .compile(),
        db
          .selectFrom(pageIds(database, uuids))
          .innerJoin('entities_numbers as l', 'l.entity_id', 'p.id')
          .select(['l.entity_id', 'l.phone_number', 'l.type'])
          .orderBy('l.created_at')
          .orderBy('l.phone_number')
          .compile(),
      ]);
      return [summaries(emails, 0, 1, 2), summaries(numbers, 0, 1, 2)];
    },
  },
};

export const addressExport: ExportSpec<AddressExportQuery> = {
  file: 'addresses',
  sheet: 'Addresses',
  columns: EXPORT_COLUMNS.addresses,
  filters: addressFilters,
  decoders: ADDRESS_DECODERS,
  links: {
    columns: ['entities', 'entity_ids'],
    async read(database, uuids) {
      const { db } = database;
      const [links = []] = await database.readArrays([
        db
          .selectFrom(pageIds(database, uuids))
          .innerJoin('addresses_entities as l', 'l.address_id', 'p.id')
          .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
          .select(['l.address_id', 'l.entity_id', 'e.name', 'l.role'])
          .orderBy('l.created_at')
          .orderBy('l.entity_id')
          .compile(),
      ]);
      return [summaries(links, 0, 2, 3), summaries(links, 0, 1, 3)];
    },
  },
};

export const emailExport: ExportSpec<EmailExportQuery> = {
  file: 'emails',
  sheet: 'Emails',
  columns: EXPORT_COLUMNS.emails,
  filters: emailFilters,
  decoders: CONTACT_POINT_DECODERS,
};

export const numberExport: ExportSpec<NumberExportQuery> = {
  file: 'numbers',
  sheet: 'Numbers',
  columns: EXPORT_COLUMNS.numbers,
  filters: numberFilters,
  decoders: CONTACT_POINT_DECODERS,
};
