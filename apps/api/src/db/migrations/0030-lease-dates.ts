// Critical dates (issue 26, ADR 0043): each lease's dates that bring tasks, one row each, so the
// hourly sweep reads a few days of them through an index instead of every lease's options JSON.
// - `lease_dates(lease_id, date_kind, day)`: `end_on` (the lease's last day) and `notice:<kind>`
//   (an option's last day to give notice), kept by the lease's writes in their transaction
//   (features/leases/lease-dates.ts); ON DELETE CASCADE with the lease. Indexed by day.
// - Filled here from the stored leases: `end_on`, and each option of the `options` JSON text (two
//   options of one kind on one day are one row).
// - Watched by the response cache like every table a lease write touches.
// - `leases(status, end_on)` is 0028's `leases_expiring`: the expiring search needs no new index
//   there. On SQLite, `addresses_city_uuid` on (the head of search_city, uuid): a city's leases
//   are read from its addresses' uuids (then lease_spaces by address), and 0010's index on the
//   head alone made SQLite read each address row for its uuid (40 ms for a city of 5,000 of 1M
//   addresses; 1 ms from this index). PostgreSQL cannot read an expression index alone (its
//   index-only scans need the column itself), so it gets none.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('lease_dates')
    .addColumn('lease_id', pg ? 'uuid' : 'text', (c) =>
      c.notNull().references('leases.id').onDelete('cascade'),
    )
    .addColumn('date_kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lease_dates_pk', ['lease_id', 'date_kind', 'day'])
    .execute();
  await db.schema.createIndex('lease_dates_day').on('lease_dates').columns(['day', 'lease_id']).execute();
  await watchTable(db, 'lease_dates', pg);
  if (!pg)
    await sql`CREATE INDEX addresses_city_uuid ON addresses
      (substr(search_city, 1, instr(search_city || char(10), char(10)) - 1), uuid)`.execute(db);
  await sql`INSERT INTO lease_dates (lease_id, date_kind, day)
    SELECT id, 'end_on', end_on FROM leases`.execute(db);
  const options = pg
    ? sql`SELECT DISTINCT l.id, 'notice:' || (o.value ->> 'kind'), o.value ->> 'notice_on'
        FROM leases l CROSS JOIN LATERAL jsonb_array_elements(l.options::jsonb) AS o(value)`
    : sql`SELECT DISTINCT l.id, 'notice:' || json_extract(o.value, '$.kind'),
        json_extract(o.value, '$.notice_on') FROM leases l, json_each(l.options) o`;
  await sql`INSERT INTO lease_dates (lease_id, date_kind, day) ${options}`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) await db.schema.dropIndex('addresses_city_uuid').execute();
  await db.schema.dropTable('lease_dates').execute();
}
