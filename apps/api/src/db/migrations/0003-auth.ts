// Better Auth's tables (identity issue): `user`, `session`, `account`, `verification`, with the
// admin plugin's columns (role, banned, banReason, banExpires, session.impersonatedBy). Column
// names and types are the ones Better Auth 1.7.7's `getMigrations` plans for this configuration
// (camelCase, its defaults), written here so that our migrator alone owns the schema; a test checks
// that `getMigrations` finds nothing left to do on both databases. One file for both databases.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  // Better Auth keeps dates as ISO text on SQLite (declared `date`, which it expects there) and as
  // timestamptz on PostgreSQL; booleans as 0/1 on SQLite.
  const date = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('role', 'text')
    .addColumn('banned', bool)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', date)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  // Better Auth looks accounts up by provider and subject; one row each (our addition).
  await db.schema
    .createIndex('account_provider_subject')
    .on('account')
    .columns(['providerId', 'accountId'])
    .unique()
    .execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();

  // Sessions ended because their user was disabled: the session verifier tells such a request
  // "user disabled" rather than a bare 401 (Better Auth deletes the sessions themselves).
  await db.schema
    .createTable('auth_revoked_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expires_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_revoked_sessions_user')
    .on('auth_revoked_sessions')
    .column('user_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['auth_revoked_sessions', 'verification', 'account', 'session', 'user'])
    await db.schema.dropTable(table).ifExists().execute();
}
