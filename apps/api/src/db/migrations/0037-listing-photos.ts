// A listing's photos (issue 28): one row a photo, in the order the page shows them (`position`,
// 0..n-1, kept without gaps by the photo operations), with its alt text in both languages and the
// sizes it is served in. The variants' file keys are JSON text (`[{ width, format, key, size }]`):
// read whole with the row, never searched. The uploaded original is not kept: it carries the
// camera's EXIF and GPS position and is never served (ADR 0046); the 1600 px variants are the
// largest anyone downloads. Written out here, never imported, so this migration never changes.
import type { Kysely } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable('listing_photos')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    // Not unique: a move shifts its neighbours one statement at a time, and PostgreSQL checks a
    // unique index row by row. The operations hold the listing's lock while they renumber.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_photos_listing')
    .on('listing_photos')
    .columns(['listing_id', 'position'])
    .execute();
  await watchTable(db, 'listing_photos', pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('listing_photos').execute();
}
