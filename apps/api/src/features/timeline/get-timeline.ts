import type { TimelineItem, TimelinePage, TimelineQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { notFound } from '../../shared/app-error.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import { activitiesFromRows, selectActivities } from '../activities/read-activities.js';
import { readStageChanges } from '../deals/list-stage-changes.js';
import { describeEntries } from '../history/get-record-history.js';
import { itemFromRow, selectItems } from '../inbox/inbox-rows.js';
import { documentViewsByIds } from '../listings/read-document-views.js';
import { selectTasks, tasksFromRows } from '../tasks/read-tasks.js';
import { type TimelineRef, timelineRefs } from './timeline-page.js';
import type { TimelineSource } from './timeline-sources.js';

/** GET /{entities|addresses|deals}/{id}/timeline: a page of references (timeline-page.ts), then each
 * type's objects read for the page at once and put in the page's order. An object deleted between
 * the two reads is left out of the page rather than answered half. */
export async function getTimeline(
  database: Database,
  source: TimelineSource,
  raw: string,
  query: TimelineQuery,
): Promise<TimelinePage> {
  const { db } = database;
  const id = source.spec.lookupKey(raw);
  if (!id || !(await lookupRecordRow(db, source.spec, id))) throw notFound(source.spec.missing);
  const refs = await timelineRefs(database, source, id, query);
  const idsOf = (type: TimelineRef['type']) => refs.filter((r) => r.type === type).map((r) => r.id);
  const [activities, tasks, inbox, stages, history, views] = await Promise.all([
    some(idsOf('activity'), async (ids) =>
      activitiesFromRows(db, await selectActivities(db).where('a.id', 'in', ids).execute()),
    ),
    some(idsOf('task'), async (ids) =>
      tasksFromRows(db, await selectTasks(db).where('t.id', 'in', ids).execute()),
    ),
    some(idsOf('inbox').map(Number), async (ids) =>
      (await selectItems(db).where('i.id', 'in', ids).execute()).map(itemFromRow),
    ),
    some(idsOf('stage'), (ids) => readStageChanges(db, { ids })),
    some(idsOf('history').map(Number), async (seqs) => {
      const rows = await db
        .selectFrom('audit_log')
        .select(['seq', 'at', 'actor', 'action', 'record_type', 'record_id', 'changes'])
        .where('seq', 'in', seqs)
        .execute();
      return describeEntries(db, rows, source.auditType, id);
    }),
    some(idsOf('document_view'), (ids) => documentViewsByIds(db, ids)),
  ]);
  const byId = <T>(list: T[], key: (o: T) => unknown) => new Map(list.map((o) => [String(key(o)), o]));
  // Without the version a write answers in the ETag: the serializer tells the union's members apart
  // by validating each item, and a key outside the schema would match none.
  const found = {
    activity: byId(
      activities.map(({ version, ...activity }) => activity),
      (a) => a.id,
    ),
    task: byId(
      tasks.map(({ version, ...task }) => task),
      (t) => t.id,
    ),
    inbox: byId(inbox, (i) => i.id),
    stage: byId(stages, (c) => c.id),
    history: byId(history, (h) => h.seq),
    document_view: byId(views, (v) => v.id),
  };
  const data = refs.flatMap((ref): TimelineItem[] => {
    const common = { at: toIso(ref.at), id: ref.id };
    if (ref.type === 'activity') {
      const activity = found.activity.get(ref.id);
      return activity ? [{ type: 'activity', ...common, title: activity.subject, activity }] : [];
    }
    if (ref.type === 'task') {
      const task = found.task.get(ref.id);
      return task ? [{ type: 'task', ...common, title: task.title, task }] : [];
    }
    if (ref.type === 'inbox') {
      const item = found.inbox.get(ref.id);
      return item ? [{ type: 'inbox', ...common, title: item.subject ?? item.name, inbox: item }] : [];
    }
    if (ref.type === 'stage') {
      const stage = found.stage.get(ref.id);
      return stage ? [{ type: 'stage', ...common, title: stage.to_stage_name, stage }] : [];
    }
    if (ref.type === 'document_view') {
      const view = found.document_view.get(ref.id);
      return view
        ? [{ type: 'document_view', ...common, title: view.document.title, document_view: view }]
        : [];
    }
    const entry = found.history.get(ref.id);
    return entry
      ? [{ type: 'history', ...common, title: `${entry.action} ${entry.record_type}`, history: entry }]
      : [];
  });
  return { data, offset: query.offset };
}

/** `read(ids)` when there are ids; no query for none. */
async function some<I, T>(ids: I[], read: (ids: I[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : read(ids);
}
