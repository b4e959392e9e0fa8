// Issue 29: a client's share of what they own. An OWNER link between two contacts
// (entities_entities) and an owner role of a contact on an address (addresses_entities) may record
// the percent the owner holds (0 < share <= 100, four decimals); null when not recorded, as every
// link made before. The portal multiplies the shares along a path of ownership.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const TABLES = ['entities_entities', 'addresses_entities'] as const;

export async function up(db: Db): Promise<void> {
  // Exact decimals on PostgreSQL (a percent is entered, not computed); SQLite stores a number.
  const type = isPostgres(db) ? sql`numeric(7, 4)` : sql`real`;
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('share', type, (c) => c.check(sql`share > 0 AND share <= 100`))
      .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('share').execute();
}
