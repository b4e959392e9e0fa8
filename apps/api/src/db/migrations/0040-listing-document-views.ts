// The deal room's view log (issue 28): every document a visitor was served and every staff download,
// with who, from where and when, for the listing's activity and the lead's timeline.
// - `acceptance_id`: the acceptance the visitor's link or cookie proved; null for an anonymous
//   reader of a public document and for staff. `entity_id`: that acceptance's contact when the
//   document was served, moved with it (an inbox item attached to a contact, a merge), so a
//   contact's timeline reads its views by one index.
// - `actor`: staff's `user:<id>` or `api-key:<name>`, as the audit log names them; null for visitors.
// - `document_id` has no foreign key and `document_title` is the title as served: like the audit
//   log, the record of who read what outlives the document's rename or deletion.
// Not watched (listed in 0016's UNWATCHED): a row is written at every fetch, and no cached answer
// reads the table; watched, each visitor's read would empty the response cache for everyone.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable('listing_document_views')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('document_id', uuid, (c) => c.notNull())
    .addColumn('document_title', 'text', (c) => c.notNull())
    .addColumn('acceptance_id', uuid, (c) => c.references('listing_acceptances.id'))
    .addColumn('entity_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('view', 'download')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= 512`))
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  // The listing's activity and the contact's timeline, newest first; an acceptance's views when it
  // moves to another contact.
  await db.schema
    .createIndex('listing_document_views_listing')
    .on('listing_document_views')
    .columns(['listing_id', 'at'])
    .execute();
  await db.schema
    .createIndex('listing_document_views_entity')
    .on('listing_document_views')
    .columns(['entity_id', 'at'])
    .execute();
  await db.schema
    .createIndex('listing_document_views_acceptance')
    .on('listing_document_views')
    .column('acceptance_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('listing_document_views').execute();
}
