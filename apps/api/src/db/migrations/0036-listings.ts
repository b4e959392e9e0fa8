// Listings (issue 28): a property offered for sale or lease on the public site. A record kind
// (records/kinds.ts, `portal: false`): versioned, counted in record_counts, audited.
// - By a building or space (`address_id`) and/or the deal it markets (`deal_id`), each set null if
//   that record goes (an address is merged, not deleted; a deal may be).
// - `slug` is its public path, unique. Bilingual text as one column a language (the title) or as
//   JSON text read whole with the listing (terms, highlights, sections, contact).
// - `listing_agreements`: every version of its confidentiality agreement, kept (a visitor's
//   acceptance names the version read); `agreement_version` is the current one.
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
    .createTable('listings')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('sale', 'lease')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('draft', 'published', 'archived')`))
    .addColumn('address_id', uuid, (c) => c.references('addresses.uuid').onDelete('set null'))
    .addColumn('deal_id', uuid, (c) => c.references('deals.id').onDelete('set null'))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('price', real, (c) => c.check(sql`price >= 0`))
    .addColumn('rent', real, (c) => c.check(sql`rent >= 0`))
    .addColumn('terms', 'text')
    .addColumn('highlights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact', 'text')
    .addColumn('agreement_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', time)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // The public list reads the published ones, newest first; staff's list all of a status.
  await db.schema.createIndex('listings_status').on('listings').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('listings_address').on('listings').column('address_id').execute();
  await db.schema.createIndex('listings_deal').on('listings').column('deal_id').execute();
  await db.schema
    .createTable('listing_agreements')
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_fr', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_agreements_pk', ['listing_id', 'version'])
    .execute();
  await watchTable(db, 'listings', pg);
  await watchTable(db, 'listing_agreements', pg);
  await db.insertInto('record_counts').values({ kind: 'listings', n: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'listings').execute();
  await db.schema.dropTable('listing_agreements').execute();
  await db.schema.dropTable('listings').execute();
}
