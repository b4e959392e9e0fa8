import type { ContactList, ListMemberPage } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { dynamicMembers } from './list-filters.js';
import { findList, type MemberRow, memberFromRow } from './list-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A static list's members with their call dates, by name. */
export function selectStaticMembers(db: Db, listId: string) {
  return db
    .selectFrom('list_members as m')
    .innerJoin('entities as e', 'e.uuid', 'm.entity_id')
    .leftJoin('list_calls as c', (j) =>
      j.onRef('c.list_id', '=', 'm.list_id').onRef('c.entity_id', '=', 'm.entity_id'),
    )
    .select(['e.uuid', 'e.name', 'e.company_name', 'c.last_called_at', 'c.next_call_on'])
    .where('m.list_id', '=', listId)
    .orderBy('e.name')
    .orderBy('e.uuid');
}

/** Call dates of some contacts on a list. */
export async function callDates(db: Db, listId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { last_called_at: string; next_call_on: string }>();
  const rows = await db
    .selectFrom('list_calls')
    .select(['entity_id', 'last_called_at', 'next_call_on'])
    .where('list_id', '=', listId)
    .where('entity_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [String(r.entity_id), r]));
}

/** A dynamic list's page of rows, each with its call dates. */
export async function withCallDates(
  db: Db,
  listId: string,
  rows: { uuid: unknown; name: string; company_name: string | null }[],
): Promise<MemberRow[]> {
  const dates = await callDates(
    db,
    listId,
    rows.map((r) => String(r.uuid)),
  );
  return rows.map((r) => ({
    ...r,
    last_called_at: dates.get(String(r.uuid))?.last_called_at ?? null,
    next_call_on: dates.get(String(r.uuid))?.next_call_on ?? null,
  }));
}

/** The page of a list's members as read for `list`. */
export async function membersPage(
  database: Database,
  list: ContactList,
  page: { limit: number; offset: number },
  timeZone: string,
): Promise<MemberRow[]> {
  if (list.kind === 'static')
    return selectStaticMembers(database.db, list.id).limit(page.limit).offset(page.offset).execute();
  return withCallDates(database.db, list.id, await dynamicMembers(database, list, page, timeZone));
}

/** GET /lists/{id}/members: a static list's stored members (by name), a dynamic list's search
 * run now (in its order; today in `timeZone` for its lease filters), each with its next call date. */
export async function queryListMembers(
  database: Database,
  id: string,
  page: { limit: number; offset: number },
  timeZone: string,
): Promise<ListMemberPage> {
  const list = await findList(database.db, id);
  const rows = await membersPage(database, list, page, timeZone);
  return { data: rows.map(memberFromRow), offset: page.offset };
}
