// One spreadsheet row → the records it stands for, each validated by the same shared schema the
// API's own routes use, with the spec's message per refused field. Nothing here touches the
// database: the dry run and the job plan rows alike.
import {
  AddressCreate,
  AddressEntityCreate,
  type AddressRole,
  asMessageKey,
  type ContactType,
  EmailCreate,
  EntityCreate,
  EntityEmailCreate,
  EntityNumberCreate,
  type ImportKind,
  type MessageKey,
  NumberCreate,
  readSummary,
  searchText,
  uuidField,
} from '@crm/shared';
import type { z } from 'zod';
import { addressKey } from '../places/address-key.js';
import type { Column } from './map-columns.js';
import { cleanCell, readAddressRole, readCell, readContactType } from './read-cell.js';

type Linked = ReturnType<typeof readSummary>[number];

export interface RowPlan {
  /** Row number in the file; the header is row 1. */
  row: number;
  entity: EntityCreate | null;
  /** The contact's id, when the row gives one (an export's `uuid` column). */
  uuid: string | null;
  /** Name + company, folded. */
  nameKey: string | null;
  /** The duplicate key the row's contact is matched by: its id when given, else its name key. */
  contactKey: string | null;
  address: (AddressCreate & { role: AddressRole }) | null;
  addressKey: string | null;
  emails: Array<{ email: string; type: ContactType }>;
  numbers: Array<{ phone_number: string; type: ContactType }>;
  /** An addresses row's contacts (an export's `entity_ids`), each with the link's role. */
  links: Array<{ entity_id: string; role: AddressRole }>;
  errors: Record<string, MessageKey>;
}

// A placeholder record id: the address link schema validates the role before the address exists.
const PENDING_ID = '01900000-0000-7000-8000-000000000000';
const DEFAULT_TYPE: ContactType = 'OTHER';
/** A contacts row names the address's role in `address_role`; without one the link is OFFICE. */
const DEFAULT_ROLE: AddressRole = 'OFFICE';
const ENTITY_KEYS = new Set(Object.keys(EntityCreate.shape));
const ADDRESS_KEYS = new Set(Object.keys(AddressCreate.shape));

/** The duplicate key of a contact named by its id (a row's `uuid` column). */
export const idKey = (uuid: string) => `id:${uuid}`;

/** The duplicate key of a contact: its name and company, case, accents and spacing folded. */
export const contactKeyOf = (name: string, company: string | null | undefined) =>
  `${searchText(name)}|${searchText(company ?? '')}`;

function collect(errors: Record<string, MessageKey>, result: z.ZodSafeParseResult<unknown>, prefix = '') {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = `${prefix}${String(issue.path[0] ?? '')}` || 'row';
    errors[path] ??= asMessageKey(issue.message);
  }
}

/** The link's type checked by the link schema's own field (its email or number is the record's,
 * already checked: parsing a phone number twice was a third of a row's planning). */
function linkType(
  schema: typeof EntityEmailCreate | typeof EntityNumberCreate,
  type: string,
  errors: Record<string, MessageKey>,
  field: string,
): ContactType | undefined {
  const result = schema.shape.type.safeParse(type);
  if (result.success) return result.data;
  errors[field] ??= asMessageKey(result.error.issues[0]!.message);
  return undefined;
}

/** When a row gives the address in parts (street, city…) but not whole, the parts make the text. */
function addressText(values: Record<string, unknown>): string | undefined {
  const street = [values.street_number, values.route].filter(Boolean).join(' ');
  const parts = [street, values.locality, values.administrative_area_level_1, values.postal_code];
  const text = parts.filter(Boolean).join(', ');
  return text || undefined;
}

