// Requirements (issue 25): a contact's structured needs, several per contact. A record kind
// (records/kinds.ts, `portal: false`): versioned, counted in record_counts, audited.
// - `property_types` and `cities` are JSON text lists, as the address's `place_type`;
//   `search_cities` is the cities in search form (case and accents folded) as a JSON list, so a
//   city is matched as a whole quoted item, never a substring of another.
// - Indexed by contact (a contact's requirements) and by deal (the search).
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('requirements')
    .addColumn('id', pg ? 'uuid' : 'text', (c) => c.primaryKey())
    .addColumn('entity_id', pg ? 'uuid' : 'text', (c) =>
      c.notNull().references('entities.uuid').onDelete('cascade'),
    )
    .addColumn('deal', 'text', (c) => c.notNull().check(sql`deal IN ('buy', 'lease')`))
    .addColumn('property_types', 'text', (c) => c.notNull())
    .addColumn('min_sqft', 'integer')
    .addColumn('max_sqft', 'integer')
    .addColumn('cities', 'text', (c) => c.notNull())
    .addColumn('search_cities', 'text', (c) => c.notNull())
    .addColumn('price_max', pg ? 'double precision' : 'real')
    .addColumn('price_basis', 'text', (c) => c.check(sql`price_basis IN ('price', 'rent')`))
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('requirements_entity')
    .on('requirements')
    .columns(['entity_id', 'id'])
    .execute();
  await db.schema.createIndex('requirements_deal').on('requirements').columns(['deal', 'id']).execute();
  await watchTable(db, 'requirements', pg);
  await db.insertInto('record_counts').values({ kind: 'requirements', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'requirements').execute();
  await db.schema.dropTable('requirements').execute();
}
