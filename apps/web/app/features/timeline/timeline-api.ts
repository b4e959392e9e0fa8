// The timeline's calls (issue 25, ADR 0036): the pages of a contact's, address's or deal's timeline, and
// the writes of its activities and tasks. Every key comes from the portal's table
// (`query-keys.ts`); what a write makes stale is the cache policy's `activitySaved`/`taskSaved`.
import type {
  Activity,
  ActivityCreate,
  ActivityUpdate,
  Task,
  TaskCreate,
  TaskUpdate,
  TimelineKind,
  TimelinePage,
} from '@crm/shared';
import { crm, crmTagged, type Tagged } from '../../http/client';
import type { RecordRef } from '../../portal/cache-policy';
import { queryKeys } from '../../portal/query-keys';

/** The records a timeline belongs to: contacts, addresses and deals. */
export type TimelineOwner = 'entity' | 'address' | 'deal';
export type TimelineFilter = TimelineKind | 'all';

export const TIMELINE_PAGE = 20;

const ROUTES = {
  entity: 'GET /entities/:id/timeline',
  address: 'GET /addresses/:id/timeline',
  deal: 'GET /deals/:id/timeline',
} as const;

/** The timeline's pages, newest first, `TIMELINE_PAGE` at a time, of one kind or all. */
export const timelineQuery = (kind: TimelineOwner, id: string, filter: TimelineFilter) => ({
  queryKey: queryKeys.timeline(kind, id, filter),
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    crm(ROUTES[kind], {
      params: [id],
      query: { limit: TIMELINE_PAGE, offset: pageParam, kind: filter === 'all' ? undefined : filter },
      signal,
    }),
  getNextPageParam: (last: TimelinePage) =>
    last.data.length < TIMELINE_PAGE ? undefined : last.offset + TIMELINE_PAGE,
});

/** The records an activity or task concerns, for the cache policy. */
export const concerned = (
  ...owners: readonly { entity_ids: string[]; address_ids: string[]; deal_ids: string[] }[]
): RecordRef[] =>
  owners.flatMap((o) => [
    ...o.entity_ids.map((id) => ({ kind: 'entity' as const, id })),
    ...o.address_ids.map((id) => ({ kind: 'address' as const, id })),
    ...o.deal_ids.map((id) => ({ kind: 'deal' as const, id })),
  ]);

export const createActivity = (body: ActivityCreate): Promise<Activity> => crm('POST /activities', { body });

/** The activity as stored now, with its ETag (the version an edit is based on). */
export const loadActivity = (id: string): Promise<Tagged<Activity>> =>
  crmTagged('GET /activities/:id/complete', { params: [id] });

export const updateActivity = (id: string, body: ActivityUpdate, ifMatch: string | null): Promise<Activity> =>
  crm('PUT /activities/:id', { params: [id], body, ifMatch });

export const deleteActivity = (id: string) => crm('DELETE /activities/:id', { params: [id] });

export const createTask = (body: TaskCreate): Promise<Task> => crm('POST /tasks', { body });

/** The task as stored now, with its ETag (the version an edit is based on). */
export const loadTask = (id: string): Promise<Tagged<Task>> =>
  crmTagged('GET /tasks/:id/complete', { params: [id] });

/** Without `ifMatch` (a tick of the checkbox) the change applies to whatever version is stored. */
export const updateTask = (id: string, body: TaskUpdate, ifMatch: string | null = null): Promise<Task> =>
  crm('PUT /tasks/:id', { params: [id], body, ifMatch });

export const deleteTask = (id: string) => crm('DELETE /tasks/:id', { params: [id] });
