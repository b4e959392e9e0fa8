import type { InboxItem, InboxKind } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';

export interface NewInboxItem {
  kind: InboxKind;
  name: string | null;
  email: string | null;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  body?: string | null;
  message_id?: number | null;
  nda_acceptance_id?: number | null;
  /** A showcase request starts linked to the lead its form created, if it created one (ADR 0030). */
  entity_id?: string | null;
  /** A showcase request's choices on the form. */
  visitor_type?: InboxItem['visitor_type'];
  email_type?: InboxItem['email_type'];
  phone_type?: InboxItem['phone_type'];
  /** A contact-form message's "I am". */
  visitor_role?: InboxItem['visitor_role'];
  /** A client's message (issue 29): their account, their representative, the property it is about. */
  user_id?: string | null;
  assigned_to?: string | null;
  property_id?: string | null;
}

/** Files a lead in the inbox as `new`, inside the transaction that stored its message or NDA
 * acceptance: a lead is never stored without its item, nor an item without its lead. */
export async function addInboxItem(trx: Transaction<DB>, item: NewInboxItem, actor: Actor): Promise<number> {
  const values = {
    kind: item.kind,
    status: 'new' as const,
    name: item.name,
    email: item.email,
    phone: item.phone ?? null,
    company: item.company ?? null,
    subject: item.subject ?? null,
    body: item.body ?? null,
    message_id: item.message_id ?? null,
    nda_acceptance_id: item.nda_acceptance_id ?? null,
    entity_id: item.entity_id ?? null,
    visitor_type: item.visitor_type ?? null,
    email_type: item.email_type ?? null,
    phone_type: item.phone_type ?? null,
    visitor_role: item.visitor_role ?? null,
    user_id: item.user_id ?? null,
    assigned_to: item.assigned_to ?? null,
    property_id: item.property_id ?? null,
    created_at: new Date().toISOString(),
  };
  const row = await trx.insertInto('inbox_items').values(values).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  // The item's text is already in the message's own audit row; this one says it was filed.
  const { subject: _s, body: _b, ...summary } = values;
  await appendAudit(trx, {
    actor,
    action: 'create',
    type: 'inbox_item',
    id: String(id),
    changes: created(summary),
  });
  return id;
}
