// Issue 25: each contact's appointed representative (a staff member, Better Auth's `user`), and the
// indexes the contact search's new filters read (ADR 0037). Numbered 0021: 0019 and 0020 come from
// another branch.
// - `entities.representative_id`: null by default; a staff member's account deleted clears it
//   rather than refusing the deletion. Indexed with seq, so "my contacts" is an index range read in
//   the order a page needs.
// - `addresses.search_province`: the province in search form (case and accents folded, as every
//   search column), backfilled here with a frozen copy of searchText; the city filter reads the
//   locality through 0010's index on the head of `search_city`.
// - `addresses_entities`' primary key starts with address_id, so a city's contacts are found from
//   its addresses without another index.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BATCH = 5000;

// Frozen copy of @crm/shared searchText (normalize.ts) as of this migration. Never change it.
const FOLDS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };
function searchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  // SQLite adds a column with REFERENCES only when its default is null, as here.
  await db.schema
    .alterTable('entities')
    .addColumn('representative_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('entities_representative')
    .on('entities')
    .columns(pg ? ['representative_id', 'seq'] : ['representative_id'])
    .execute();
  await db.schema
    .alterTable('addresses')
    .addColumn('search_province', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfillProvinces(db, pg);
  await db.schema
    .createIndex('addresses_search_province')
    .on('addresses')
    .columns(pg ? ['search_province', 'seq'] : ['search_province'])
    .execute();
  if (pg) await sql`ANALYZE addresses`.execute(db);
}

/** Pages of addresses with a province, each written back by one statement from a JSON array. */
async function backfillProvinces(db: Db, pg: boolean): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{
      seq: number | string;
      p: string;
    }>`SELECT seq, administrative_area_level_1 AS p
      FROM addresses WHERE seq > ${after} AND administrative_area_level_1 IS NOT NULL
      ORDER BY seq LIMIT ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = JSON.stringify(rows.map((r) => ({ s: Number(r.seq), p: searchText(r.p) })));
    if (pg)
      await sql`UPDATE addresses a SET search_province = v.p
        FROM json_to_recordset(${values}::json) AS v(s bigint, p text) WHERE a.seq = v.s`.execute(db);
    else
      await sql`UPDATE addresses SET search_province = v.p
        FROM (SELECT value ->> '$.s' AS s, value ->> '$.p' AS p FROM json_each(${values})) v
        WHERE addresses.seq = v.s`.execute(db);
    after = Number(rows[rows.length - 1]!.seq);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('addresses_search_province').execute();
  await db.schema.alterTable('addresses').dropColumn('search_province').execute();
  await db.schema.dropIndex('entities_representative').execute();
  await db.schema.alterTable('entities').dropColumn('representative_id').execute();
}
