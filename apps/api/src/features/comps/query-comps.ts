import { type CompPage, type CompQuery, type CompStats, searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { numberOrNull } from '../../db/rows.js';
import { compFromJoined, selectComps } from './read-comps.js';

/** The column the statistics are of: a sale's price per square foot, a lease's rent. */
const STAT_COLUMN = { sale: 'c.price_per_sqft', lease: 'c.rent_per_sqft' } as const;

/** The query's conditions on `comps c`. The city is compared to the comp's own city key (its
 * address's, kept by migration 0031's triggers), through comps_kind_city_date with the kind. SQLite's
 * sampled statistics (analysis_limit) rate a kind and city no narrower than a kind and a type or an
 * area range, and it walked comps_kind_area (200 ms at 100,000 comps): with a city, a unary + takes
 * the type and area off their indexes, so the city's range is read. */
function conditions(database: Database, q: CompQuery): RawBuilder<boolean>[] {
  const where = [sql<boolean>`c.kind = ${q.kind}`];
  const byCity = !!q.city && database.dialect === 'sqlite';
  const type = byCity ? sql`+c.property_type` : sql`c.property_type`;
  const area = byCity ? sql`+c.area_sqft` : sql`c.area_sqft`;
  if (q.city) where.push(sql`c.city_key = ${searchText(q.city)}`);
  if (q.property_type) where.push(sql`${type} = ${q.property_type}`);
  if (q.min_sqft !== undefined) where.push(sql`${area} >= ${q.min_sqft}`);
  if (q.max_sqft !== undefined) where.push(sql`${area} <= ${q.max_sqft}`);
  if (q.from) where.push(sql`c.date_on >= ${q.from}`);
  if (q.to) where.push(sql`c.date_on <= ${q.to}`);
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
const statsOf = (row: Stats | undefined): CompStats => ({
  count: Number(row?.count ?? 0),
  median: numberOrNull(row?.median),
  min: numberOrNull(row?.min),
  max: numberOrNull(row?.max),
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
