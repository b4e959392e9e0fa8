// The audit trail: every write appends who changed which record and each field's old and new value,
// in the same transaction as the write itself.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** Who is making a request: `api-key:<name>` or, with a staff session, `user:<id>`. */
export type Actor = string;
export type Changes = Record<string, { old: unknown; new: unknown }>;

export interface AuditEntry {
  actor: Actor;
  action: 'create' | 'update' | 'delete' | 'reset' | 'merge' | 'merged';
  type: string;
  id: string;
  changes: Changes;
}

/** The audit_log row of an entry (the import writes many at a time). */
export const auditRow = (entry: AuditEntry, at = new Date().toISOString()) => ({
  at,
  actor: entry.actor,
  action: entry.action,
  record_type: entry.type,
  record_id: entry.id,
  changes: JSON.stringify(entry.changes),
});

export async function appendAudit(trx: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(entry)).execute();
}

/** Fields of `next` whose value differs from `before` (arrays compared by content). */
export function diff(before: Record<string, unknown>, next: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(next)) {
    const old = before[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value ?? null)) changes[field] = { old, new: value ?? null };
  }
  return changes;
}

/** Every set field of a new record, as changes from nothing. */
export function created(values: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) changes[field] = { old: null, new: value };
  }
  return changes;
}

/** Every set field of a record deleted, as changes to nothing. */
export function deleted(values: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) changes[field] = { old: value, new: null };
  }
  return changes;
}

/** The staff member an actor is (`user:<id>`), or null for an API key, an import or the public. */
export const userIdOf = (actor: Actor): string | null => (actor.startsWith('user:') ? actor.slice(5) : null);

/** An email or number renamed keeps its history: the entries naming it under the old value (its
 * own and its links') are its subjects under the new one, so a record later created with the old
 * value starts a history of its own (ADR 0018). */
export async function renameAuditSubject(trx: Transaction<DB>, type: string, from: string, to: string) {
  await trx
    .updateTable('audit_subjects')
    .set({ record_id: to })
    .where('record_type', '=', type)
    .where('record_id', '=', from)
    .execute();
}
