// Issue 29: owners and investors as clients of the firm. A client account is a Better Auth user
// (role `user`, never staff) tied to one contact, its person record:
// - `client_access`: the tie, one per user and at most one live one per contact. `revoked_at` set
//   ends it (the row stays: who had access, granted by whom, until when). `notify_updates` is the
//   client's own choice to receive each update by email, `lang` the language of every mail to them.
// - `client_access_entities`: the companies the client also represents (entities they own or work
//   for, chosen by staff); their properties are the client's too.
// - `client_invites`: an invitation sent to a contact's email; only the token's SHA-256 is kept,
//   and it is spent once (`used_at`) or expires.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  await db.schema
    .createTable('client_access')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('granted_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .addColumn('revoked_by', 'text')
    .addColumn('notify_updates', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? sql`true` : 1))
    // The language every mail to the client is written in: the invitation's, then their choice.
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en').check(sql`lang IN ('en', 'fr')`))
    .execute();
  // One live account per contact; a revoked one may be followed by a new invitation.
  await sql`CREATE UNIQUE INDEX client_access_live_entity ON client_access (entity_id) WHERE revoked_at IS NULL`.execute(
    db,
  );
  await db.schema
    .createTable('client_access_entities')
    .addColumn('user_id', 'text', (c) => c.notNull().references('client_access.user_id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addPrimaryKeyConstraint('client_access_entities_pk', ['user_id', 'entity_id'])
    .execute();
  await db.schema
    .createTable('client_invites')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang IN ('en', 'fr')`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('used_at', time)
    .execute();
  await db.schema.createIndex('client_invites_entity').on('client_invites').column('entity_id').execute();
  for (const table of ['client_access', 'client_access_entities', 'client_invites'])
    await watchTable(db, table, pg);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('client_invites').execute();
  await db.schema.dropTable('client_access_entities').execute();
  await db.schema.dropTable('client_access').execute();
}
