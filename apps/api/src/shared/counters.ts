// n_linked_* counters and record totals change only here, inside the transaction of the link or
// record write, so they cannot drift; PUT /entities/reset recomputes them from the links.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

type Trx = Kysely<DB> | Transaction<DB>;
/** Every table whose rows `record_counts` counts (one row a table; PUT /entities/reset recounts
 * each). */
export const COUNTED_TABLES = [
  'entities',
  'addresses',
  'emails',
  'phone_numbers',
  'activities',
  'tasks',
  'requirements',
  'comps',
  'leases',
  'deals',
  'listings',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];
export type LinkCounter = 'n_linked_entities' | 'n_linked_addresses' | 'n_linked_numbers' | 'n_linked_emails';

/** The column naming a record of each table. */
export const RECORD_KEY: Record<CountedTable, string> = {
  entities: 'uuid',
  addresses: 'uuid',
  emails: 'email',
  phone_numbers: 'phone_number',
  activities: 'id',
  tasks: 'id',
  requirements: 'id',
  comps: 'id',
  leases: 'id',
  deals: 'id',
  listings: 'id',
};

/** Links added or removed: the counter moves and, since the record's links changed, its version
 * rises once per link, as linking one at a time would leave it (ADR 0032). */
export async function bumpLinkCounter(
  trx: Trx,
  table: CountedTable,
  key: string,
  counter: LinkCounter,
  /** ±1 for one link; the import raises a stored record's counter by all the links it adds. */
  delta: number,
): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(counter)} = ${sql.ref(counter)} + ${delta},
    version = version + ${Math.abs(delta)} WHERE ${sql.ref(RECORD_KEY[table])} = ${key}`.execute(trx);
}

/** A link retagged: the record's links changed, its counters did not. */
export async function bumpVersion(trx: Trx, table: CountedTable, key: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET version = version + 1 WHERE ${sql.ref(RECORD_KEY[table])} = ${key}`.execute(
    trx,
  );
}

export async function bumpRecordCount(trx: Trx, kind: CountedTable, delta: number): Promise<void> {
  await sql`UPDATE record_counts SET n = n + ${delta} WHERE kind = ${kind}`.execute(trx);
}

export async function readRecordCount(db: Trx, kind: CountedTable): Promise<number> {
  const row = await db.selectFrom('record_counts').select('n').where('kind', '=', kind).executeTakeFirst();
  return Number(row?.n ?? 0);
}
