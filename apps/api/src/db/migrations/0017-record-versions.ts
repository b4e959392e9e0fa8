// Every record carries a version (issue 24, ADR 0032): raised by each write of its own fields and
// each link added, retagged or removed on it, so a client that loaded version n can ask for its
// edit to apply only if the record is still at n (If-Match) and never overwrite another's save.
// Stored records start at 1, as new ones do.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const TABLES = ['entities', 'addresses', 'emails', 'phone_numbers'] as const;

export async function up(db: Db): Promise<void> {
  // A constant default: PostgreSQL adds it without rewriting the table, SQLite without a rebuild.
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
