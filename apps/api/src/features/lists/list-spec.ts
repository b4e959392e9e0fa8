// Lists as the data layer sees them: a row of `lists` with its owner's name; a dynamic list's
// filters as JSON text; the member summary a page answers.
import { type ContactList, ListFilters, type ListMember } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A name as the uniqueness per owner compares it: trimmed, spaces folded, case ignored. */
export const listNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The stored filters, read back through their own schema (what was stored passed it). */
export function filtersOf(text: string | null): ListFilters | null {
  if (text == null) return null;
  const parsed = ListFilters.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : ListFilters.parse({});
}

export function selectLists(db: Db) {
  return db
    .selectFrom('lists as l')
    .leftJoin('user as u', 'u.id', 'l.owner_id')
    .selectAll('l')
    .select('u.name as owner_name')
    .select((eb) =>
      eb
        .selectFrom('list_members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.list_id', '=', 'l.id')
        .as('n_members'),
    );
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectLists>['executeTakeFirstOrThrow']>>;

export function listFromRow(row: ListRow): ContactList {
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    filters: filtersOf(row.filters),
    call_every_days: row.call_every_days == null ? null : Number(row.call_every_days),
    owner_id: row.owner_id,
    owner_name: row.owner_name ?? null,
    n_members: row.kind === 'static' ? Number(row.n_members ?? 0) : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The list a path names, or 404 "Could not find list". */
export async function findList(db: Db, raw: string): Promise<ContactList> {
  const id = uuidKey(raw);
  const row = id ? await selectLists(db).where('l.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound('lookup.list');
  return listFromRow(row);
}

/** A member's row as read with its call dates. */
export interface MemberRow {
  uuid: unknown;
  name: string;
  company_name: string | null;
  last_called_at: string | null;
  next_call_on: string | null;
}

export const memberFromRow = (row: MemberRow): ListMember => ({
  entity_id: String(row.uuid),
  name: row.name,
  company_name: row.company_name ?? null,
  last_called_at: row.last_called_at ?? null,
  next_call_on: row.next_call_on ?? null,
});
