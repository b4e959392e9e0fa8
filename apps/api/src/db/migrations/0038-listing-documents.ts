// A listing's deal room (issue 28), staff side:
// - `listing_documents`: each document's row; its bytes are in the file store under `storage_key`
//   (ADR 0045), the original as uploaded. `position` orders them from 1 without gaps.
// - `listing_leads`: the level a contact has on a listing (agreement once they accepted, approved
//   once staff approved them), one row a listing and contact.
// Both go with their listing (cascade); a lead goes with its contact. Watched: cached answers may
// read them. Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable('listing_documents')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) BETWEEN 1 AND 200`))
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level IN ('public', 'agreement', 'approved', 'private')`),
    )
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', pg ? 'bigint' : 'integer', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('listing_documents_listing')
    .on('listing_documents')
    .columns(['listing_id', 'position'])
    .execute();
  await db.schema
    .createTable('listing_leads')
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level IN ('agreement', 'approved')`))
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_leads_pk', ['listing_id', 'entity_id'])
    .execute();
  // A contact's page lists the listings they are a lead on.
  await db.schema.createIndex('listing_leads_entity').on('listing_leads').column('entity_id').execute();
  await watchTable(db, 'listing_documents', pg);
  await watchTable(db, 'listing_leads', pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('listing_leads').execute();
  await db.schema.dropTable('listing_documents').execute();
}
