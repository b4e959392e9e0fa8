// Paged text search over the trigram indexes of migration 0001, the same semantics on both
// databases: each filter is a case- and accent-insensitive substring of its (normalised) column,
// and no query sorts or counts its whole match set. The portal's pages (`searchRows`) are ranked
// exact > prefix > other substrings (ADR 0020); the export's keyset walk (`searchQuery` with
// `after`) stays in creation order (seq).
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import { type Database, prepared } from './database.js';
import type { RecordRow as Row } from './rows.js';
import { lookupTrigrams } from './trigram-stats.js';

export type SearchTable = 'entities' | 'addresses' | 'emails' | 'phone_numbers';

/** What a search matches, built from a kind's query parameters (the …/query and …/export routes). */
export interface SearchFilters<T extends SearchTable = SearchTable> {
  table: T;
  /** Normalised search values by indexed column; empty values are ignored. */
  text: Record<string, string | undefined>;
  /** Minimum counters; a filter applies only when greater than 0 (spec section 9). */
  min: Record<string, number | undefined>;
  /** Further conditions on the row `t` (the contact filters of issue 25), checked as the counters
   * are: on each candidate of the ranked tiers and of the substring search. */
  where?: RawBuilder<unknown>[];
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
  const rare = await lookupTrigrams(database, table, column, value, RAREST);
  if (database.dialect === 'sqlite') return rare.length > 0 ? { column, value, rare } : { column, value };
  // PostgreSQL's planner weighs the value's own trigrams against walking seq order (GIN bitmap for
  // rare values, primary key for dense ones): a dense value (one trigram picked) keeps its plain
  // LIKE, since rare-trigram conditions would mislead that choice (measured: "los angeles" 310 ms
  // instead of 2 ms). A rare value (several picked) is looked up by those alone: the GIN index then
  // reads three short posting lists instead of every list of the value, common ones included
  // ("2335 lincoln ct" at 1M addresses: 5-7 ms → 0.2-0.8 ms), and the whole value is checked on
  // the few candidates.
  return rare.length > 1 ? { column, value, rare } : { column, value };
}

/** The search's statement in creation order, for `database.read` or `database.readArrays`. */
export async function searchQuery(database: Database, spec: SearchSpec): Promise<CompiledQuery> {
  return (await substringQuery(database, spec, [])).compile(database.db);
}

/** The substring search in seq order; `extra` conditions narrow it. */
async function substringQuery(
  database: Database,
  spec: SearchSpec,
  extra: RawBuilder<unknown>[],
): Promise<RawBuilder<unknown>> {
  const table = sql.table(spec.table);
  const columns = spec.select ? sql.join(spec.select.map((c) => sql.ref(`t.${c}`))) : sql`t.*`;
  const text = Object.entries(spec.text).filter((e): e is [string, string] => !!e[1]);
  const filters = await Promise.all(text.map(([c, v]) => plan(database, spec.table, c, v)));
  const offset = spec.offset ?? 0;
  const conditions: RawBuilder<unknown>[] = [...extra, ...(spec.where ?? [])];
  if (spec.after !== undefined) conditions.push(sql`t.seq > ${spec.after}`);
  for (const [column, min] of Object.entries(spec.min)) {
    if (min && min > 0) conditions.push(sql`t.${sql.ref(column)} >= ${min}`);
  }
  // The whole value, checked exactly on each candidate its rare trigrams found (`strpos` is not a
  // condition PostgreSQL's trigram index can answer, so the planner keeps it out of the index scan).
  for (const f of filters)
    if (f.rare)
      conditions.push(
        database.dialect === 'sqlite'
          ? sql`instr(t.${sql.ref(f.column)}, ${f.value}) > 0`
          : sql`strpos(t.${sql.ref(f.column)}, ${f.value}) > 0`,
      );

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
      return query;
    }
  } else {
    for (const f of filters)
      for (const v of f.rare ?? [f.value])
        conditions.push(sql`t.${sql.ref(f.column)} LIKE ${likePattern(v)} ESCAPE '\\'`);
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return sql`SELECT ${columns} FROM ${table} t ${where} ORDER BY t.seq LIMIT ${spec.limit} OFFSET ${offset}`;
}

// Ranking (ADR 0020). A page is the concatenation of three tiers: the rows whose ranked value
// (below) equals the query, in seq order; those whose value starts with it, by value then seq; then
// the other substring matches, in seq order. A page never reaches past n = offset + limit rows, so the first two tiers read
// at most n rows each from migration 0010's b-tree indexes. The third is the substring search above
// limited to 2n and THEN rid of the first two tiers' rows: it is needed only when those hold fewer
// than n rows, and then its first 2n rows (which include every one of them) hold n others. Excluding
// them inside the search instead made a walk in seq order pass every row when all substring matches
// are exact (a city: measured 5 s at 1M rows on PostgreSQL).

