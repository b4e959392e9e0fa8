// One page of a timeline as references (type, time, id), newest first, read in one UNION ALL
// statement on either database. Each source is cut to the first offset + limit of its own rows by
// its index before the merge, so a page never reads more than that from any source, however long
// the record's history; the merge orders by time, then type and id, so pages never overlap.
import type { TimelineKind, TimelineType } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TimelineSource } from './timeline-sources.js';

export interface TimelineRef {
  type: TimelineType;
  at: unknown;
  /** The inbox item's id or the audit entry's seq (0 for the UUID-keyed): orders within a time. */
  n: number | string;
  id: string;
}

/** The kinds that are a type of item of their own; any other kind is an activity kind. */
const TYPES = new Set<TimelineKind>(['task', 'inbox', 'stage', 'history', 'document_view']);

/** The sources a `kind` filter keeps: an activity kind or `activity` keeps the activities. */
const wants = (kind: TimelineKind | undefined, type: TimelineType) =>
  kind === undefined || kind === type || (type === 'activity' && !TYPES.has(kind));

export async function timelineRefs(
  database: Database,
  source: TimelineSource,
  id: string,
  { kind, limit, offset }: { kind?: TimelineKind; limit: number; offset: number },
): Promise<TimelineRef[]> {
  const cut = offset + limit;
  const text = (column: RawBuilder<unknown>) => sql`CAST(${column} AS TEXT)`;
  const column = sql.ref(`l.${source.column}`);
  const branches: RawBuilder<unknown>[] = [];
  if (wants(kind, 'activity')) {
    const ofKind = kind && kind !== 'activity' ? sql` AND a.kind = ${kind}` : sql``;
    branches.push(sql`SELECT 'activity' AS type, a.at AS at, 0 AS n, ${text(sql.ref('a.id'))} AS id
      FROM ${sql.table(source.activities)} l JOIN activities a ON a.id = l.activity_id
      WHERE ${column} = ${id}${ofKind} ORDER BY a.at DESC, a.id DESC LIMIT ${cut}`);
  }
  if (wants(kind, 'task'))
    branches.push(sql`SELECT 'task' AS type, t.created_at AS at, 0 AS n, ${text(sql.ref('t.id'))} AS id
      FROM ${sql.table(source.tasks)} l JOIN tasks t ON t.id = l.task_id
      WHERE ${column} = ${id} ORDER BY t.created_at DESC, t.id DESC LIMIT ${cut}`);
  if (source.inbox && wants(kind, 'inbox'))
    branches.push(sql`SELECT 'inbox' AS type, i.created_at AS at, i.id AS n, ${text(sql.ref('i.id'))} AS id
      FROM inbox_items i WHERE i.entity_id = ${id} ORDER BY i.created_at DESC, i.id DESC LIMIT ${cut}`);
  if (source.stages && wants(kind, 'stage'))
    branches.push(sql`SELECT 'stage' AS type, c.at AS at, 0 AS n, ${text(sql.ref('c.id'))} AS id
      FROM deal_stage_changes c WHERE c.deal_id = ${id} ORDER BY c.at DESC, c.id DESC LIMIT ${cut}`);
  if (source.documentViews && wants(kind, 'document_view'))
    branches.push(sql`SELECT 'document_view' AS type, v.at AS at, 0 AS n, ${text(sql.ref('v.id'))} AS id
      FROM listing_document_views v WHERE v.entity_id = ${id} ORDER BY v.at DESC, v.id DESC LIMIT ${cut}`);
  if (wants(kind, 'history'))
    branches.push(sql`SELECT 'history' AS type, g.at AS at, g.seq AS n, ${text(sql.ref('g.seq'))} AS id
      FROM audit_subjects s JOIN audit_log g ON g.seq = s.audit_seq
      WHERE s.record_type = ${source.auditType} AND s.record_id = ${id}
      ORDER BY s.audit_seq DESC LIMIT ${cut}`);
  if (branches.length === 0) return [];
  // Each branch in a subquery of its own: SQLite takes ORDER BY and LIMIT only there in a UNION.
  const union = sql.join(
    branches.map((branch) => sql`SELECT * FROM (${branch}) AS b`),
    sql` UNION ALL `,
  );
  const { rows } = await sql<TimelineRef>`SELECT type, at, n, id FROM (${union}) AS merged
    ORDER BY at DESC, type DESC, n DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(database.db);
  return rows;
}
