// Accounts (issue 15, ADR 0021): Better Auth's two-factor plugin (user.twoFactorEnabled and the
// twoFactor table), the session columns of our account plugin (lastActiveAt for the idle timeout,
// signInMethod for the two-factor policy), and app_settings for the administrators' "require
// two-factor for staff". Columns, types and indexes are what Better Auth 1.7.7's getMigrations
// plans for this configuration (auth-schema.test.ts checks it finds nothing left to do).
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const date = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';

  await db.schema
    .alterTable('user')
    .addColumn('twoFactorEnabled', bool, (c) => c.defaultTo(pg ? false : 0))
    .execute();
  await db.schema.alterTable('session').addColumn('lastActiveAt', date).execute();
  await db.schema.alterTable('session').addColumn('signInMethod', 'text').execute();

  // secret: the TOTP key encrypted with the auth secret; backupCodes: a JSON array of keyed hashes.
  await db.schema
    .createTable('twoFactor')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', date)
    .execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('app_settings').ifExists().execute();
  await db.schema.dropTable('twoFactor').ifExists().execute();
  await db.schema.alterTable('session').dropColumn('signInMethod').execute();
  await db.schema.alterTable('session').dropColumn('lastActiveAt').execute();
  await db.schema.alterTable('user').dropColumn('twoFactorEnabled').execute();
}
