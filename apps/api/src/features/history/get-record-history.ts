import type { HistoryItem, HistoryPage, HistoryQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { KINDS } from '../../records/kinds.js';
import { notFound } from '../../shared/app-error.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from '../../shared/record-spec.js';

/** What the history reads of a record spec. */
type HistorySpec<T extends RecordTable> = Pick<
  RecordSpec<T, ApiRecord>,
  'table' | 'auditType' | 'missing' | 'lookupKey'
> & { key: string };

type Db = Database['db'];
type Other = NonNullable<HistoryItem['other']>;

/** GET …/{id}/history: the audit entries naming the record (its own, its links', a merge's),
 * newest first, through audit_subjects' key (ADR 0018). 404 only when there is neither a record
 * nor any entry: a contact merged away is gone but keeps its history. */
export async function getRecordHistory<T extends RecordTable>(
  database: Database,
  spec: HistorySpec<T>,
  raw: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const { db } = database;
  const id = spec.lookupKey(raw);
  if (!id) throw notFound(spec.missing);
  const subject = db
    .selectFrom('audit_subjects')
    .where('audit_subjects.record_type', '=', spec.auditType)
    .where('audit_subjects.record_id', '=', id);
  const rows = await subject
    .innerJoin('audit_log', 'audit_log.seq', 'audit_subjects.audit_seq')
    .select(['seq', 'at', 'actor', 'action', 'audit_log.record_type', 'audit_log.record_id', 'changes'])
    .orderBy('audit_subjects.audit_seq', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  if (rows.length === 0) {
    const known =
      (await lookupRecordRow(db, spec, id)) ??
      (await subject.select('audit_seq').limit(1).executeTakeFirst());
    if (!known) throw notFound(spec.missing);
  }
  return { data: await describeEntries(db, rows, spec.auditType, id), offset: query.offset };
}

/** The audit_log columns an entry is described from. */
export interface EntryRow {
  seq: number;
  at: unknown;
  actor: string;
  action: HistoryItem['action'];
  record_type: string;
  record_id: string;
  changes: string;
}

/** Audit rows as the history of the record `type`/`id` shows them (the timeline's history items
 * too): the actor's name and, for a link entry, the record at its other end. */
export async function describeEntries(
  db: Db,
  rows: EntryRow[],
  type: string,
  id: string,
): Promise<HistoryItem[]> {
  const others = await otherEnds(
    db,
    rows.filter((r) => !RECORD_TYPES.has(r.record_type)).map((r) => r.seq),
    type,
    id,
  );
  const names = await userNames(
    db,
    rows.map((r) => r.actor),
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    at: toIso(r.at),
    actor: r.actor,
    actor_name: names.get(r.actor) ?? null,
    action: r.action,
    record_type: r.record_type,
    record_id: r.record_id,
    changes: JSON.parse(r.changes),
    other: others.get(String(r.seq)) ?? null,
  }));
}

/** The audit types of the registered kinds: an entry of any other type is a link's. */
const RECORD_TYPES = new Set(KINDS.map((k) => k.spec.auditType));

/** For each link entry, the record at the end that is not this one, by its id now, with the name
 * of a contact or the text of an address that still exists. */
async function otherEnds(db: Db, seqs: number[], type: string, id: string): Promise<Map<string, Other>> {
  const ends = new Map<string, Other>();
  if (seqs.length === 0) return ends;
  const subjects = await db
    .selectFrom('audit_subjects')
    .select(['audit_seq', 'record_type', 'record_id'])
    .where('audit_seq', 'in', seqs)
    .execute();
  for (const s of subjects)
    if (s.record_type !== type || s.record_id !== id)
      ends.set(String(s.audit_seq), { type: s.record_type, id: s.record_id, label: null });
  const idsOf = (t: string) => [...new Set([...ends.values()].filter((o) => o.type === t).map((o) => o.id))];
  // Keyed by type and id: two kinds' keys may be equal strings.
  const labels = new Map<string, string>();
  for (const { spec, historyLabel } of KINDS) {
    const ids = idsOf(spec.auditType);
    if (!historyLabel || ids.length === 0) continue;
    const key = sql.ref(spec.key);
    const rows = await sql<{
      id: unknown;
      label: string;
    }>`SELECT ${key} AS id, ${sql.ref(historyLabel)} AS label
      FROM ${sql.table(spec.table)} WHERE ${key} IN (${sql.join(ids)})`.execute(db);
    for (const r of rows.rows) labels.set(`${spec.auditType} ${String(r.id)}`, r.label);
  }
  const labelled = new Set(KINDS.filter((k) => k.historyLabel).map((k) => k.spec.auditType));
  for (const end of ends.values())
    end.label = labelled.has(end.type) ? (labels.get(`${end.type} ${end.id}`) ?? null) : end.id;
  return ends;
}

/** The names of the staff members among `actors` (`user:<id>`), by actor. */
export async function userNames(db: Db, actors: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.filter((a) => a.startsWith('user:')).map((a) => a.slice(5)))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(users.map((u) => [`user:${u.id}`, u.name]));
}
