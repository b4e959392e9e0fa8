// What a contact's summary shows of its timeline (issue 25): its next open task (the earliest due:
// GET /tasks orders by due day, then time) and its last activity (GET /activities, newest first).
// Keys under the record's timeline, so logging a call or completing a task refreshes them.
import { useQuery } from '@tanstack/react-query';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

export function useGlance(id: string) {
  const next = useQuery({
    queryKey: queryKeys.glance('entity', id, 'next-task'),
    queryFn: ({ signal }) =>
      crm('GET /tasks', { query: { entity_id: id, status: 'open', limit: 1 }, signal }),
  });
  const last = useQuery({
    queryKey: queryKeys.glance('entity', id, 'last-activity'),
    queryFn: ({ signal }) => crm('GET /activities', { query: { entity_id: id, limit: 1 }, signal }),
  });
  return { nextTask: next.data?.data[0], lastActivity: last.data?.data[0] };
}
