// One spreadsheet row → the records it stands for, each validated by the same shared schema the
// API's own routes use, with the spec's message per refused field (a contacts row's values:
// plan-contact-row.ts; a comps row's: plan-comp-row.ts; a leases row's: plan-lease-row.ts). Nothing
// here touches the database: the dry run and the job plan rows alike.
import {
  type AddressCreate,
  AddressEntityCreate,
  type AddressRole,
  asMessageKey,
  type ContactType,
  type EntityCreate,
  type ImportKind,
  type MessageKey,
  readSummary,
  searchText,
} from '@crm/shared';
import { type ImportStaff, NO_STAFF } from './import-staff.js';
import type { Column } from './map-columns.js';
import { type PlannedComp, planCompRow } from './plan-comp-row.js';
import { type Cell, planContactRow } from './plan-contact-row.js';
import { type PlannedDeal, planDealRow } from './plan-deal-row.js';
import { type PlannedLease, planLeaseRow } from './plan-lease-row.js';
import { DEFAULT_ROLE, PENDING_ID, planAddress } from './plan-parts.js';
import { cleanCell, readAddressRole, readCell } from './read-cell.js';

type Linked = ReturnType<typeof readSummary>[number];

/** A cell left out of an imported contact: its column's header, its text and the reason. */
export interface RefusedCell {
  column: string;
  value: string;
  key: MessageKey;
}

/** One of a contact's addresses with the link's role and its duplicate key. */
export interface PlannedAddress {
  values: AddressCreate;
  role: AddressRole;
  key: string;
}

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
  /** An addresses row's address, a comp's, or a lease's building. */
  address: (AddressCreate & { role: AddressRole }) | null;
  addressKey: string | null;
  /** A contacts row's addresses. */
  addresses: PlannedAddress[];
  emails: Array<{ email: string; type: ContactType }>;
  numbers: Array<{ phone_number: string; type: ContactType; notes?: string }>;
  /** An addresses row's contacts (an export's `entity_ids`), each with the link's role. */
  links: Array<{ entity_id: string; role: AddressRole }>;
  /** What fails the whole row, by field. */
  errors: Record<string, MessageKey>;
  /** Cells left out of an imported contact. */
  refused: RefusedCell[];
  /** A comps row's comp, its address in `address`. */
  comp: PlannedComp | null;
  /** A leases row's lease, its building in `address`. */
  lease: PlannedLease | null;
  /** A deals row's deal, its property (if any) in `address`. */
  deal: PlannedDeal | null;
}

/** The duplicate key of a contact named by its id (a row's `uuid` column). */
export const idKey = (uuid: string) => `id:${uuid}`;

/** The duplicate key of a contact: its name and company, case, accents and spacing folded. */
export const contactKeyOf = (name: string, company: string | null | undefined) =>
  `${searchText(name)}|${searchText(company ?? '')}`;

export function planImportRow(
  kind: ImportKind,
  columns: Column[],
  cells: string[],
  row: number,
  /** The staff a contacts row's `representative` cell is read against (import-staff.ts). */
  staff: ImportStaff = NO_STAFF,
): RowPlan {
  const plan: RowPlan = {
    row,
    entity: null,
    uuid: null,
    nameKey: null,
    contactKey: null,
    address: null,
    addressKey: null,
    addresses: [],
    emails: [],
    numbers: [],
    links: [],
    errors: {},
    refused: [],
    comp: null,
    lease: null,
    deal: null,
  };
  if (kind === 'contacts') {
    const given: Cell[] = [];
    columns.forEach((column, i) => {
      const text = cleanCell(cells[i]);
      if (column.field && text !== '')
        given.push({
          column: column.header,
          field: column.field,
          text,
          type: column.type,
          group: column.group,
        });
    });
    planContactRow(plan, given, plan.refused, staff);
    if (plan.entity) {
      plan.nameKey = contactKeyOf(plan.entity.name, plan.entity.company_name);
      plan.contactKey = plan.uuid ? idKey(plan.uuid) : plan.nameKey;
    }
    return plan;
  }
  return PLANNERS[kind](plan, columns, cells);
}

/** An addresses row: the address and its contacts; any refused value fails the row. */
function planAddressRow(plan: RowPlan, columns: Column[], cells: string[]): RowPlan {
  const errors = plan.errors;
  const values: Record<string, unknown> = {};
  const entityIds: Linked[] = [];
  columns.forEach((column, i) => {
    const text = cleanCell(cells[i]);
    if (!column.field || text === '') return;
    if (column.field === 'entity_ids') entityIds.push(...readSummary(text));
    else values[column.field] = readCell(column.field, text);
  });
  const address = planAddress(values, errors);
  if (address) {
    plan.address = { ...address.values, role: DEFAULT_ROLE };
    plan.addressKey = address.key;
  }
  for (const { value, tag } of entityIds) {
    const role = tag ? readAddressRole(tag) : DEFAULT_ROLE;
    const link = AddressEntityCreate.safeParse({ entity_id: value, address_id: PENDING_ID, role });
    if (link.success) plan.links.push({ entity_id: link.data.entity_id.toLowerCase(), role: link.data.role });
    else errors.entity_ids ??= asMessageKey(link.error.issues[0]!.message);
  }
  return plan;
}

/** The planner of each kind whose row is one record at an address (a contacts row's cells are
 * gathered first: above). */
const PLANNERS: Record<
  Exclude<ImportKind, 'contacts'>,
  (plan: RowPlan, columns: Column[], cells: string[]) => RowPlan
> = { addresses: planAddressRow, comps: planCompRow, leases: planLeaseRow, deals: planDealRow };
