// Issue 29, "My representative": what a client's messages and their answers need.
// - `staff_profiles.phone`: the staff member's own phone (E.164, set with their preferences), the
//   `tel:` link of "My representative" in the portal; null when not given.
// - `inbox_items.property_id`: the client's property a `client_message` is about (a building's
//   address id), null for every other item and when none was chosen.
// - `inbox_replies`: staff answers to a `client_message` item, kept on its thread (the client reads
//   them in the portal); `emailed_at` says the answer reached the client's mailbox. `author_id` is the
//   staff member who wrote it; an answer outlives its author's account (null then).
// Written out here, never imported, so this migration never changes.
import type { Kysely } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema.alterTable('staff_profiles').addColumn('phone', 'text').execute();
  await db.schema
    .alterTable('inbox_items')
    .addColumn('property_id', uuid, (c) => c.references('addresses.uuid').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('inbox_replies')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('inbox_item_id', 'bigint', (c) => c.notNull().references('inbox_items.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('emailed_at', time)
    .execute();
  // A thread is read in order of its answers.
  await db.schema
    .createIndex('inbox_replies_item')
    .on('inbox_replies')
    .columns(['inbox_item_id', 'created_at'])
    .execute();
  // The portal's thread and the inbox read replies: a reply changes what they answer.
  await watchTable(db, 'inbox_replies', pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('inbox_replies').execute();
  await db.schema.alterTable('inbox_items').dropColumn('property_id').execute();
  await db.schema.alterTable('staff_profiles').dropColumn('phone').execute();
}
