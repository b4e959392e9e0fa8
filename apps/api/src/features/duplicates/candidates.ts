// Candidate pairs, found by grouping on indexed keys, never by comparing records pair by pair: a
// group of k records gives k(k-1)/2 pairs, so a group is cut to its first GROUP_CAP members and
// each reason reads at most ROW_CAP rows (the strongest reasons still reach the page first). Rows
// come in key order only, so the database walks the key's index and stops at the cap.
import type { DuplicateReason } from '@crm/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { addressKey } from '../places/address-key.js';

type Db = Kysely<DB> | Transaction<DB>;
export const GROUP_CAP = 20;
export const ROW_CAP = 5_000;

/** Pairs found so far, keyed "a|b" with a < b, and why. */
export type Candidates = Map<string, Set<DuplicateReason>>;

export const pairKey = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

function add(found: Candidates, x: string, y: string, reason: DuplicateReason) {
  if (x === y) return;
  const key = pairKey(x, y);
  const reasons = found.get(key) ?? new Set();
  reasons.add(reason);
  found.set(key, reasons);
}

/** Rows of (group, id, extra) in group order: every pair within each group whose `extra` values
 * say it is this reason. */
function pairsInGroups(
  found: Candidates,
  rows: { g: string; id: string; x?: string | null }[],
  reason: (a: string | null | undefined, b: string | null | undefined) => DuplicateReason | null,
) {
  const groups = new Map<string, { id: string; x?: string | null }[]>();
  for (const row of rows) {
    const members = groups.get(row.g) ?? [];
    if (members.length < GROUP_CAP) members.push({ id: String(row.id), x: row.x });
    groups.set(row.g, members);
  }
  for (const members of groups.values())
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) {
        const why = reason(members[i]!.x, members[j]!.x);
        if (why) add(found, members[i]!.id, members[j]!.id, why);
      }
}

const sameCompany = (a?: string | null, b?: string | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Contacts: a shared email or number (found through its link counter), the same name (with or
 * without the same company) and names nearly alike (same name_block, another name_key). */
export async function entityCandidates(db: Db): Promise<Candidates> {
  const found: Candidates = new Map();
  for (const [table, column, reason] of [
    ['emails', 'email', 'same_email'],
    ['phone_numbers', 'phone_number', 'same_number'],
  ] as const) {
    const link = table === 'emails' ? 'entities_emails' : 'entities_numbers';
    const { rows } = await sql<{ g: string; id: string }>`SELECT l.${sql.ref(column)} AS g, l.entity_id AS id
      FROM ${sql.table(table)} p JOIN ${sql.table(link)} l ON l.${sql.ref(column)} = p.${sql.ref(column)}
      WHERE p.n_linked_entities > 1 ORDER BY g, id LIMIT ${ROW_CAP}`.execute(db);
    pairsInGroups(found, rows, () => reason);
  }
  const names = await sql<{ g: string; id: string; x: string | null }>`SELECT name_key AS g, uuid AS id,
      company_name AS x FROM entities WHERE name_key IN (
        SELECT name_key FROM entities WHERE name_key <> '' GROUP BY name_key HAVING count(*) > 1)
      ORDER BY name_key LIMIT ${ROW_CAP}`.execute(db);
  pairsInGroups(found, names.rows, (a, b) => (sameCompany(a, b) ? 'same_name_company' : 'same_name'));
  const blocks = await sql<{ g: string; id: string; x: string }>`SELECT name_block AS g, uuid AS id,
      name_key AS x FROM entities WHERE name_block IN (
        SELECT name_block FROM entities WHERE name_block <> '' GROUP BY name_block
        HAVING count(DISTINCT name_key) > 1)
      ORDER BY name_block LIMIT ${ROW_CAP}`.execute(db);
  pairsInGroups(found, blocks.rows, (a, b) => (a !== b ? 'similar_name' : null));
  return found;
}

/** Addresses: the same address key, or the same street number, route and postal code. Keys are
 * unique, but older duplicates kept a null key (migrations 0004, 0005): theirs is computed here. */
export async function addressCandidates(db: Db): Promise<Candidates> {
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
    const rows = [...holders.map((h) => ({ g: String(h.g), id: String(h.id) })), ...keyed];
    rows.sort((a, b) => a.g.localeCompare(b.g));
    pairsInGroups(found, rows, () => 'same_address_key');
  }
  const { rows } = await sql<{ g: string; id: string }>`SELECT a.street_number || '|' || a.route || '|' ||
      a.postal_code AS g, a.uuid AS id FROM addresses a JOIN (
        SELECT street_number, route, postal_code FROM addresses
        WHERE street_number IS NOT NULL AND route IS NOT NULL AND postal_code IS NOT NULL
        GROUP BY street_number, route, postal_code HAVING count(*) > 1) s
      ON a.street_number = s.street_number AND a.route = s.route AND a.postal_code = s.postal_code
      ORDER BY g, id LIMIT ${ROW_CAP}`.execute(db);
  pairsInGroups(found, rows, () => 'same_street');
  return found;
}
