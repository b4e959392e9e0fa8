// Property facts, yearly figures and matching (issue 26, ADR 0040):
// - `addresses` gains the building's facts: `year_built`, `land_area_sqft`, `parking_spaces`,
//   `zoning`, `for_sale` (null: not said), `asking_price` and `sale_terms`; all nullable, numbers
//   CHECKed ≥ 0 (the API bounds them above; the year built's upper bound moves with the calendar).
// - `property_figures(address_id, year, noi, opex, taxes)`: a building's yearly figures, one row a
//   year, gone with the address (a merge moves them to the survivor first).
// - `requirement_types(property_type, requirement_id)`: each property type a requirement names, or
//   '*' for one naming none, kept by the requirement writes; who wants a property of a type is one
//   index range. Backfilled from the requirements' JSON lists.
// - Indexes for the offers matched: spaces by status and city, buildings by for_sale and city, the
//   city being the first line of `search_city` written exactly as 0010's rank index (and
//   db/search.ts `rankHead`) writes it, so a query spelling the same expression uses them.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

/** The property types of 0024's requirements (none named: '*'). */
const ANY_TYPE = '*';

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const real = pg ? 'double precision' : 'real';
  const alter = () => db.schema.alterTable('addresses');
  await alter()
    .addColumn('year_built', 'integer', (c) => c.check(sql`year_built >= 1600`))
    .execute();
  await alter()
    .addColumn('land_area_sqft', real, (c) => c.check(sql`land_area_sqft >= 0`))
    .execute();
  await alter()
    .addColumn('parking_spaces', 'integer', (c) => c.check(sql`parking_spaces >= 0`))
    .execute();
  await alter().addColumn('zoning', 'text').execute();
  await alter()
    .addColumn('for_sale', pg ? 'boolean' : 'integer', (c) => (pg ? c : c.check(sql`for_sale IN (0, 1)`)))
    .execute();
  await alter()
    .addColumn('asking_price', real, (c) => c.check(sql`asking_price >= 0`))
    .execute();
  await alter().addColumn('sale_terms', 'text').execute();

  const city = pg
    ? `(split_part(search_city, E'\\n', 1) COLLATE "C")`
    : 'substr(search_city, 1, instr(search_city || char(10), char(10)) - 1)';
  const tail = pg ? ', seq' : '';
  await sql
    .raw(`CREATE INDEX addresses_space_offers ON addresses (space_status, ${city}${tail})`)
    .execute(db);
  await sql.raw(`CREATE INDEX addresses_sale_offers ON addresses (for_sale, ${city}${tail})`).execute(db);

  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable('property_figures')
    .addColumn('address_id', uuid, (c) => c.notNull().references('addresses.uuid').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year BETWEEN 1900 AND 2100`))
    .addColumn('noi', real)
    .addColumn('opex', real, (c) => c.check(sql`opex >= 0`))
    .addColumn('taxes', real, (c) => c.check(sql`taxes >= 0`))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('property_figures_pk', ['address_id', 'year'])
    .execute();
  await watchTable(db, 'property_figures', pg);

  await db.schema
    .createTable('requirement_types')
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('requirement_id', uuid, (c) => c.notNull().references('requirements.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('requirement_types_pk', ['property_type', 'requirement_id'])
    .execute();
  // A requirement's rows, for its rewrite and its deletion's cascade.
  await db.schema
    .createIndex('requirement_types_requirement')
    .on('requirement_types')
    .column('requirement_id')
    .execute();
  await watchTable(db, 'requirement_types', pg);
  const { rows } = await sql<{ id: string; property_types: string }>`SELECT id, property_types
    FROM requirements`.execute(db);
  for (const row of rows) {
    const listed: unknown = JSON.parse(row.property_types);
    const types = Array.isArray(listed) && listed.length > 0 ? [...new Set(listed.map(String))] : [ANY_TYPE];
    await db
      .insertInto('requirement_types')
      .values(types.map((type) => ({ property_type: type, requirement_id: row.id })))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('requirement_types').execute();
  await db.schema.dropTable('property_figures').execute();
  await db.schema.dropIndex('addresses_sale_offers').execute();
  await db.schema.dropIndex('addresses_space_offers').execute();
  for (const column of [
    'sale_terms',
    'asking_price',
    'for_sale',
    'parking_spaces',
    'zoning',
    'land_area_sqft',
    'year_built',
  ])
    await db.schema.alterTable('addresses').dropColumn(column).execute();
}
