// A contacts row's values: its name composed from whole or parts, its fields, every email, number
// and address its columns hold. A cell a schema refuses is left out and listed (`refused`), with
// the spec's message; only a row without a usable name (or with a bad id) fails.
import {
  AddressCreate,
  AddressEntityCreate,
  type AddressRole,
  asMessageKey,
  CONTACT_TYPES,
  type ContactType,
  EmailCreate,
  EntityCreate,
  IMPORT_NAME_PARTS,
  NumberCreate,
  phoneRegion,
  phonesInText,
  readSummary,
  uuidField,
} from '@crm/shared';
import { addressKey } from '../places/address-key.js';
import { type ImportStaff, NO_STAFF, staffIdOf } from './import-staff.js';
import type { PlannedAddress, RefusedCell, RowPlan } from './plan-import-row.js';
import { addressText, DEFAULT_ROLE, PENDING_ID } from './plan-parts.js';
import { readAddressRole, readCell, readContactType } from './read-cell.js';

/** One non-empty cell with its column's meaning. */
export interface Cell {
  column: string;
  field: string;
  text: string;
  type?: string;
  group?: string;
}

/** The contact's own fields a cell may fill. Never `representative_id`: a representative is read
 * from a `representative` cell and only as a staff member's id (`planRepresentative`). */
const ENTITY_KEYS = new Set(Object.keys(EntityCreate.shape).filter((k) => k !== 'representative_id'));
/** A contact's address parts (its notes and pct_leased would collide with the contact's; a
 * building is named by the API, never by a file's cell: issue 26). */
const ADDRESS_KEYS = new Set(
  Object.keys(AddressCreate.shape).filter(
    (k) => k !== 'notes' && k !== 'pct_leased' && k !== 'parent_address_id',
  ),
);

const firstIssue = (error: { issues: { message: string; path: PropertyKey[] }[] }) => error.issues[0]!;

/** A cell of Google's ("a ::: b"), a JSON list (Twenty) or an export's summary ("a (WORK); b"). */
function splitValues(text: string): { value: string; tag: string | null }[] {
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list))
        return list
          .filter((v) => typeof v === 'string' && v.trim())
          .map((v) => ({ value: v.trim(), tag: null }));
    } catch {
      // not a list: read as text
    }
  }
  return text.includes(':::')
    ? text.split(/\s*:::\s*/).flatMap((part) => readSummary(part))
    : readSummary(text);
}

/** A link type as a file gives it: `* Home` is Google's primary home, INTERNET (and vCard's PREF)
 * says nothing of the type. A file holds few distinct ones: each is read once (planning is most of
 * an import's time). */
const typeWords = new Map<string, { type: ContactType | string | null; primary: boolean }>();
function typeWord(text: string): { type: ContactType | string | null; primary: boolean } {
  let read = typeWords.get(text);
  if (!read) {
    const primary = text.trimStart().startsWith('*');
    const word = text.replace(/^\s*\*\s*/, '').trim();
    read = {
      type: word === '' || /^(internet|pref|x400|smtp)$/i.test(word) ? null : readContactType(word),
      primary,
    };
    if (typeWords.size < 1000) typeWords.set(text, read);
  }
  return read;
}

const isContactType = (v: unknown): v is ContactType => CONTACT_TYPES.includes(v as ContactType);

function composeName(cells: Cell[]): string | undefined {
  const whole = cells.filter((c) => c.field === 'name').map((c) => c.text);
  const parts = IMPORT_NAME_PARTS.map((p) => cells.find((c) => c.field === p)?.text).filter(Boolean);
  // A name given whole stays as typed; parts join with one space.
  const name = (whole.length > 0 ? whole : parts).join(' ');
  return name || undefined;
}

type Points = { value: string; type: ContactType; primary: boolean; cell: Cell; notes?: string }[];

/** Every email or phone cell's values, each with its link type: the value's own tag, its type
 * column (its group's, or the row's for a column of no group), the column's header, else OTHER. */
