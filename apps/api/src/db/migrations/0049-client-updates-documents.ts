// Issue 29: what staff publish to clients of the firm.
// - `client_updates`: a post to one client (`entity_id`, the contact their account is tied to), to
//   every client of a property (`address_id`), or to every client; in English, French or both.
//   `deleted_at` withdraws it from every client's feed; the row stays for the record.
// - `client_update_files`: its attachments, in the file store under generated keys.
// - `client_update_deliveries`: the recipients, fixed when it is published (a client invited later
//   does not receive old news), and whether each was emailed. The primary key is what makes the
//   mail once-only: a retry finds the row and its `emailed_at` and sends nothing twice.
// - `client_documents`: a file shared with one contact's client (`entity_id`) or with every client
//   of a property (`address_id`: who they are is read at each request from the ownership walk, so
//   the client of a new owner sees it too).
// - `client_document_downloads`: each download, who, from where and when.
// Deliveries and downloads are logs no cached answer reads: not watched (a download would empty
// the response cache for everyone). Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  const size = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('client_updates')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience IN ('client', 'property', 'all')`))
    .addColumn('entity_id', uuid, (c) => c.references('entities.uuid').onDelete('cascade'))
    .addColumn('address_id', uuid, (c) => c.references('addresses.uuid').onDelete('set null'))
    .addColumn('title_en', 'text')
    .addColumn('title_fr', 'text')
    .addColumn('body_en', 'text')
    .addColumn('body_fr', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('deleted_at', time)
    .addCheckConstraint('client_updates_title', sql`title_en IS NOT NULL OR title_fr IS NOT NULL`)
    .addCheckConstraint('client_updates_body', sql`body_en IS NOT NULL OR body_fr IS NOT NULL`)
    .addCheckConstraint('client_updates_client', sql`audience <> 'client' OR entity_id IS NOT NULL`)
    .execute();
  await db.schema.createIndex('client_updates_created').on('client_updates').column('created_at').execute();
  await db.schema.createIndex('client_updates_entity').on('client_updates').column('entity_id').execute();
  await db.schema.createIndex('client_updates_address').on('client_updates').column('address_id').execute();
  await db.schema
    .createTable('client_update_files')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('update_id', uuid, (c) => c.notNull().references('client_updates.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', size, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_update_files_update')
    .on('client_update_files')
    .columns(['update_id', 'position'])
    .execute();
  await db.schema
    .createTable('client_update_deliveries')
    .addColumn('update_id', uuid, (c) => c.notNull().references('client_updates.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('emailed_at', time)
    .addPrimaryKeyConstraint('client_update_deliveries_pk', ['update_id', 'user_id'])
    .execute();
  // A client's feed: their deliveries.
  await db.schema
    .createIndex('client_update_deliveries_user')
    .on('client_update_deliveries')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('client_documents')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('entity_id', uuid, (c) => c.references('entities.uuid').onDelete('cascade'))
    .addColumn('address_id', uuid, (c) => c.references('addresses.uuid').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', size, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addCheckConstraint('client_documents_shared', sql`entity_id IS NOT NULL OR address_id IS NOT NULL`)
    .execute();
  await db.schema.createIndex('client_documents_entity').on('client_documents').column('entity_id').execute();
  await db.schema
    .createIndex('client_documents_address')
    .on('client_documents')
    .column('address_id')
    .execute();
  await db.schema
    .createTable('client_document_downloads')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('document_id', uuid, (c) => c.notNull().references('client_documents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= 512`))
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_document_downloads_document')
    .on('client_document_downloads')
    .columns(['document_id', 'user_id', 'at'])
    .execute();
  for (const table of ['client_updates', 'client_update_files', 'client_documents'])
    await watchTable(db, table, pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('client_document_downloads').execute();
  await db.schema.dropTable('client_documents').execute();
  await db.schema.dropTable('client_update_deliveries').execute();
  await db.schema.dropTable('client_update_files').execute();
  await db.schema.dropTable('client_updates').execute();
}
