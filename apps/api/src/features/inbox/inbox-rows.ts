// How an inbox item is read: its row with the linked contact's name and, when a user handled it,
// that user's name; and the row → API shape.
import type { InboxItem } from '@crm/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

export function selectItems(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('inbox_items as i')
    .leftJoin('entities as e', 'e.uuid', 'i.entity_id')
    .leftJoin('user as u', (join) => join.on(sql<boolean>`i.handled_by = 'user:' || u.id`))
    .selectAll('i')
    .select(['e.name as entity_name', 'u.name as handled_by_name']);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

export const itemFromRow = (row: ItemRow): InboxItem => ({
  id: Number(row.id),
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  subject: row.subject,
  body: row.body,
  message_id: row.message_id == null ? null : Number(row.message_id),
  nda_acceptance_id: row.nda_acceptance_id == null ? null : Number(row.nda_acceptance_id),
  entity_id: row.entity_id,
  entity_name: row.entity_name ?? null,
  handled_at: row.handled_at == null ? null : toIso(row.handled_at),
  handled_by: row.handled_by,
  handled_by_name: row.handled_by_name ?? null,
  created_at: toIso(row.created_at),
  visitor_type: row.visitor_type,
  email_type: row.email_type,
  phone_type: row.phone_type,
  visitor_role: row.visitor_role,
  user_id: row.user_id,
  assigned_to: row.assigned_to,
  property_id: row.property_id == null ? null : String(row.property_id),
});
