// My day's calls (issue 25): my open tasks, new inbox items about my contacts, and the two writes a
// task takes from here: done, or a call logged about its contacts and then done; and a call logged
// with a contact due on a call list.
import { MY_CONTACTS, type Task } from '@crm/shared';
import { crm } from '../../http/client';

/** Open tasks past this many are not shown on My day (the list is soonest due first). */
export const MY_TASKS_LIMIT = 200;
export const MY_INBOX_LIMIT = 20;

export const listMyTasks = (signal?: AbortSignal) =>
  crm('GET /tasks', { query: { me: 'true', status: 'open', limit: MY_TASKS_LIMIT }, signal });

/** The `inbox.list` key's filters for "new items about my contacts". */
export const MY_INBOX_FILTERS = { representative_id: MY_CONTACTS, status: 'new', page: 0 } as const;

export const listMyInbox = (signal?: AbortSignal) =>
  crm('GET /inbox', {
    query: { representative_id: MY_CONTACTS, status: 'new', limit: MY_INBOX_LIMIT },
    signal,
  });

/** Issue 29: the new items assigned to me (a client's message goes to their representative). */
export const MY_ASSIGNED_FILTERS = { assigned_to: 'me', status: 'new', page: 0 } as const;

export const listAssignedInbox = (signal?: AbortSignal) =>
  crm('GET /inbox', { query: { assigned_to: 'me', status: 'new', limit: MY_INBOX_LIMIT }, signal });

export const completeTask = (id: string) => crm('PUT /tasks/:id', { params: [id], body: { status: 'done' } });

/** A call logged now about these records, with no notes (one click from My day). */
const logCall = (
  subject: string,
  entity_ids: string[],
  address_ids: string[] = [],
  deal_ids: string[] = [],
) =>
  crm('POST /activities', {
    body: {
      kind: 'call',
      at: new Date().toISOString(),
      subject,
      body: '',
      entity_ids,
      address_ids,
      deal_ids,
    },
  });

/** A call about the task's contacts and addresses, logged now, then the task marked done. */
export async function logCallAndComplete(task: Task, subject: string) {
  await logCall(subject, task.entity_ids, task.address_ids, task.deal_ids);
  return completeTask(task.id);
}

/** A call with a contact due on a call list: its next call date moves (on every list). */
export const logCallWith = (entityId: string, subject: string) => logCall(subject, [entityId]);