// The column that ranks, first filled wins: the one a user types in first. Country does not rank
// (its column spells every name of the country, so "equal" or "starts with" would mean nothing).
const RANKED: Record<SearchTable, readonly string[]> = {
  entities: ['search'],
  addresses: ['search_address', 'search_city', 'search_postal'],
  emails: ['email', 'domain'],
  phone_numbers: ['digits'],
};
// Columns that join several fields by newlines: their first line ranks (a contact's name, an
// address's locality), so "Smith" is exact for the contact named Smith whatever its company.
const LINES = new Set(['search', 'search_city']);
// Above every character: `value || MAX` bounds the range of strings that start with `value`.
const MAX = '\u{10FFFF}';

/** The start of a ranked column, written exactly as migration 0010's index on it. */
export function rankHead(database: Database, column: string, alias = 't'): RawBuilder<unknown> {
  const c = sql.ref(`${alias}.${column}`);
  if (database.dialect === 'sqlite')
    return LINES.has(column) ? sql`substr(${c}, 1, instr(${c} || char(10), char(10)) - 1)` : sql`${c}`;
  return LINES.has(column) ? sql`(split_part(${c}, E'\\n', 1) COLLATE "C")` : sql`(${c} COLLATE "C")`;
}

/** The filters besides the ranked column's, checked on each row of the b-tree tiers (the ranked
 * column's own start is ranked only in the third tier, as a substring of it). */
function otherFilters(database: Database, spec: SearchSpec, column: string): RawBuilder<unknown>[] {
  const others: RawBuilder<unknown>[] = [];
  for (const [c, v] of Object.entries(spec.text)) {
    if (!v || c === column) continue;
    others.push(
      database.dialect === 'sqlite'
        ? sql`instr(t.${sql.ref(c)}, ${v}) > 0`
        : sql`t.${sql.ref(c)} LIKE ${likePattern(v)} ESCAPE '\\'`,
    );
  }
  for (const [c, min] of Object.entries(spec.min))
    if (min && min > 0) others.push(sql`t.${sql.ref(c)} >= ${min}`);
  return [...others, ...(spec.where ?? [])];
}

/** The statement of a ranked page: its rows carry their `tier` (0 exact, 1 prefix, 2 substring)
 * and `rank_key`. */
export async function rankedQuery(database: Database, spec: SearchSpec): Promise<CompiledQuery> {
  const offset = spec.offset ?? 0;
  const column = RANKED[spec.table].find((c) => !!spec.text[c]);
  if (!column || spec.after !== undefined) return searchQuery(database, spec);
  const value = spec.text[column]!;
  const head = rankHead(database, column);
  const later = rankHead(database, column, 'r');
  const others = otherFilters(database, spec, column);
  const n = offset + spec.limit;
  const table = sql.table(spec.table);
  // Each tier's ORDER BY is its index order, so its LIMIT stops the index read: the exact tier's
  // equal keys come in seq order; the prefix tier comes by value, then seq ("smith" lists "Smith
  // Ltd" before "Smithson"). In seq order the prefix tier would sort every row of its range first
  // (8,878 names start with "smith" at 1M rows), or walk the table in seq order hoping to find them.
  // The tiers carry only (tier, rank_key, seq), index-only where they can; the page's rows are
  // read once the page is cut (copying and sorting up to 4n whole rows cost 4× the SQL at n = 200).
  const tier = (rank: number, condition: RawBuilder<unknown>, key: RawBuilder<unknown>) =>
    sql`SELECT * FROM (SELECT ${sql.lit(rank)} AS tier, ${key} AS rank_key, t.seq AS seq FROM ${table} t
      WHERE ${sql.join([condition, ...others], sql` AND `)} ORDER BY ${rank === 0 ? sql`t.seq` : sql`${key}, t.seq`} LIMIT ${n}) t${sql.raw(String(rank))}`;
  const rest = await substringQuery(
    database,
    { ...spec, select: ['seq', column], limit: 2 * n, offset: 0 },
    [],
  );
  const byte = database.dialect === 'sqlite' ? sql`` : sql` COLLATE "C"`;
  // The substring tier runs only when the first two hold fewer than n rows: "smith" has thousands
  // of names starting with it, and its substring search then read twice the rows for nothing
  // (a constant condition, which both databases check once before reading the tier).
  const query = sql`
    WITH first AS (
      ${tier(0, sql`${head} = ${value}`, sql`''${byte}`)}
      UNION ALL ${tier(1, sql`${head} > ${value} AND ${head} < ${value + MAX}`, head)}
    )
    SELECT t.*, p.tier, p.rank_key FROM (
      SELECT * FROM first
      UNION ALL SELECT * FROM (SELECT 2 AS tier, ''${byte} AS rank_key, r.seq AS seq FROM (${rest}) r
        WHERE (SELECT count(*) FROM first) < ${n}
          AND NOT (${later} >= ${value} AND ${later} < ${value + MAX})) t2
      ORDER BY tier, rank_key, seq LIMIT ${spec.limit} OFFSET ${offset}
    ) p JOIN ${table} t ON t.seq = p.seq
    ORDER BY p.tier, p.rank_key, p.seq`;
  return query.compile(database.db);
}

