// The contacts, addresses and deals an activity or a task concerns (issue 25, ADR 0036; deals since
// issue 27): child rows that a create or a PUT sets as whole lists. Each row added or removed is audited as a link entry
// ("<activity id>/<contact id>"), so the audit trigger names both ends (the kind registers its
// child tables as link kinds) and the contact's history shows the activity. The contact's own
// version does not move: an activity is not one of its links in ADR 0032's sense.
import type { MessageKey } from '@crm/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from './app-error.js';
import { type Actor, appendAudit } from './audit.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A kind's child tables: its key column in them, one table for contacts (none for a lease, whose
 * tenant is a column), one for addresses, one for deals (activities and tasks only). */
export interface ConcernSpec {
  column: 'activity_id' | 'task_id' | 'lease_id';
  entities?: 'activity_entities' | 'task_entities';
  addresses: 'activity_addresses' | 'task_addresses' | 'lease_spaces';
  deals?: 'activity_deals' | 'task_deals';
}

export interface Concerned {
  entity_ids: string[];
  address_ids: string[];
  deal_ids: string[];
}

interface Side {
  list: keyof Concerned;
  column: 'entity_id' | 'address_id' | 'deal_id';
  table: 'entities' | 'addresses' | 'deals';
  /** The column naming a record of `table`. */
  key: 'uuid' | 'id';
  missing: MessageKey;
  childTable(spec: ConcernSpec): string | undefined;
}

const SIDES: readonly Side[] = [
  {
    list: 'entity_ids',
    column: 'entity_id',
    table: 'entities',
    key: 'uuid',
    missing: 'lookup.entity',
    childTable: (spec) => spec.entities,
  },
  {
    list: 'address_ids',
    column: 'address_id',
    table: 'addresses',
    key: 'uuid',
    missing: 'lookup.address',
    childTable: (spec) => spec.addresses,
  },
  {
    list: 'deal_ids',
    column: 'deal_id',
    table: 'deals',
    key: 'id',
    missing: 'lookup.deal',
    childTable: (spec) => spec.deals,
  },
];

// The child table varies with the kind, which Kysely's builder cannot type over a union of tables
// (find-record.ts does the same): these statements are written in SQL.

/** 404 on the list's field ("Could not find contact", "… deal") when an id names no record. */
export async function assertConcernedExist(db: Db, next: Partial<Concerned>): Promise<void> {
  for (const side of SIDES) {
    const ids = next[side.list];
    if (!ids || ids.length === 0) continue;
    const key = sql.ref(side.key);
    const { rows } = await sql<{ key: string }>`SELECT ${key} AS key FROM ${sql.table(side.table)}
      WHERE ${key} IN (${sql.join(ids)})`.execute(db);
    if (rows.length !== new Set(ids).size) throw notFound(side.missing, side.list);
  }
}

/** Makes the given lists the record's (a list left out stays as it is), auditing each row added or
 * removed. Answers whether anything changed. */
export async function setConcerned(
  trx: Transaction<DB>,
  spec: ConcernSpec,
  id: string,
  next: Partial<Concerned>,
  actor: Actor,
): Promise<boolean> {
  let changed = false;
  for (const side of SIDES) {
    const wanted = next[side.list];
    const child = side.childTable(spec);
    if (wanted === undefined || child === undefined) continue;
    const table = sql.table(child);
    const [owner, other] = [sql.ref(spec.column), sql.ref(side.column)];
    const { rows } = await sql<{ other: string }>`SELECT ${other} AS other FROM ${table}
      WHERE ${owner} = ${id}`.execute(trx);
    const current = new Set(rows.map((r) => String(r.other)));
    const added = wanted.filter((o) => !current.has(o));
    const removed = [...current].filter((o) => !wanted.includes(o));
    if (added.length > 0)
      await sql`INSERT INTO ${table} (${owner}, ${other})
        VALUES ${sql.join(added.map((o) => sql`(${id}, ${o})`))}`.execute(trx);
    if (removed.length > 0)
      await sql`DELETE FROM ${table} WHERE ${owner} = ${id} AND ${other} IN (${sql.join(removed)})`.execute(
        trx,
      );
    for (const [action, ids] of [
      ['create', added],
      ['delete', removed],
    ] as const)
      for (const o of ids)
        await appendAudit(trx, { actor, action, type: child, id: `${id}/${o}`, changes: {} });
    changed ||= added.length + removed.length > 0;
  }
  return changed;
}

/** The lists of each record named, in id order (empty lists for a record with none). */
export async function readConcerned(db: Db, spec: ConcernSpec, ids: readonly string[]) {
  const lists = new Map<string, Concerned>(
    ids.map((id) => [id, { entity_ids: [], address_ids: [], deal_ids: [] }]),
  );
  if (ids.length === 0) return lists;
  for (const side of SIDES) {
    const child = side.childTable(spec);
    if (child === undefined) continue;
    const [owner, other] = [sql.ref(spec.column), sql.ref(side.column)];
    const { rows } = await sql<{ owner: string; other: string }>`SELECT ${owner} AS owner, ${other} AS other
      FROM ${sql.table(child)} WHERE ${owner} IN (${sql.join([...ids])})
      ORDER BY ${other}`.execute(db);
    for (const r of rows) lists.get(String(r.owner))?.[side.list].push(String(r.other));
  }
  return lists;
}
