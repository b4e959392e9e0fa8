// Activities (issue 25, ADR 0036): calls, meetings, emails and notes logged by staff, each about
// the contacts and addresses in its two child tables. A record kind (records/kinds.ts): versioned,
// counted in record_counts, audited; its child rows are audited as link entries, so the trigger
// names the contact or address too and their history shows the activity.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

/** A child table naming the records one activity or task concerns (0020 makes the task's). */
export async function createConcernTable(
  db: Db,
  table: string,
  owner: { table: string; column: string },
  other: { table: 'entities' | 'addresses'; column: 'entity_id' | 'address_id' },
) {
  const pg = isPostgres(db);
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable(table)
    .addColumn(owner.column, uuid, (c) => c.notNull().references(`${owner.table}.id`).onDelete('cascade'))
    .addColumn(other.column, uuid, (c) => c.notNull().references(`${other.table}.uuid`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [owner.column, other.column])
    .execute();
  // The timeline and the lists' filters read from the contact's or address's side.
  await db.schema.createIndex(`${table}_other`).on(table).columns([other.column, owner.column]).execute();
  await watchTable(db, table, pg);
}

export const CONCERNED = {
  entities: { table: 'entities', column: 'entity_id' },
  addresses: { table: 'addresses', column: 'address_id' },
} as const;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('activities')
    .addColumn('id', pg ? 'uuid' : 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('call', 'meeting', 'email', 'note')`))
    .addColumn('at', time, (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('direction', 'text', (c) => c.check(sql`direction IN ('sent', 'received')`))
    // Who logged it; null with an API key. A user is never deleted (disabled), but if one were,
    // their activities stay.
    .addColumn('staff_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // GET /activities without a record: newest first.
  await db.schema.createIndex('activities_at').on('activities').columns(['at', 'id']).execute();
  await watchTable(db, 'activities', pg);
  const owner = { table: 'activities', column: 'activity_id' };
  await createConcernTable(db, 'activity_entities', owner, CONCERNED.entities);
  await createConcernTable(db, 'activity_addresses', owner, CONCERNED.addresses);
  await db.insertInto('record_counts').values({ kind: 'activities', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'activities').execute();
  for (const table of ['activity_addresses', 'activity_entities', 'activities'])
    await db.schema.dropTable(table).execute();
}
