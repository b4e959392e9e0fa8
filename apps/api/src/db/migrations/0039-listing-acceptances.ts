// A visitor's acceptance of a listing's confidentiality agreement (issue 28): which version they
// read, who they said they were, from where, and the hash of the token of their personal link
// and cookie (the token itself is never stored: a leaked table opens no deal room).
// - `entity_id`: the lead the form created; null when the visitor's email or number was already
//   stored (the request then waits on its inbox item, as a showcase's does).
// - The agreement's version is kept with it: a new version asks for a new acceptance, and the old
//   rows stay as the record of what was accepted. Evidence too: a listing once accepted is archived,
//   never deleted (delete-listing.ts answers 409; the foreign keys refuse it as well).
// Written out here, never imported, so this migration never changes.
import type { Kysely } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('listing_acceptances')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('listing_id', uuid, (c) => c.notNull().references('listings.id'))
    .addColumn('agreement_version', 'integer', (c) => c.notNull())
    // A merged contact's acceptances are the survivor's (merge-kinds.ts); a deleted one's stay, unnamed.
    .addColumn('entity_id', uuid, (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('inbox_item_id', bigint, (c) => c.references('inbox_items.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('accepted_at', time, (c) => c.notNull())
    .addForeignKeyConstraint(
      'listing_acceptances_agreement',
      ['listing_id', 'agreement_version'],
      'listing_agreements',
      ['listing_id', 'version'],
    )
    .execute();
  await db.schema
    .createIndex('listing_acceptances_listing')
    .on('listing_acceptances')
    .columns(['listing_id', 'accepted_at'])
    .execute();
  await db.schema
    .createIndex('listing_acceptances_entity')
    .on('listing_acceptances')
    .column('entity_id')
    .execute();
  await watchTable(db, 'listing_acceptances', pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('listing_acceptances').execute();
}
