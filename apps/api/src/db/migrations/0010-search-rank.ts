// Ranked search (issue 14, ADR 0020): b-tree indexes on the start of each ranked search column, so
// a page's exact matches (equality) and prefix matches (a range) are index reads bounded by the
// page's LIMIT. Each index ends in seq: equal values come in creation order, as a page needs them.
// The expressions are spelled here AND in db/search.ts (`rankHead`): a query uses an expression
// index only when it writes the very same expression, and migrations never import live code.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

// Column → true when it joins several fields by newlines (its first line is the one ranked).
const RANKED: Record<string, Record<string, boolean>> = {
  entities: { search: true },
  addresses: { search_address: false, search_city: true, search_postal: false },
  emails: { email: false, domain: false },
  phone_numbers: { digits: false },
};

const name = (table: string, column: string) => `${table}_${column}_rank`;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  for (const [table, columns] of Object.entries(RANKED)) {
    for (const [column, lines] of Object.entries(columns)) {
      // SQLite: byte order (BINARY) and the rowid (seq) implied after the key. PostgreSQL: "C"
      // collation so that a range of prefixes is the same range of bytes as on SQLite.
      const head = pg
        ? lines
          ? `(split_part(${column}, E'\\n', 1) COLLATE "C")`
          : `(${column} COLLATE "C")`
        : lines
          ? `substr(${column}, 1, instr(${column} || char(10), char(10)) - 1)`
          : column;
      await sql
        .raw(`CREATE INDEX ${name(table, column)} ON ${table} (${head}${pg ? ', seq' : ''})`)
        .execute(db);
    }
    // PostgreSQL knows the values of an indexed expression only from its next ANALYZE; until then
    // it guesses that 0.5% of the rows share a name and may walk the whole table in seq order.
    if (pg) await sql.raw(`ANALYZE ${table}`).execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const [table, columns] of Object.entries(RANKED)) {
    for (const column of Object.keys(columns)) await sql.raw(`DROP INDEX ${name(table, column)}`).execute(db);
  }
}
