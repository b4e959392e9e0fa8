// What the contacts, addresses, comps and leases planners share (plan-contact-row.ts,
// plan-import-row.ts, plan-comp-row.ts, plan-lease-row.ts).
import {
  ADDRESS_COMPONENTS,
  AddressCreate,
  type AddressRole,
  fieldKeysOf,
  headerKey,
  type MessageKey,
} from '@crm/shared';
import type { z } from 'zod';
import { addressKey } from '../places/address-key.js';
import type { Column } from './map-columns.js';
import type { RowPlan } from './plan-import-row.js';
import { cleanCell } from './read-cell.js';

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

/** A row's errors by the field (column) each names, the first message of each: a nested place is
 * filed under its first part. */
export function collectErrors(
  errors: Record<string, MessageKey>,
  result: z.ZodSafeParseResult<unknown>,
  rename: Record<string, string> = {},
) {
  if (result.success) return;
  for (const [path, key] of Object.entries(fieldKeysOf(result.error.issues, ''))) {
    const field = path.split('.')[0] || 'row';
    errors[rename[field] ?? field] ??= key;
  }
}

// A building is named through the API, which checks it (issue 26), never by a file's cell.
const ADDRESS_KEYS = new Set(Object.keys(AddressCreate.shape).filter((k) => k !== 'parent_address_id'));

/** An address row's address (an addresses row's, a comp's): the row's address values checked by
 * `AddressCreate` (errors by field into `errors`) with its duplicate key, the same key the API's
 * `address_key` holds. */
export function planAddress(
  values: Record<string, unknown>,
  errors: Record<string, MessageKey>,
): { values: AddressCreate; key: string } | null {
  const given = Object.fromEntries(Object.entries(values).filter(([k]) => ADDRESS_KEYS.has(k)));
  if (given.address === undefined) given.address = addressText(given);
  const address = AddressCreate.safeParse(given);
  collectErrors(errors, address);
  return address.success
    ? { values: address.data, key: addressKey(address.data.address, address.data.subpremise) }
    : null;
}

/** A street given without the city its row names apart ("Property Address" beside "Property
 * City", as brokers' exports write them) completed with it, the province and the postal code:
 * the address key is read from the text alone, and a key without its city would miss the
 * address typed whole in the portal. */
export function withCity(values: Record<string, unknown>): Record<string, unknown> {
  const { address, locality } = values;
  if (typeof address !== 'string' || typeof locality !== 'string') return values;
  if (headerKey(address).includes(headerKey(locality))) return values;
  const parts = [address, locality, values.administrative_area_level_1, values.postal_code];
  return { ...values, address: parts.filter(Boolean).join(', ') };
}

/** The cells naming the row's address (its text or its parts). */
const ADDRESS_CELLS = new Set<string>(['address', ...ADDRESS_COMPONENTS]);

/** A comps or leases row: its address cells planned as the row's address (into `plan`, an invalid
 * one as errors; `planned` when valid), its other non-empty cells read by `read` (`given`). */
export function planAddressedRow(
  plan: RowPlan,
  columns: Column[],
  cells: string[],
  read: (field: string, text: string, column: Column) => unknown,
) {
  const address: Record<string, unknown> = {};
  const given: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const text = cleanCell(cells[i]);
    if (!column.field || text === '') return;
    if (ADDRESS_CELLS.has(column.field)) address[column.field] = text;
    else given[column.field] = read(column.field, text, column);
  });
  const planned = planAddress(withCity(address), plan.errors);
  if (planned) {
    plan.address = { ...planned.values, role: DEFAULT_ROLE };
    plan.addressKey = planned.key;
  }
  return { given, planned };
}
