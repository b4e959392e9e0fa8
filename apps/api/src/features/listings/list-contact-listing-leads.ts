import type { ContactListingLeadList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { readListingLeads } from './listing-lead-rows.js';

/** GET /entities/{id}/listing-leads: the listings the contact is a lead of (a level staff set, or
 * the agreement accepted), the latest accepted first; 404 for no contact. */
export async function listContactListingLeads(
  database: Database,
  raw: string,
): Promise<ContactListingLeadList> {
  const { db } = database;
  const entity = await findRecordRow(db, entitySpec, raw);
  const id = String(entity.uuid);
  const leads = await readListingLeads(db, [id]);
  return { data: leads.get(id) ?? [] };
}
