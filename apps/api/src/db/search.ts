// Paged text search over the trigram indexes of migration 0001, the same semantics on both
// databases: each filter is a case- and accent-insensitive substring of its (normalised) column,
// results come in creation order (seq), and no query sorts or counts its whole match set.
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';
import { lookupTrigrams } from './trigram-stats.js';

export type SearchTable = 'entities' | 'addresses' | 'emails' | 'phone_numbers';

/** What a search matches, built from a kind's query parameters (the …/query and …/export routes). */
export interface SearchFilters {
  table: SearchTable;
  /** Normalised search values by indexed column; empty values are ignored. */
  text: Record<string, string | undefined>;
  /** Minimum counters; a filter applies only when greater than 0 (spec section 9). */
  min: Record<string, number | undefined>;
}

export interface SearchSpec extends SearchFilters {
  limit: number;
  /** Matches skipped: the portal's pages. */
  offset?: number;
  /** Keyset paging: only rows whose seq is greater (an export walks every match this way, each
   * page as fast as the first). */
  after?: number;
  /** The table's columns to answer, in this order; all of them (`t.*`) when left out. */
  select?: readonly string[];
}

// Trigram indexes answer substrings of 3 characters or more; shorter ones are scanned in order.
const TRIGRAM = 3;
// A value is looked up by at most this many of its trigrams (see trigram-stats).
const RAREST = 3;
const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;

interface Filter {
  column: string;
  value: string;
  /** Trigrams to look up instead of the whole value, which is then checked row by row. */
  rare?: string[];
}

async function plan(database: Database, table: string, column: string, value: string): Promise<Filter> {
  // PostgreSQL's planner already weighs the value's own trigrams against walking seq order (GIN
  // bitmap for rare values, primary key for dense ones); rare-trigram conditions would mislead its
  // estimate (measured: "los angeles" 310 ms instead of 2 ms), so only FTS5 gets the rewrite.
  if (database.dialect !== 'sqlite') return { column, value };
  const rare = await lookupTrigrams(database, table, column, value, RAREST);
  return rare.length > 0 ? { column, value, rare } : { column, value };
}

/** The search's statement, for `database.read` or `database.readArrays`. */
export async function searchQuery(database: Database, spec: SearchSpec): Promise<CompiledQuery> {
  const table = sql.table(spec.table);
  const columns = spec.select ? sql.join(spec.select.map((c) => sql.ref(`t.${c}`))) : sql`t.*`;
  const text = Object.entries(spec.text).filter((e): e is [string, string] => !!e[1]);
  const filters = await Promise.all(text.map(([c, v]) => plan(database, spec.table, c, v)));
  const conditions: RawBuilder<unknown>[] = [];
  const offset = spec.offset ?? 0;
  if (spec.after !== undefined) conditions.push(sql`t.seq > ${spec.after}`);
  for (const [column, min] of Object.entries(spec.min)) {
    if (min && min > 0) conditions.push(sql`t.${sql.ref(column)} >= ${min}`);
  }
  // The whole value, checked exactly on each candidate its rare trigrams found.
  for (const f of filters) if (f.rare) conditions.push(sql`instr(t.${sql.ref(f.column)}, ${f.value}) > 0`);

  if (database.dialect === 'sqlite') {
    // FTS5 answers trigram phrases in rowid order, so LIMIT stops after the first page of hits.
    const indexed = filters.filter((f) => [...f.value].length >= TRIGRAM);
    for (const f of filters) {
      if (!indexed.includes(f))
        conditions.push(sql`t.${sql.ref(f.column)} LIKE ${likePattern(f.value)} ESCAPE '\\'`);
    }
    if (indexed.length > 0) {
      const fts = sql.table(`${spec.table}_fts`);
      const match = indexed
        .map((f) => `{${f.column}} : ${f.rare ? `(${f.rare.map(quoted).join(' AND ')})` : quoted(f.value)}`)
        .join(' AND ');
      // FTS5 walks its own rowid range only when the bound is on its rowid, not the joined seq.
      const after = spec.after === undefined ? [] : [sql`${fts}.rowid > ${spec.after}`];
      const where = [sql`${fts} MATCH ${match}`, ...after, ...conditions];
      const query = sql`
        SELECT ${columns} FROM ${fts} JOIN ${table} t ON t.seq = ${fts}.rowid
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${fts}.rowid LIMIT ${spec.limit} OFFSET ${offset}`;
      return query.compile(database.db);
    }
  } else {
    for (const f of filters)
      conditions.push(sql`t.${sql.ref(f.column)} LIKE ${likePattern(f.value)} ESCAPE '\\'`);
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const query = sql`SELECT ${columns} FROM ${table} t ${where} ORDER BY t.seq LIMIT ${spec.limit} OFFSET ${offset}`;
  return query.compile(database.db);
}

export async function searchRows(database: Database, spec: SearchSpec): Promise<Record<string, unknown>[]> {
  return (await database.read([await searchQuery(database, spec)]))[0]!;
}