function contactPoints(cells: Cell[], field: string, typeField: string, refused: RefusedCell[]): Points {
  const rowType = cells.find((c) => c.field === typeField && !c.group);
  const points: Points = [];
  for (const cell of cells.filter((c) => c.field === field)) {
    const typeCell = cell.group
      ? cells.find((c) => c.field === typeField && c.group === cell.group)
      : rowType;
    const typeTexts = typeCell ? typeCell.text.split(/\s*:::\s*/) : [];
    splitValues(cell.text).forEach((item, i) => {
      const given = item.tag ?? typeTexts[i] ?? typeTexts[0];
      const word = given ? typeWord(given) : { type: null, primary: false };
      const read = word.type ?? cell.type ?? null;
      const type: ContactType = isContactType(read) ? read : 'OTHER';
      if (read !== null && !isContactType(read))
        refused.push({
          column: item.tag || !typeCell ? cell.column : typeCell.column,
          value: String(given ?? read),
          key: 'val.contactType',
        });
      points.push({ value: item.value, type, primary: word.primary, cell });
    });
  }
  // Google marks the primary value; it comes first.
  return points.some((p) => p.primary)
    ? points.sort((a, b) => Number(b.primary) - Number(a.primary))
    : points;
}

function planEmails(plan: RowPlan, cells: Cell[], refused: RefusedCell[]) {
  for (const { value, type, cell } of contactPoints(cells, 'email', 'email_type', refused)) {
    const record = EmailCreate.safeParse({ email: value, default_type: type });
    if (!record.success)
      refused.push({ column: cell.column, value, key: asMessageKey(firstIssue(record.error).message) });
    else if (!plan.emails.some((e) => e.email === record.data.email))
      plan.emails.push({ email: record.data.email, type });
  }
}

function planNumbers(plan: RowPlan, cells: Cell[], refused: RefusedCell[], region: string) {
  for (const { value, type, cell } of contactPoints(cells, 'phone_number', 'phone_type', refused)) {
    let records = [NumberCreate.safeParse({ phone_number: value, default_type: type })];
    // A number with words around it ("(312) 907-6249 Mike", an extension): the numbers found in
    // the text, the words kept as each one's note.
    if (!records[0]!.success) {
      const found = phonesInText(value, region);
      if (found.numbers.length > 0)
        records = found.numbers.map((n) =>
          NumberCreate.safeParse({
            phone_number: n,
            default_type: type,
            ...(found.rest ? { notes: found.rest } : {}),
          }),
        );
    }
    for (const record of records) {
      if (!record.success)
        refused.push({ column: cell.column, value, key: asMessageKey(firstIssue(record.error).message) });
      else if (!plan.numbers.some((n) => n.phone_number === record.data.phone_number))
        plan.numbers.push({
          phone_number: record.data.phone_number,
          type,
          ...(record.data.notes ? { notes: record.data.notes } : {}),
        });
    }
  }
}

/** One address per group of address columns ("Home Street", "Home City"…; Google's "Address 1 -
 * …"; the row's own), each with its role: its label column, its header's, the row's, else OFFICE. */
