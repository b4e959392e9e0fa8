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
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { ADDRESS_DECODERS, CONTACT_POINT_DECODERS, type Decoders, ENTITY_DECODERS } from '../../db/rows.js';
import type { SearchFilters } from '../../db/search.js';
import type { Actor } from '../../shared/audit.js';
import { addressFilters } from '../addresses/query-addresses.js';
import { emailFilters, numberFilters } from '../contact-points/query-contact-points.js';
import { entityFilters } from '../entities/query-entities.js';

export interface ExportSpec<Q> {
  /** The file name's first word: contacts-2026-11-24.csv. */
  file: string;
  /** The worksheet's name in XLSX. */
  sheet: string;
  columns: readonly string[];
  /** The search; `actor` is who asks (a contact search's `representative_id=me`). */
  filters(database: Database, q: Q, actor: Actor): SearchFilters | Promise<SearchFilters>;
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

/** The rows `select` (link table `l`, created_at last) of a page's uuids in `key`, ordered by
 * `order`. PostgreSQL looks each uuid up on its own (LATERAL, kept apart by OFFSET 0): given an IN
 * list or a join, it scans the whole link table once the uuids are a large enough share of it (at
 * 160,000 links: 13 ms for a page of 1,000 through IN, 60 ms for 2,500 through a join, 6 ms so).
 * SQLite looks each value of the list up in the index anyway. */
export function pageLinks(
  database: Database,
  uuids: string[],
  select: RawBuilder<unknown>,
  key: string,
  order: string[],
): CompiledQuery {
  const by = sql.join(order.map((column) => sql.ref(`x.${column}`)));
  const query =
    database.dialect === 'postgres'
      ? sql`SELECT x.* FROM unnest(${uuids}::uuid[]) AS p(id)
          CROSS JOIN LATERAL (${select} WHERE ${sql.ref(key)} = p.id OFFSET 0) AS x ORDER BY ${by}`
      : sql`SELECT x.* FROM (${select} WHERE ${sql.ref(key)} IN (SELECT value FROM json_each(${JSON.stringify(uuids)})))
          AS x ORDER BY ${by}`;
  return query.compile(database.db);
}

/** A page of contacts' email and number links (entity id, value, type, created_at), oldest first:
 * the CSV/XLSX summaries and the vCards read the same. */
export const contactPointLinks = (database: Database, uuids: string[]): CompiledQuery[] => [
  pageLinks(
    database,
    uuids,
    sql`SELECT l.entity_id, l.email, l.type, l.created_at FROM entities_emails l`,
    'l.entity_id',
    ['created_at', 'email'],
  ),
  pageLinks(
    database,
    uuids,
    sql`SELECT l.entity_id, l.phone_number, l.type, l.created_at FROM entities_numbers l`,
    'l.entity_id',
    ['created_at', 'phone_number'],
  ),
];

/** A page of contacts' representatives by their email (EXPORT_COLUMNS: ids mean nothing in
 * another database), as pairs (entity id, email). */
const representativeEmails = (database: Database, uuids: string[]): CompiledQuery =>
  pageLinks(
    database,
    uuids,
    sql`SELECT e.uuid, u.email FROM entities e JOIN "user" u ON u.id = e.representative_id`,
    'e.uuid',
    ['uuid'],
  );

export const entityExport: ExportSpec<EntityExportQuery> = {
  file: 'contacts',
  sheet: 'Contacts',
  columns: EXPORT_COLUMNS.entities,
  filters: entityFilters,
  decoders: ENTITY_DECODERS,
  links: {
    columns: ['representative', 'emails', 'numbers'],
    async read(database, uuids) {
      const [emails = [], numbers = [], staff = []] = await database.readArrays([
        ...contactPointLinks(database, uuids),
        representativeEmails(database, uuids),
      ]);
      const representatives = new Map(staff.map((row) => [String(row[0]), String(row[1])]));
      return [representatives, summaries(emails, 0, 1, 2), summaries(numbers, 0, 1, 2)];
    },
  },
};

export const addressExport: ExportSpec<AddressExportQuery> = {
  file: 'addresses',
  sheet: 'Addresses',
  columns: EXPORT_COLUMNS.addresses,
  filters: (_database, q) => addressFilters(q),
  decoders: ADDRESS_DECODERS,
  links: {
    columns: ['entities', 'entity_ids'],
    async read(database, uuids) {
      const [links = []] = await database.readArrays([
        pageLinks(
          database,
          uuids,
          sql`SELECT l.address_id, l.entity_id, e.name, l.role, l.created_at
            FROM addresses_entities l JOIN entities e ON e.uuid = l.entity_id`,
          'l.address_id',
          ['created_at', 'entity_id'],
        ),
      ]);
      return [summaries(links, 0, 2, 3), summaries(links, 0, 1, 3)];
    },
  },
};

export const emailExport: ExportSpec<EmailExportQuery> = {
  file: 'emails',
  sheet: 'Emails',
  columns: EXPORT_COLUMNS.emails,
  filters: (_database, q) => emailFilters(q),
  decoders: CONTACT_POINT_DECODERS,
};

export const numberExport: ExportSpec<NumberExportQuery> = {
  file: 'numbers',
  sheet: 'Numbers',
  columns: EXPORT_COLUMNS.numbers,
  filters: (_database, q) => numberFilters(q),
  decoders: CONTACT_POINT_DECODERS,
};

/** Each search export by the name an export's thread is given (export-thread.ts): the thread
 * imports the specs, since functions cannot be sent to it. */
export const EXPORT_SPECS = {
  entities: entityExport,
  addresses: addressExport,
  emails: emailExport,
  numbers: numberExport,
} as const;
export type ExportKindName = keyof typeof EXPORT_SPECS;
