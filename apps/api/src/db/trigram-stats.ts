// How common each trigram is in a searched column, estimated from a sample of rows. A long search
// value ("1025 e 120th ave, new york") spells 20+ trigrams, several of them in half the rows
// ("ew ", "ork"); matching all of them walks every one of those lists (20-50 ms at a million
// rows), while its three rarest trigrams alone narrow the rows to a few hundred at once. The
// estimate only steers speed: db/search.ts still checks the whole value on every row it returns.
import { sql } from 'kysely';
import type { Database } from './database.js';

const SAMPLE_SLICES = 10;
const SLICE_ROWS = 2_000;
const MAX_AGE_MS = 15 * 60_000;
// This many expected hits (under independence) means they are dense.
const DENSE = 1_000;

export interface Stats {
  counts: Map<string, number>;
  /** Rows sampled, and rows in the table. */
  sampled: number;
  total: number;
  at: number;
}

interface Entry {
  stats?: Stats;
  /** The sample under way: one at a time per column, whoever asks. */
  pending?: Promise<Stats>;
}
const cache = new WeakMap<Database, Map<string, Entry>>();

/** The column's statistics. Sampling reads 20,000 rows and splits each into trigrams (tens of ms
 * of one core): when a cold or stale column met a burst of searches, every request sampled it at
 * once and the burst stalled for seconds (bench:api on PostgreSQL, address text at 32 connections:
 * p99 6.4 s). Now one sample runs at a time; only the very first searches wait for it, later ones
 * steer by the stale statistics while they are renewed. */
export function columnStats(database: Database, table: string, column: string): Promise<Stats> {
  const byColumn = cache.get(database) ?? new Map<string, Entry>();
  cache.set(database, byColumn);
  const key = `${table}.${column}`;
  const entry = byColumn.get(key) ?? {};
  byColumn.set(key, entry);
  const fresh = entry.stats && Date.now() - entry.stats.at <= MAX_AGE_MS;
  if (!fresh && !entry.pending) {
    const pending = sample(database, table, column)
      .then((stats) => {
        entry.stats = { ...stats, at: Date.now() };
        return entry.stats;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    // A failed renewal leaves the stale statistics in use; the next search tries again.
    pending.catch(() => undefined);
    entry.pending = pending;
  }
  return entry.stats ? Promise.resolve(entry.stats) : entry.pending!;
}

/** Trigrams of letters and digits only: the ones both indexes can look up on their own
 * (pg_trgm splits a LIKE pattern into words at spaces and punctuation). */
export function wordTrigrams(value: string): string[] {
  const out = new Set<string>();
  const chars = [...value];
  for (let i = 0; i + 3 <= chars.length; i++) {
    const t = chars.slice(i, i + 3).join('');
    if (/^[\p{L}\p{N}]{3}$/u.test(t)) out.add(t);
  }
  return [...out];
}

async function sample(database: Database, table: string, column: string): Promise<Omit<Stats, 'at'>> {
  // One subquery each: SQLite reads min and max off the primary key only when alone in a query;
  // together they scanned a whole index (264 MB of file read at a million contacts).
  const from = sql.table(table);
  const bounds = await database.read<{ lo: number | null; hi: number | null }>([
    sql`SELECT (SELECT min(seq) FROM ${from}) AS lo, (SELECT max(seq) FROM ${from}) AS hi`.compile(
      database.db,
    ),
  ]);
  const lo = Number(bounds[0]?.[0]?.lo ?? 0);
  const hi = Number(bounds[0]?.[0]?.hi ?? 0);
  const step = Math.max(1, Math.floor((hi - lo) / SAMPLE_SLICES));
  const slices = Array.from({ length: SAMPLE_SLICES }, (_, i) =>
    sql`SELECT ${sql.ref(column)} AS v FROM ${sql.table(table)} WHERE seq >= ${lo + i * step}
      ORDER BY seq LIMIT ${SLICE_ROWS}`.compile(database.db),
  );
  const counts = new Map<string, number>();
  let sampled = 0;
  for (const rows of await database.read<{ v: string }>(slices)) {
    sampled += rows.length;
    for (const { v } of rows)
      for (const t of wordTrigrams(String(v ?? ''))) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  // Rows in the table, near enough: seq only grows, and rows are rarely deleted.
  return { counts, sampled: Math.max(1, sampled), total: Math.max(1, hi - lo + 1) };
}

/** The trigrams to look `value` up by (see the file comment). A value most rows hold ("smith")
 * is best found by its one rarest trigram: hits are dense, so the scan stops early. A rare value
 * made of common trigrams ("sylvie turner") needs up to `k` rare trigrams from different places
 * in it, so the index intersects short lists instead of walking a long one. */
export async function lookupTrigrams(
  database: Database,
  table: string,
  column: string,
  value: string,
  k: number,
): Promise<string[]> {
  const { counts, sampled, total } = await columnStats(database, table, column);
  // Share of rows holding a trigram; one never seen in the sample counts as half a row.
  const share = (t: string) => (counts.get(t) ?? 0.5) / sampled;
  const chars = [...value];
  const taken: number[] = [];
  const picked: string[] = [];
  for (const t of wordTrigrams(value).sort((a, b) => share(a) - share(b))) {
    const at = chars.findIndex((_, i) => chars.slice(i, i + 3).join('') === t);
    // Overlapping trigrams ("syl", "ylv") mostly occur together: they would narrow nothing.
    if (taken.some((p) => Math.abs(p - at) < 3)) continue;
    taken.push(at);
    picked.push(t);
    if (picked.length === k) break;
  }
  // Each candidate the index yields costs a row read to check the whole value, so a single
  // trigram pays only when hits are dense enough to fill a page from its first candidates.
  const expectedHits = picked.reduce((n, t) => n * share(t), total);
  return expectedHits >= DENSE ? picked.slice(0, 1) : picked;
}
