import type { DuplicateKind, MergeBody } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit, type Changes } from '../../shared/audit.js';
import { bumpRecordCount, bumpVersion } from '../../shared/counters.js';
import type { ApiRecord } from '../../shared/record-spec.js';
import { writeFields } from '../../shared/write-fields.js';
import { MERGE_KINDS, type MergeKind, type MergeRow } from './merge-kinds.js';
import { moveLinks } from './move-links.js';

// Kept out of a merged record's `merged` entry: its id is the entry's own, its counters describe
// links that the link entries already tell of.
const NOT_VALUES = new Set([
  'uuid',
  'n_linked_entities',
  'n_linked_addresses',
  'n_linked_numbers',
  'n_linked_emails',
]);

/** POST /{entities|addresses}/merge, one transaction: the survivor takes the chosen fields, every
 * link, NDA acceptance and dismissal of the merged records, which are then removed and remembered
 * in merged_records (so their ids lead to the survivor). */
export async function mergeRecords(
  database: Database,
  kindName: DuplicateKind,
  body: MergeBody,
  actor: Actor,
): Promise<void> {
  const kind = MERGE_KINDS[kindName];
  await database.db.transaction().execute(async (trx) => {
    const [survivor, ...rows] = await lockRecords(database, trx, kind, body);
    const merged = rows.map((row) => kind.spec.fromRow(row));
    const now = new Date().toISOString();
    await moveLinks(trx, kind, body.into, body.from, actor);
    for (const { table, column } of kind.references)
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${body.into}
        WHERE ${sql.ref(column)} IN (${sql.join(body.from)})`.execute(trx);
    // A record's own table pointing at the survivor from the survivor itself (a building merged
    // into one of its spaces) would be its own parent: that reference is cleared.
    for (const { column } of kind.references.filter((r) => r.table === kind.spec.table))
      await sql`UPDATE ${sql.table(kind.spec.table)} SET ${sql.ref(column)} = NULL
        WHERE uuid = ${body.into} AND ${sql.ref(column)} = ${body.into}`.execute(trx);
    // A row naming both the survivor and a merged record would collide if repointed: the survivor
    // is added where missing, and the merged records' rows go with them (ON DELETE CASCADE).
    const into = database.dialect === 'postgres' ? sql`CAST(${body.into} AS uuid)` : sql`${body.into}`;
    for (const { table, owner, column } of kind.concerns)
      await sql`INSERT INTO ${sql.table(table)} (${sql.ref(owner)}, ${sql.ref(column)})
        SELECT DISTINCT ${sql.ref(owner)}, ${into} FROM ${sql.table(table)}
        WHERE ${sql.ref(column)} IN (${sql.join(body.from)}) AND ${sql.ref(owner)} NOT IN
          (SELECT ${sql.ref(owner)} FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${body.into})`.execute(
        trx,
      );
    for (const { table, column, key } of kind.keyed)
      for (const from of body.from)
        await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${into}
          WHERE ${sql.ref(column)} = ${from} AND ${sql.ref(key)} NOT IN
            (SELECT ${sql.ref(key)} FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${into})`.execute(
          trx,
        );
    await repointMergedIds(trx, kindName, body, now);
    await trx
      .deleteFrom('duplicate_dismissals')
      .where('kind', '=', kindName)
      .where((eb) => eb.or([eb('a', 'in', body.from), eb('b', 'in', body.from)]))
      .execute();
    for (const record of merged) await appendMerged(trx, kind, record, body.into, actor);
    await sql`DELETE FROM ${sql.table(kind.spec.table)} WHERE uuid IN (${sql.join(body.from)})`.execute(trx);
    await bumpRecordCount(trx, kind.spec.table, -body.from.length);
    const changes = await takeFields(database, trx, kind, survivor!, merged, body, now);
    // The survivor changed (its links, maybe its fields): a page that loaded it must reload first.
    // Its version rises once: with the fields it takes, else here.
    if (Object.keys(changes).length === 0) await bumpVersion(trx, kind.spec.table, body.into);
    await appendAudit(trx, {
      actor,
      action: 'merge',
      type: kind.spec.auditType,
      id: body.into,
      changes: { merged: { old: null, new: body.from }, ...changes },
    });
  });
}

/** Every record of the merge, survivor first, locked on PostgreSQL in one order (two merges of the
 * same records wait for each other); 404 naming the first missing id. */
async function lockRecords(database: Database, trx: Transaction<DB>, kind: MergeKind, body: MergeBody) {
  const ids = [body.into, ...body.from];
  const lock = database.dialect === 'postgres' ? sql` ORDER BY uuid FOR UPDATE` : sql``;
  const { rows } = await sql<MergeRow>`SELECT * FROM ${sql.table(kind.spec.table)}
    WHERE uuid IN (${sql.join(ids)})${lock}`.execute(trx);
  const byId = new Map(rows.map((row) => [String(row.uuid), row]));
  return ids.map((id, i) => {
    const row = byId.get(id);
    if (!row) throw notFound(kind.spec.missing, i === 0 ? 'into' : `from.${i - 1}`);
    return row;
  });
}

/** The merged ids lead to the survivor, and so do ids merged into them earlier (a chain A → B → C
 * is stored as A → C and B → C: one lookup, whatever the length). */
async function repointMergedIds(trx: Transaction<DB>, kind: DuplicateKind, body: MergeBody, now: string) {
  await trx
    .updateTable('merged_records')
    .set({ into_id: body.into })
    .where('into_id', 'in', body.from)
    .execute();
  await trx
    .insertInto('merged_records')
    .values(body.from.map((from_id) => ({ from_id, into_id: body.into, kind, merged_at: now })))
    .execute();
}

/** The `merged` entry keeps every value the record had, so the history can tell it in full. */
function appendMerged(trx: Transaction<DB>, kind: MergeKind, record: ApiRecord, into: string, actor: Actor) {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(record))
    if (!NOT_VALUES.has(field) && value !== null && value !== undefined)
      changes[field] = { old: value, new: null };
  changes.merged_into = { old: null, new: into };
  return appendAudit(trx, {
    actor,
    action: 'merged',
    type: kind.spec.auditType,
    id: String(record.uuid),
    changes,
  });
}

/** The survivor takes the fields whose chosen value is a merged record's (with the fields their
 * group brings), through the same step as a PUT, after the merged records are gone so their unique
 * key is free; a third record holding it is a 409 and the whole merge rolls back. */
async function takeFields(
  database: Database,
  trx: Transaction<DB>,
  kind: MergeKind,
  survivor: MergeRow,
  merged: ApiRecord[],
  body: MergeBody,
  now: string,
): Promise<Changes> {
  const next: Record<string, unknown> = {};
  for (const [field, id] of Object.entries(body.fields)) {
    const source = merged.find((r) => r.uuid === id);
    if (!source) continue;
    for (const f of kind.groups[field] ?? [field]) next[f] = source[f] ?? null;
  }
  return (await writeFields(database, trx, kind.spec, survivor, next, { now })).changes;
}
