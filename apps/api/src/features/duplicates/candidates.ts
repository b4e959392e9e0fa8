// Candidate pairs, found by grouping on indexed keys, never by comparing records pair by pair: a
// group of k records gives k(k-1)/2 pairs, so a group lists at most the pairs of GROUP_CAP members
// and a reason stops once ROW_CAP records are in its pairs. Pairs marked "not duplicates" are left
// out before either cap counts, so each one dismissed lets the next pair in (a large group's 21st
// member, a reason's next groups). Rows come in (key, uuid) order, read by keyset in batches: the
// database walks the key's index and stops at the batch, and the same data gives the same pairs.
import type { DuplicateReason } from '@crm/shared';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addressKey } from '../places/address-key.js';

type Db = Kysely<DB> | Transaction<DB>;
export const GROUP_CAP = 20;
const GROUP_PAIRS = (GROUP_CAP * (GROUP_CAP - 1)) / 2;
export const ROW_CAP = 5_000;
// Every batch runs the reason's grouping again, so a reason stops reading here even when
// dismissals or very large groups have used few of its rows: pairs past this stay unlisted.
const READ_CAP = 5 * ROW_CAP;

/** Pairs found so far, keyed "a|b" with a < b, and why. */
export type Candidates = Map<string, Set<DuplicateReason>>;
/** Pairs marked "not duplicates", keyed like Candidates. */
export type Dismissed = ReadonlySet<string>;

export const pairKey = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

interface Row {
  g: string;
  id: string;
  x?: string | null;
}
/** Where the last batch ended: after a whole group (`id` left out), or after one row. */
interface Cursor {
  g: string;
  id?: string;
}
type ReadBatch = (after: Cursor | null, limit: number) => Promise<Row[]>;
type Reason = (a: string | null | undefined, b: string | null | undefined) => DuplicateReason | null;

/** The rows of a reason after the cursor, in (group, id) order. */
function pastCursor(g: RawBuilder<unknown>, id: RawBuilder<unknown>, cursor: Cursor | null) {
  if (!cursor) return sql``;
  if (cursor.id === undefined) return sql` AND ${g} > ${cursor.g}`;
  return sql` AND (${g} > ${cursor.g} OR (${g} = ${cursor.g} AND ${id} > ${cursor.id}))`;
}

interface Group {
  g: string;
  members: Row[];
  kept: number;
  dismissed: number;
}

/** Reads a reason's rows batch by batch and pairs each member with the earlier ones of its group
 * (uuid order), whenever `reason` says why and the pair is not dismissed. A group is full at
 * GROUP_PAIRS pairs, or after GROUP_CAP members plus one per dismissed pair (never sooner for a
 * reason whose members all pair: those many members hold GROUP_PAIRS pairs that are not
 * dismissed); its further rows are skipped. */
async function pairsInGroups(found: Candidates, dismissed: Dismissed, read: ReadBatch, reason: Reason) {
  const listed = new Set<string>();
  let group: Group | undefined;
  let full = false;
  let cursor: Cursor | null = null;
  for (let done = 0; done < READ_CAP && listed.size < ROW_CAP; ) {
    const rows = await read(cursor, ROW_CAP);
    done += rows.length;
    for (const row of rows) {
      if (group?.g !== row.g) {
        group = { g: row.g, members: [], kept: 0, dismissed: 0 };
        full = false;
      }
      if (full) continue;
      for (const member of group.members) {
        if (group.kept === GROUP_PAIRS) break;
        const why = reason(member.x, row.x);
        if (!why) continue;
        if (dismissed.has(pairKey(member.id, row.id))) {
          group.dismissed += 1;
          continue;
        }
        add(found, member.id, row.id, why);
        group.kept += 1;
        listed.add(member.id).add(row.id);
      }
      group.members.push(row);
      full = group.kept === GROUP_PAIRS || group.members.length >= GROUP_CAP + group.dismissed;
      if (listed.size >= ROW_CAP) return;
    }
    const last = rows.at(-1);
    if (!last || rows.length < ROW_CAP) return;
    cursor = full ? { g: last.g } : { g: last.g, id: last.id };
  }
}

function add(found: Candidates, x: string, y: string, reason: DuplicateReason) {
  if (x === y) return;
  const key = pairKey(x, y);
  const reasons = found.get(key) ?? new Set();
  reasons.add(reason);
  found.set(key, reasons);
}

const toRows = (rows: { g: unknown; id: unknown; x?: string | null }[]): Row[] =>
  rows.map((r) => ({ g: String(r.g), id: String(r.id), x: r.x }));

