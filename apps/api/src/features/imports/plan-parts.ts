// What the contacts and addresses planners share (plan-contact-row.ts, plan-import-row.ts).
import type { AddressRole } from '@crm/shared';

/** A placeholder record id: the link schemas validate a role before the records exist. */
export const PENDING_ID = '01900000-0000-7000-8000-000000000000';
/** A link to an address defaults to OFFICE. */
export const DEFAULT_ROLE: AddressRole = 'OFFICE';

/** The address's text when a file gives it in parts (street, city…), or a formatted one's lines
 * joined. A country alone is no address: every contact of a file whose only address column is its
 * country would share one address "Canada". */
export function addressText(values: Record<string, unknown>): string | undefined {
  if (typeof values.address === 'string') return values.address.replace(/\s*[\r\n]+\s*/g, ', ');
  const street = [values.street_number, values.route].filter(Boolean).join(' ');
  const parts = [street, values.locality, values.administrative_area_level_1, values.postal_code];
  return parts.filter(Boolean).join(', ') || undefined;
}
