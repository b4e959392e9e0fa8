// Comps (issue 26): sales and leases of comparable properties. A record kind (records/kinds.ts,
// `portal: false`): versioned, counted in record_counts, audited.
// - At an address (required; an address is merged, never deleted, so no cascade), with the
//   contacts on either side as nullable columns (buyer, seller, tenant), not link tables.
// - `price_per_sqft` is the sale's price / area, stored so the search's median, min and max read
//   one column: the statistic's column is price_per_sqft for a sale, rent_per_sqft for a lease.
// - Indexed for the search: (kind, date_on), (kind, property_type, date_on), (kind, area_sqft);
//   the city filter goes through the address (its indexed search_city head, as the contact
//   search) and (address_id, kind, date_on) back to the comps.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  const real = pg ? 'double precision' : 'real';
  await db.schema
    .createTable('comps')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('sale', 'lease')`))
    .addColumn('address_id', uuid, (c) => c.notNull().references('addresses.uuid'))
    .addColumn('date_on', 'text', (c) => c.notNull())
    .addColumn('area_sqft', real, (c) => c.notNull().check(sql`area_sqft > 0`))
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('price', real, (c) => c.check(sql`price >= 0`))
    .addColumn('price_per_sqft', real)
    .addColumn('cap_rate', real, (c) => c.check(sql`cap_rate BETWEEN 0 AND 100`))
    .addColumn('buyer_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('seller_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('rent_per_sqft', real, (c) => c.check(sql`rent_per_sqft >= 0`))
    .addColumn('tenant_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('term_months', 'integer', (c) => c.check(sql`term_months >= 0`))
    .addColumn('free_rent_months', 'integer', (c) => c.check(sql`free_rent_months >= 0`))
    .addColumn('source', 'text')
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comps_kind_date').on('comps').columns(['kind', 'date_on']).execute();
  await db.schema
    .createIndex('comps_kind_type_date')
    .on('comps')
    .columns(['kind', 'property_type', 'date_on'])
    .execute();
  // By address first: the city filter finds its addresses by their own index, then their comps of
  // the kind here, before SQLite would walk a whole kind's comps checking each one's address.
  await db.schema
    .createIndex('comps_address')
    .on('comps')
    .columns(['address_id', 'kind', 'date_on'])
    .execute();
  await db.schema.createIndex('comps_kind_area').on('comps').columns(['kind', 'area_sqft']).execute();
  // The statistic's column after the kind: the median of a whole kind reads the middle of this
  // index instead of sorting every comp of the kind.
  await db.schema.createIndex('comps_sale_stat').on('comps').columns(['kind', 'price_per_sqft']).execute();
  await db.schema.createIndex('comps_lease_stat').on('comps').columns(['kind', 'rent_per_sqft']).execute();
  await watchTable(db, 'comps', pg);
  await db.insertInto('record_counts').values({ kind: 'comps', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'comps').execute();
  await db.schema.dropTable('comps').execute();
}
