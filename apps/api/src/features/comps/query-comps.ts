import { type CompPage, type CompQuery, type CompStats, searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rankHead } from '../../db/search.js';
import { compFromJoined, selectComps } from './read-comps.js';

/** The column the statistics are of: a sale's price per square foot, a lease's rent. */
const STAT_COLUMN = { sale: 'c.price_per_sqft', lease: 'c.rent_per_sqft' } as const;

/** The query's conditions on `comps c`. The city is the address's locality in search form, its
 * first line compared whole through the same expression migration 0010 indexes (as the contact
 * search's city): the matching addresses are found by that index, their comps by comps_address. */
function conditions(database: Database, q: CompQuery): RawBuilder<boolean>[] {
  // SQLite checks an IN (subquery) row by row along a kind's index rather than driving from it
  // (140 ms for a city's 6,000 of 100,000 comps): a unary + takes the kind off the indexes, so it
  // reads the city's addresses, then their comps by comps_address (under 50 ms p95).
  const byCity = database.dialect === 'sqlite' && q.city;
  const where = [byCity ? sql<boolean>`+c.kind = ${q.kind}` : sql<boolean>`c.kind = ${q.kind}`];
  if (q.property_type) where.push(sql`c.property_type = ${q.property_type}`);
  if (q.min_sqft !== undefined) where.push(sql`c.area_sqft >= ${q.min_sqft}`);
  if (q.max_sqft !== undefined) where.push(sql`c.area_sqft <= ${q.max_sqft}`);
  if (q.from) where.push(sql`c.date_on >= ${q.from}`);
  if (q.to) where.push(sql`c.date_on <= ${q.to}`);
  if (q.city)
    where.push(sql`c.address_id IN (SELECT a.uuid FROM addresses a
      WHERE ${rankHead(database, 'search_city', 'a')} = ${searchText(q.city)})`);
  return where;
}

/** Count, median, min and max of the statistic over every comp found, in SQL. PostgreSQL has the
 * median (percentile_cont); SQLite has none, so it reads the one or two middle values by
 * ORDER BY … LIMIT … OFFSET once the count is known, never every row. */
async function compStats(database: Database, q: CompQuery, where: RawBuilder<boolean>): Promise<CompStats> {
  const { db } = database;
  const v = sql.ref(STAT_COLUMN[q.kind]);
  const found = sql`FROM comps c WHERE ${where} AND ${v} IS NOT NULL`;
  if (database.dialect === 'postgres') {
    const { rows } = await sql<Stats>`SELECT count(*) AS count,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${v}) AS median, min(${v}) AS min, max(${v}) AS max
      ${found}`.execute(db);
    return statsOf(rows[0]);
  }
  const { rows } = await sql<Stats>`SELECT count(*) AS count, NULL AS median, min(${v}) AS min,
    max(${v}) AS max ${found}`.execute(db);
  const n = Number(rows[0]?.count ?? 0);
  if (n === 0 || !rows[0]) return statsOf(rows[0]);
  const middle = await sql<{ median: number }>`SELECT avg(v) AS median FROM (SELECT ${v} AS v ${found}
    ORDER BY ${v} LIMIT ${n % 2 === 1 ? 1 : 2} OFFSET ${Math.floor((n - 1) / 2)})`.execute(db);
  return statsOf({ ...rows[0], median: middle.rows[0]?.median });
}

// Both drivers may answer a count or an aggregate as text (PostgreSQL's bigint and numeric).
type Stats = { count: unknown; median: unknown; min: unknown; max: unknown };
const num = (v: unknown) => (v == null ? null : Number(v));
const statsOf = (row: Stats | undefined): CompStats => ({
  count: Number(row?.count ?? 0),
  median: num(row?.median),
  min: num(row?.min),
  max: num(row?.max),
});

/** GET /comps: the comps of one kind found by city, property type, area and date ranges, newest
 * first, with the statistics of all of them (not only the page). */
export async function queryComps(database: Database, q: CompQuery): Promise<CompPage> {
  const where = sql.join(conditions(database, q), sql` AND `) as RawBuilder<boolean>;
  const rows = await selectComps(database.db)
    .where(where)
    .orderBy('c.date_on', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const stats = await compStats(database, q, where);
  return {
    data: rows.map((row) => {
      const { version, ...comp } = compFromJoined(row);
      return comp;
    }),
    offset: q.offset,
    stats,
  };
}
