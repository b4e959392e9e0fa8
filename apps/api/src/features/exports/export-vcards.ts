// The contacts a search matches (or one contact) as vCard 4.0 text, a page of cards at a time: the
// same keyset walk as the CSV and XLSX exports (export-records.ts), with each page's emails,
// numbers and addresses read in one batch.
import { CITY_FIELDS, type EntityExportQuery } from '@crm/shared';
import { type CompiledQuery, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { ENTITY_DECODERS } from '../../db/rows.js';
import type { Actor } from '../../shared/audit.js';
import { entityFilters } from '../entities/query-entities.js';
import { CARD_ROLES, type CardAddress, type CardContact, contactCard } from './contact-card.js';
import { searchPages } from './export-records.js';
import { contactPointLinks, pageLinks } from './export-specs.js';

/** The contact's columns a card uses; seq last, for the next page's keyset. */
const SELECT = [
  'uuid',
  'name',
  'is_person',
  'job_title',
  'company_name',
  'notes',
  'updated_at',
  'seq',
] as const;
// The card's addresses, their city the first city component present (as the portal shows it).
const ADDRESS_SELECT = sql`SELECT y.* FROM (SELECT l.entity_id, l.role, a.address, a.post_box,
  a.street_number, a.route, a.subpremise, COALESCE(${sql.join(CITY_FIELDS.map((c) => sql.ref(`a.${c}`)))}) AS city,
  a.administrative_area_level_1 AS region, a.postal_code, a.country, l.created_at
  FROM addresses_entities l JOIN addresses a ON a.uuid = l.address_id
  WHERE l.role IN (${sql.join([...CARD_ROLES])})) y`;

type Row = unknown[];
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Groups link rows by their first column (the contact's uuid), in the order read. */
function byContact<T>(rows: Row[], item: (row: Row) => T): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = String(row[0]);
    const list = groups.get(id);
    if (list) list.push(item(row));
    else groups.set(id, [item(row)]);
  }
  return groups;
}

/** The cards of a page of contact rows (read with SELECT), as one string. */
async function cardsOf(database: Database, rows: Row[]): Promise<string> {
  const uuids = rows.map((row) => String(row[0]));
  const [emails = [], numbers = [], addresses = []] = await database.readArrays([
    ...contactPointLinks(database, uuids),
    pageLinks(database, uuids, ADDRESS_SELECT, 'y.entity_id', ['created_at', 'address']),
  ]);
  const emailsOf = byContact(
    emails,
    (r) => ({ email: String(r[1]), type: r[2] }) as CardContact['emails'][0],
  );
  const numbersOf = byContact(
    numbers,
    (r) => ({ phone_number: String(r[1]), type: r[2] }) as CardContact['numbers'][0],
  );
  const addressesOf = byContact(
    addresses,
    (r): CardAddress => ({
      role: r[1] as CardAddress['role'],
      address: String(r[2]),
      post_box: text(r[3]),
      street_number: text(r[4]),
      route: text(r[5]),
      subpremise: text(r[6]),
      city: text(r[7]),
      region: text(r[8]),
      postal_code: text(r[9]),
      country: text(r[10]),
    }),
  );
  let out = '';
  for (let i = 0; i < rows.length; i++) {
    const [, name, isPerson, jobTitle, company, notes, updatedAt] = rows[i]!;
    const id = uuids[i]!;
    out += contactCard({
      uuid: id,
      name: String(name),
      is_person: Boolean(isPerson),
      job_title: text(jobTitle),
      company_name: text(company),
      notes: text(notes),
      updated_at: String(ENTITY_DECODERS.updated_at!(updatedAt)),
      emails: emailsOf.get(id) ?? [],
      numbers: numbersOf.get(id) ?? [],
      addresses: addressesOf.get(id) ?? [],
    });
  }
  return out;
}

/** Cards built a page at a time: each is ical.js work on the event loop (90–260 ms for 1,000
 * cards measured), so a page is smaller than the CSV export's to keep other requests' waits short. */
export const VCARD_PAGE = 200;

/** Every contact the search matches, in search order, a page of cards at a time. */
export async function* exportVcards(
  database: Database,
  query: Omit<EntityExportQuery, 'format'>,
  actor: Actor,
  pageSize = VCARD_PAGE,
): AsyncGenerator<string> {
  const filters = await entityFilters(database, query, actor);
  for await (const rows of searchPages(database, filters, SELECT, pageSize))
    yield await cardsOf(database, rows);
}

/** One contact's name and card, or undefined when no contact has that uuid. */
export async function contactVcard(
  database: Database,
  uuid: string,
): Promise<{ name: string; card: string } | undefined> {
  const query: CompiledQuery = database.db
    .selectFrom('entities')
    .select([...SELECT])
    .where('uuid', '=', uuid)
    .compile();
  const [rows = []] = await database.readArrays([query]);
  const row = rows[0];
  return row ? { name: String(row[1]), card: await cardsOf(database, rows) } : undefined;
}