const sameCompany = (a?: string | null, b?: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Contacts grouped by `key` (name_key or name_block), in groups where `spread` is over 1, as
 * batches after a cursor; `x` is the column the reason compares within a group. */
function nameGroups(
  db: Db,
  key: 'name_key' | 'name_block',
  x: 'company_name' | 'name_key',
  spread: RawBuilder<unknown>,
): ReadBatch {
  const [g, uuid] = [sql.ref(key), sql.ref('uuid')];
  return async (after, limit) => {
    const from = after ? sql` AND ${g} >= ${after.g}` : sql``;
    const { rows } = await sql<Row>`SELECT ${g} AS g, uuid AS id, ${sql.ref(x)} AS x FROM entities
      WHERE ${g} IN (SELECT ${g} FROM entities WHERE ${g} <> ''${from}
        GROUP BY ${g} HAVING ${spread} > 1)${pastCursor(g, uuid, after)}
      ORDER BY ${g}, uuid LIMIT ${limit}`.execute(db);
    return toRows(rows);
  };
}

/** Contacts: a shared email or number (found through its link counter), the same name (with or
 * without the same company) and names nearly alike (same name_block, another name_key). */
export async function entityCandidates(db: Db, dismissed: Dismissed): Promise<Candidates> {
  const found: Candidates = new Map();
  for (const [table, column, reason] of [
    ['emails', 'email', 'same_email'],
    ['phone_numbers', 'phone_number', 'same_number'],
  ] as const) {
    const link = table === 'emails' ? 'entities_emails' : 'entities_numbers';
    const [g, id] = [sql.ref(`l.${column}`), sql.ref('l.entity_id')];
    await pairsInGroups(
      found,
      dismissed,
      async (after, limit) => {
        const { rows } = await sql<Row>`SELECT ${g} AS g, ${id} AS id
        FROM ${sql.table(table)} p JOIN ${sql.table(link)} l ON ${g} = p.${sql.ref(column)}
        WHERE p.n_linked_entities > 1${pastCursor(g, id, after)} ORDER BY g, id LIMIT ${limit}`.execute(db);
        return toRows(rows);
      },
      () => reason,
    );
  }
  // Same name: groups of one name_key (x: the company). Nearly alike: groups of one name_block
  // holding several name_keys (x: the name_key).
  await pairsInGroups(found, dismissed, nameGroups(db, 'name_key', 'company_name', sql`count(*)`), (a, b) =>
    sameCompany(a, b) ? 'same_name_company' : 'same_name',
  );
  await pairsInGroups(
    found,
    dismissed,
    nameGroups(db, 'name_block', 'name_key', sql`count(DISTINCT name_key)`),
    (a, b) => (a !== b ? 'similar_name' : null),
  );
  return found;
}

/** Addresses: the same address key, or the same street number, route and postal code. Keys are
 * unique, but older duplicates kept a null key (migrations 0004, 0005): theirs is computed here. */
export async function addressCandidates(db: Db, dismissed: Dismissed): Promise<Candidates> {
  const found: Candidates = new Map();
  const { rows: unkeyed } = await sql<{ id: string; address: string; subpremise: string | null }>`SELECT
      uuid AS id, address, subpremise FROM addresses WHERE address_key IS NULL ORDER BY uuid
      LIMIT ${ROW_CAP}`.execute(db);
  if (unkeyed.length > 0) {
    const keyed = unkeyed.map((r) => ({ g: addressKey(r.address, r.subpremise), id: String(r.id) }));
    const keys = [...new Set(keyed.map((r) => r.g))];
    const holders = await db
      .selectFrom('addresses')
      .select(['address_key as g', 'uuid as id'])
      .where('address_key', 'in', keys)
      .execute();
    const rows = [...toRows(holders), ...keyed].sort((a, b) => compare(a.g, b.g) || compare(a.id, b.id));
    await pairsInGroups(found, dismissed, inMemory(rows), () => 'same_address_key');
  }
  const street = sql`a.street_number || '|' || a.route || '|' || a.postal_code`;
  const uuid = sql.ref('a.uuid');
  // A building and its spaces share a street by design (issue 26): x is the building a row belongs
  // to (its own uuid for a building), and rows of one building never pair. A street held only by
  // one building and its spaces is not read at all.
  await pairsInGroups(
    found,
    dismissed,
    async (after, limit) => {
      const { rows } = await sql<Row>`SELECT ${street} AS g, a.uuid AS id,
          ${sql.raw(FAMILY)} AS x FROM addresses a JOIN (
          SELECT street_number, route, postal_code FROM addresses
          WHERE street_number IS NOT NULL AND route IS NOT NULL AND postal_code IS NOT NULL
          GROUP BY street_number, route, postal_code
          HAVING count(DISTINCT coalesce(parent_address_id, uuid)) > 1) s
        ON a.street_number = s.street_number AND a.route = s.route AND a.postal_code = s.postal_code
        WHERE 1 = 1${pastCursor(street, uuid, after)}
        ORDER BY g, id LIMIT ${limit}`.execute(db);
      return toRows(rows);
    },
    (a, b) => (a !== b ? 'same_street' : null),
  );
  return found;
}

// Text on both databases, so a row's building compares as a string.
const FAMILY = 'CAST(coalesce(a.parent_address_id, a.uuid) AS TEXT)';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Batches of rows already sorted in memory, read like a table. */
function inMemory(rows: Row[]): ReadBatch {
  return async (after, limit) => {
    const start = after
      ? rows.findIndex((r) => r.g > after.g || (after.id !== undefined && r.g === after.g && r.id > after.id))
      : 0;
    return start < 0 ? [] : rows.slice(start, start + limit);
  };
}
