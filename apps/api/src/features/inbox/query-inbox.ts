import { type InboxPage, type InboxQuery, MY_CONTACTS } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { myContactsVary, resolveMyContacts } from '../entities/contact-filters.js';
import { itemFromRow, selectItems } from './inbox-rows.js';

/** `assigned_to=me` made the signed-in staff member's id; an api key is nobody (400). */
function resolveAssignedToMe(query: InboxQuery, actor: Actor): string | undefined {
  if (query.assigned_to !== MY_CONTACTS) return query.assigned_to;
  const id = userIdOf(actor);
  if (id === null) throw new AppError(400, 'validation', 'inbox.val.assignedMe', 'assigned_to');
  return id;
}

/** The actor, when the query asks for "mine" (my contacts' items or those assigned to me): such
 * answers are cached per actor. */
export const myInboxVary = (request: FastifyRequest) => {
  const q = request.query;
  const mine = typeof q === 'object' && q !== null && 'assigned_to' in q && q.assigned_to === MY_CONTACTS;
  return mine ? request.actor : myContactsVary(request);
};

/** GET /inbox: newest first (ids follow arrival, the migration's backfill included); with
 * `representative_id` (or `me`), only items linked to that staff member's contacts; with
 * `assigned_to` (or `me`), only items assigned to them (their clients' messages, issue 29). */
export async function queryInbox(database: Database, query: InboxQuery, actor: Actor): Promise<InboxPage> {
  const { kind, status, representative_id } = resolveMyContacts(query, actor);
  const assignedTo = resolveAssignedToMe(query, actor);
  const rows = await selectItems(database.db)
    .$if(!!representative_id, (q) => q.where('e.representative_id', '=', representative_id ?? ''))
    .$if(!!assignedTo, (q) => q.where('i.assigned_to', '=', assignedTo ?? ''))
    .$if(!!kind, (q) => q.where('i.kind', '=', kind as NonNullable<typeof kind>))
    .$if(!!status, (q) => q.where('i.status', '=', status as NonNullable<typeof status>))
    .orderBy('i.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: rows.map(itemFromRow), offset: query.offset };
}