export function planImportRow(kind: ImportKind, columns: Column[], cells: string[], row: number): RowPlan {
  const errors: Record<string, MessageKey> = {};
  const values: Record<string, unknown> = {};
  // An email or phone cell may hold several, each with its link type: an export's summary
  // ("a@b.c (WORK); d@e.f (HOME)"), read with the export's own reader.
  const emails: Linked[] = [];
  const numbers: Linked[] = [];
  const entityIds: Linked[] = [];
  columns.forEach((column, i) => {
    const text = cleanCell(cells[i]);
    if (!column.field || text === '') return;
    if (column.field === 'email') emails.push(...readSummary(text));
    else if (column.field === 'phone_number') numbers.push(...readSummary(text));
    else if (column.field === 'entity_ids') entityIds.push(...readSummary(text));
    else values[column.field] = readCell(column.field, text);
  });
  const plan: RowPlan = {
    row,
    entity: null,
    uuid: null,
    nameKey: null,
    contactKey: null,
    address: null,
    addressKey: null,
    emails: [],
    numbers: [],
    links: [],
    errors,
  };

  const addressValues = Object.fromEntries(
    Object.entries(values).filter(
      ([k]) => ADDRESS_KEYS.has(k) && (kind === 'addresses' || (k !== 'notes' && k !== 'pct_leased')),
    ),
  );
  if (kind === 'contacts') {
    const entityValues = Object.fromEntries(Object.entries(values).filter(([k]) => ENTITY_KEYS.has(k)));
    const entity = EntityCreate.safeParse(entityValues);
    collect(errors, entity);
    if (values.uuid !== undefined) {
      const uuid = uuidField.safeParse(values.uuid);
      if (uuid.success) plan.uuid = uuid.data.toLowerCase();
      else errors.uuid ??= asMessageKey(uuid.error.issues[0]!.message);
    }
    if (entity.success) {
      plan.entity = entity.data;
      plan.nameKey = contactKeyOf(entity.data.name, entity.data.company_name);
      plan.contactKey = plan.uuid ? idKey(plan.uuid) : plan.nameKey;
    }
    const emailType = readContactType(String(values.email_type ?? DEFAULT_TYPE));
    for (const { value: email, tag } of emails) {
      const type = tag ? readContactType(tag) : emailType;
      const record = EmailCreate.safeParse({ email, default_type: type });
      collect(errors, record);
      const link = linkType(EntityEmailCreate, type, errors, 'email_type');
      if (record.success && link && !plan.emails.some((e) => e.email === record.data.email))
        plan.emails.push({ email: record.data.email, type: link });
    }
    const phoneType = readContactType(String(values.phone_type ?? DEFAULT_TYPE));
    for (const { value: phone, tag } of numbers) {
      const type = tag ? readContactType(tag) : phoneType;
      const record = NumberCreate.safeParse({ phone_number: phone, default_type: type });
      collect(errors, record);
      const link = linkType(EntityNumberCreate, type, errors, 'phone_type');
      if (record.success && link && !plan.numbers.some((n) => n.phone_number === record.data.phone_number))
        plan.numbers.push({ phone_number: record.data.phone_number, type: link });
    }
  }

  // A contact's address needs its text or a street: a country or city alone is no address.
  const hasAddress =
    kind === 'addresses' || ['address', 'street_number', 'route', 'post_box'].some((k) => k in addressValues);
  if (hasAddress) {
    if (addressValues.address === undefined) addressValues.address = addressText(addressValues);
    const address = AddressCreate.safeParse(addressValues);
    collect(errors, address);
    const role = readAddressRole(String(values.address_role ?? DEFAULT_ROLE));
    const link = AddressEntityCreate.safeParse({ entity_id: PENDING_ID, address_id: PENDING_ID, role });
    if (kind === 'contacts' && !link.success) collect(errors, link, 'address_');
    if (address.success) {
      plan.address = { ...address.data, role: link.success ? link.data.role : DEFAULT_ROLE };
      plan.addressKey = addressKey(address.data.address, address.data.subpremise);
    }
  }
  if (kind === 'addresses') {
    for (const { value, tag } of entityIds) {
      const role = tag ? readAddressRole(tag) : DEFAULT_ROLE;
      const link = AddressEntityCreate.safeParse({ entity_id: value, address_id: PENDING_ID, role });
      if (link.success)
        plan.links.push({ entity_id: link.data.entity_id.toLowerCase(), role: link.data.role });
      else errors.entity_ids ??= asMessageKey(link.error.issues[0]!.message);
    }
  }
  return plan;
}