/** SQLite's ranked page: the same three tiers, each its own small statement, run only while the
 * tiers before it hold fewer than n = offset + limit rows; then the page's rows by seq. SQLite runs
 * in-process, so several statements cost no round trip, and each stays as cheap as the unranked
 * search (measured at 200,000 contacts, p50 of "smith" pages 1-20: one ranked statement 0.48 ms,
 * these tiers 0.17 ms, the unranked search 0.19 ms: the single statement's union, materialised
 * CTE and sort cost more than the reads). The substring tier needs only n rows: it runs when both
 * tiers above are exhausted, so those hold every row it must skip, and fewer than n of them.
 * Null when the search does not rank (no ranked column, or an export's keyset walk). */
async function rankedRowsSqlite<T extends SearchTable>(database: Database, spec: RowSearch<T>) {
  const column = RANKED[spec.table].find((c) => !!spec.text[c]);
  if (!column || spec.after !== undefined) return null;
  const value = spec.text[column]!;
  const n = (spec.offset ?? 0) + spec.limit;
  const table = sql.table(spec.table);
  const head = rankHead(database, column);
  const where = (condition: RawBuilder<unknown>) =>
    sql.join([condition, ...otherFilters(database, spec, column)], sql` AND `);
  const seqs = new Set<number>();
  const take = async (query: RawBuilder<unknown>) => {
    const [rows] = await database.read<{ seq: number }>([query.compile(database.db)]);
    for (const row of rows!) seqs.add(Number(row.seq));
  };
  await take(sql`SELECT t.seq AS seq FROM ${table} t WHERE ${where(sql`${head} = ${value}`)}
    ORDER BY t.seq LIMIT ${n}`);
  if (seqs.size < n)
    await take(sql`SELECT t.seq AS seq FROM ${table} t
      WHERE ${where(sql`${head} > ${value} AND ${head} < ${value + MAX}`)}
      ORDER BY ${head}, t.seq LIMIT ${n - seqs.size}`);
  if (seqs.size < n) {
    const rest = await substringQuery(
      database,
      { ...spec, select: ['seq', column], limit: n, offset: 0 },
      [],
    );
    const [rows] = await database.read<Record<string, unknown>>([rest.compile(database.db)]);
    for (const row of rows!) {
      if (seqs.size >= n) break;
      const text = String(row[column] ?? '');
      const first = LINES.has(column) ? text.split('\n', 1)[0]! : text;
      if (!first.startsWith(value)) seqs.add(Number(row.seq));
    }
  }
  const page = [...seqs].slice(spec.offset ?? 0, n);
  if (page.length === 0) return [];
  const [rows] = await database.read<Row<T>>([
    sql`SELECT t.* FROM ${table} t WHERE t.seq IN (${sql.join(page)})`.compile(database.db),
  ]);
  const at = new Map(page.map((seq, i) => [seq, i]));
  return rows!.sort((a, b) => at.get(Number(a.seq))! - at.get(Number(b.seq))!);
}

/** A search answering whole rows of its table (`t.*`), typed by that table. */
type RowSearch<T extends SearchTable> = Omit<SearchSpec, 'table' | 'select'> & { table: T };
/** The ranking columns PostgreSQL's single statement answers beside the row. */
interface Ranked {
  tier?: unknown;
  rank_key?: unknown;
}

/** A page of the search, ranked exact > prefix > substring (ADR 0020). */
export async function searchRows<T extends SearchTable>(
  database: Database,
  spec: RowSearch<T>,
): Promise<Row<T>[]> {
  if (database.dialect === 'sqlite') {
    const rows = await rankedRowsSqlite(database, spec);
    if (rows) return rows;
  }
  // PostgreSQL runs it as a named statement (see `prepared`): its planning cost more than running it.
  const rows = (await database.read<Row<T> & Ranked>([prepared(await rankedQuery(database, spec))]))[0]!;
  for (const row of rows) {
    delete row.tier;
    delete row.rank_key;
  }
  return rows;
}
