// Each TOTP code is accepted once (ASVS 2.8.4; issue 15's review): the two-factor plugin accepts
// the current code and its neighbours for 90 s and keeps no record of use, so a code read over a
// shoulder or from a proxy log could sign in again. A row per (user, code) claimed, unique, lets
// two concurrent uses of one code race on the primary key: exactly one wins, on any process.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('used_totp_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    /** Epoch milliseconds: rows older than the plugin's window are deleted at the next claim. */
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('used_totp_codes_pk', ['user_id', 'code'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('used_totp_codes').ifExists().execute();
}