function planAddresses(plan: RowPlan, cells: Cell[], refused: RefusedCell[]) {
  const rowRole = cells.find((c) => c.field === 'address_role' && !c.group);
  const groups = new Map<string, Cell[]>();
  for (const cell of cells)
    if (ADDRESS_KEYS.has(cell.field))
      groups.set(cell.group ?? '', [...(groups.get(cell.group ?? '') ?? []), cell]);
  for (const [group, parts] of groups) {
    const values: Record<string, unknown> = Object.fromEntries(parts.map((c) => [c.field, c.text]));
    values.address = addressText(values);
    // Nothing that places an address (a country, a label alone): no address, and nothing refused.
    if (values.address === undefined) continue;
    let parsed = AddressCreate.safeParse(values);
    // A refused part (a postal code, say) is left out; a refused text or country drops the address.
    for (let tries = 0; !parsed.success && tries < 5; tries++) {
      const issue = firstIssue(parsed.error);
      const field = String(issue.path[0] ?? 'address');
      const cell = parts.find((c) => c.field === field) ?? parts[0]!;
      refused.push({ column: cell.column, value: cell.text, key: asMessageKey(issue.message) });
      if (field === 'address' || field === 'country' || !(field in values)) break;
      delete values[field];
      parsed = AddressCreate.safeParse(values);
    }
    if (!parsed.success) continue;
    const roleCell = group ? cells.find((c) => c.field === 'address_role' && c.group === group) : undefined;
    const label = roleCell?.text.replace(/^\s*\*\s*/, '').trim();
    const wanted = label || parts.find((c) => c.type)?.type || rowRole?.text;
    let role: AddressRole = DEFAULT_ROLE;
    if (wanted) {
      const link = AddressEntityCreate.safeParse({
        entity_id: PENDING_ID,
        address_id: PENDING_ID,
        role: readAddressRole(wanted),
      });
      if (link.success) role = link.data.role;
      else
        refused.push({
          column: (roleCell ?? rowRole ?? parts[0]!).column,
          value: wanted,
          key: asMessageKey(firstIssue(link.error).message),
        });
    }
    const key = addressKey(parsed.data.address, parsed.data.subpremise);
    if (!plan.addresses.some((a) => a.key === key))
      plan.addresses.push({ values: parsed.data, role, key } satisfies PlannedAddress);
  }
}

/** The representative a `representative` cell names: a staff member's email (any case) or user id,
 * else the cell is refused. */
function planRepresentative(
  values: Record<string, unknown>,
  source: Map<string, Cell>,
  cells: Cell[],
  refused: RefusedCell[],
  staff: ImportStaff,
) {
  const cell = cells.find((c) => c.field === 'representative');
  if (!cell) return;
  const id = staffIdOf(staff, cell.text);
  if (id === undefined) {
    refused.push({ column: cell.column, value: cell.text, key: 'import.val.representative' });
    return;
  }
  values.representative_id = id;
  source.set('representative_id', cell);
}

export function planContactRow(
  plan: RowPlan,
  cells: Cell[],
  refused: RefusedCell[],
  /** The staff, for a `representative` cell (import-staff.ts). */
  staff: ImportStaff = NO_STAFF,
) {
  const values: Record<string, unknown> = {};
  const source = new Map<string, Cell>();
  for (const cell of cells)
    if (ENTITY_KEYS.has(cell.field) && cell.field !== 'name' && !source.has(cell.field)) {
      values[cell.field] = readCell(cell.field, cell.text);
      source.set(cell.field, cell);
    }
  planRepresentative(values, source, cells, refused, staff);
  // A department has no field of its own: it joins the notes under its header.
  const extra = cells.filter((c) => c.field === 'department').map((c) => `${c.column}: ${c.text}`);
  if (extra.length > 0) values.notes = [values.notes, ...extra].filter(Boolean).join('\n');
  const name = composeName(cells);
  if (name !== undefined) values.name = name;
  let entity = EntityCreate.safeParse(values);
  for (let tries = 0; !entity.success && tries < 10; tries++) {
    const issue = firstIssue(entity.error);
    const field = String(issue.path[0] ?? 'row');
    const cell = source.get(field);
    if (!cell) {
      plan.errors[field] ??= asMessageKey(issue.message);
      break;
    }
    refused.push({ column: cell.column, value: cell.text, key: asMessageKey(issue.message) });
    delete values[field];
    source.delete(field);
    entity = EntityCreate.safeParse(values);
  }
  const uuidCell = cells.find((c) => c.field === 'uuid');
  if (uuidCell) {
    const uuid = uuidField.safeParse(uuidCell.text);
    if (uuid.success) plan.uuid = uuid.data.toLowerCase();
    else plan.errors.uuid ??= asMessageKey(firstIssue(uuid.error).message);
  }
  if (entity.success) plan.entity = entity.data;
  planEmails(plan, cells, refused);
  // The thread's region: PHONE_REGION, set at start and handed to the planning thread.
  planNumbers(plan, cells, refused, phoneRegion());
  planAddresses(plan, cells, refused);
}
