// Leases (issue 26, ADR 0042): a tenant (contact) leasing one or more spaces of one building. A
// record kind (records/kinds.ts, `portal: false`): versioned, counted in record_counts, audited.
// - The tenant is a column (required on create; ON DELETE SET NULL, as comps: a lease outlives a
//   deleted contact). The spaces are `lease_spaces`, a child table like the addresses a task
//   concerns (0019's), so each row is audited as a link and an address's history shows its leases.
// - `area_sqft` is null when not given: read as the sum of its spaces' rba (never stored, so a
//   space's new rba moves it).
// - Escalation ({ kind, pct, note }), rent steps ([{ from_on, base_rent }]) and options
//   ([{ kind, notice_on, note }]) are JSON text, read whole with the lease.
// - Indexed for a space's leases (lease_spaces by address), a tenant's leases and the expiring
//   search (status, end_on).
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';
import { CONCERNED, createConcernTable } from './0019-activities.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  const real = pg ? 'double precision' : 'real';
  await db.schema
    .createTable('leases')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('tenant_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('start_on', 'text', (c) => c.notNull())
    .addColumn('end_on', 'text', (c) => c.notNull())
    .addColumn('area_sqft', real, (c) => c.check(sql`area_sqft > 0`))
    .addColumn('base_rent', real, (c) => c.notNull().check(sql`base_rent >= 0`))
    .addColumn('rent_basis', 'text', (c) =>
      c.notNull().check(sql`rent_basis IN ('per_sqft_year', 'per_month')`),
    )
    .addColumn('escalation', 'text')
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deposit', real, (c) => c.check(sql`deposit >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('draft', 'active', 'expired', 'terminated')`),
    )
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addCheckConstraint('leases_dates', sql`end_on > start_on`)
    .execute();
  await db.schema.createIndex('leases_tenant').on('leases').columns(['tenant_id', 'end_on']).execute();
  await db.schema.createIndex('leases_expiring').on('leases').columns(['status', 'end_on']).execute();
  await watchTable(db, 'leases', pg);
  // (lease_id, address_id) primary key, and (address_id, lease_id): a space's leases.
  await createConcernTable(db, 'lease_spaces', { table: 'leases', column: 'lease_id' }, CONCERNED.addresses);
  await db.insertInto('record_counts').values({ kind: 'leases', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'leases').execute();
  for (const table of ['lease_spaces', 'leases']) await db.schema.dropTable(table).execute();
}
