// A contacts import's representatives (issue 25): a `representative` cell names a staff member by
// email (as the export writes it, any case) or by user id. Planning runs on a thread without the
// database, so the staff are read once an import, here, and handed to the planner as a map; the
// writers check the ids again in their transaction (a staff member disabled meanwhile).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { staffIdentities } from '../staff/read-staff.js';
import type { Column } from './map-columns.js';

/** A staff member's user id by that id and by their lowercase email. A Map: the planning thread
 * receives it by structured clone. */
export type ImportStaff = ReadonlyMap<string, string>;

export const NO_STAFF: ImportStaff = new Map();

/** The staff, read only when a column gives representatives. */
export async function loadImportStaff(database: Database, columns: Column[]): Promise<ImportStaff> {
  if (!columns.some((c) => c.field === 'representative')) return NO_STAFF;
  const staff = new Map<string, string>();
  for (const { id, email } of await staffIdentities(database.db)) {
    staff.set(id, id);
    staff.set(email.toLowerCase(), id);
  }
  return staff;
}

/** The staff member's id a cell names, if any: an id as stored, else an email in any case. */
export const staffIdOf = (staff: ImportStaff, text: string): string | undefined =>
  staff.get(text) ?? staff.get(text.toLowerCase());

/** Every representative of `ids` still a staff member, in the write's transaction; else the API's
 * own 400 on `representative_id` (the row fails with its reason). */
export async function checkImportRepresentatives(trx: Kysely<DB>, ids: Iterable<string>): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const staff = new Set((await staffIdentities(trx)).map((s) => s.id));
  if (wanted.some((id) => !staff.has(id)))
    throw new AppError(400, 'validation', 'val.representative', 'representative_id');
}
