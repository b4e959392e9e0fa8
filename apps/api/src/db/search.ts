// Paged text search over the trigram indexes of migration 0001, the same semantics on both
// databases: each filter is a case- and accent-insensitive substring of its (normalised) column,
// results come in creation order (seq), and no query sorts or counts its whole match set.
import { type RawBuilder, sql } from 'kysely';
import type { Database } from './database.js';

export type SearchTable = 'entities' | 'addresses' | 'emails' | 'phone_numbers';

export interface SearchSpec {
  table: SearchTable;
  /** Normalised search values by indexed column; empty values are ignored. */
  text: Record<string, string | undefined>;
  /** Minimum counters; a filter applies only when greater than 0 (spec section 9). */
  min: Record<string, number | undefined>;
  limit: number;
  offset: number;
}

// Trigram indexes answer substrings of 3 characters or more; shorter ones are scanned in order.
const TRIGRAM = 3;
const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ftsPhrase = (column: string, v: string) => `{${column}} : "${v.replace(/"/g, '""')}"`;

export async function searchRows(database: Database, spec: SearchSpec): Promise<Record<string, unknown>[]> {
  const table = sql.table(spec.table);
  const text = Object.entries(spec.text).filter((e): e is [string, string] => !!e[1]);
  const conditions: RawBuilder<unknown>[] = [];
  for (const [column, min] of Object.entries(spec.min)) {
    if (min && min > 0) conditions.push(sql`t.${sql.ref(column)} >= ${min}`);
  }

  // Fix: on SQLite a NUL in a search value ("?name=abc%00") made FTS5 fail (a 500), and LIKE stops
  // reading its pattern at the NUL (so "%00" matched every row). instr() compares the whole text.
  const nul = (v: string) => database.dialect === 'sqlite' && v.includes('\u0000');
  const indexed =
    database.dialect === 'sqlite' ? text.filter(([, v]) => [...v].length >= TRIGRAM && !nul(v)) : [];
  for (const [column, value] of text) {
    if (nul(value)) conditions.push(sql`instr(t.${sql.ref(column)}, ${value}) > 0`);
    else if (!indexed.some(([c]) => c === column)) {
      conditions.push(sql`t.${sql.ref(column)} LIKE ${likePattern(value)} ESCAPE '\\'`);
    }
  }

  if (indexed.length > 0) {
    const fts = sql.table(`${spec.table}_fts`);
    const match = indexed.map(([c, v]) => ftsPhrase(c, v)).join(' AND ');
    const where = [sql`${fts} MATCH ${match}`, ...conditions];
    const query = sql`
      SELECT t.* FROM ${fts} JOIN ${table} t ON t.seq = ${fts}.rowid
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${fts}.rowid LIMIT ${spec.limit} OFFSET ${spec.offset}`;
    return (await database.read([query.compile(database.db)]))[0]!;
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const query = sql`SELECT t.* FROM ${table} t ${where} ORDER BY t.seq LIMIT ${spec.limit} OFFSET ${spec.offset}`;
  return (await database.read([query.compile(database.db)]))[0]!;
}
