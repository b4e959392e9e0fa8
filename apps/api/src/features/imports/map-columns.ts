import {
  type ColumnMeaning,
  compHeaderMeaning,
  contactHeaderMeaning,
  contextualMeaning,
  dealHeaderMeaning,
  headerKey,
  IMPORT_FIELDS,
  IMPORT_HEADER_WORDS,
  type ImportField,
  type ImportKind,
  leaseHeaderMeaning,
  type MessageKey,
} from '@crm/shared';
import { AppError } from '../../shared/app-error.js';

export interface Column {
  header: string;
  field: ImportField | null;
  /** An email or phone column's link type, an address column's role (from its header). */
  type?: string;
  /** Columns of one value or one address ("E-mail 1 - Type" and "E-mail 1 - Value"; "Home Street"
   * and "Home City"); none for the row's own columns. */
  group?: string;
}

/** Fields several columns may fill (Email, Email 2…); any other field takes its first column
 * (of its group: each address group has its own street). */
export const MULTI_FIELDS: ReadonlySet<ImportField> = new Set(['email', 'phone_number']);

const tables = new Map<ImportKind, Map<string, ImportField>>();

/** Header key → field for one kind: the field's own name, then its words. */
function headerTable(kind: ImportKind): Map<string, ImportField> {
  let table = tables.get(kind);
  if (!table) {
    table = new Map();
    for (const field of IMPORT_FIELDS[kind]) table.set(headerKey(field), field);
    for (const field of IMPORT_FIELDS[kind])
      for (const word of IMPORT_HEADER_WORDS[field] ?? [])
        if (!table.has(headerKey(word))) table.set(headerKey(word), field);
    tables.set(kind, table);
  }
  return table;
}

/** The field a header names, if any: "E-mail", "Courriel 2" and "TÉLÉPHONE" all match. */
export function fieldOfHeader(kind: ImportKind, header: string): ImportField | null {
  const table = headerTable(kind);
  const key = headerKey(header);
  const field = table.get(key);
  if (field) return field;
  // A numbered repeat ("Email 2", "Phone #3") of a field several columns may fill.
  const base = table.get(key.replace(/\d+$/, ''));
  return base && MULTI_FIELDS.has(base) ? base : null;
}

/** The export layouts each kind's files come in (`import-headers.ts`): a meaning, null for a
 * header the kind leaves to the mapping, undefined when the layouts do not name it. */
const LAYOUTS: Partial<Record<ImportKind, (header: string) => ColumnMeaning | null | undefined>> = {
  contacts: contactHeaderMeaning,
  comps: compHeaderMeaning,
  leases: leaseHeaderMeaning,
  deals: dealHeaderMeaning,
};

/** What a header means with no mapping: for contacts, the whole header row's reading first
 * (Outlook's Title), the field's own API name, the tools' layouts (the contact exports', the
 * brokers' comp exports', the rent rolls', the deal sheets'), then the portal's labels and variants. */
function meaningOf(kind: ImportKind, header: string, keys: ReadonlySet<string>): ColumnMeaning | null {
  if (kind === 'contacts') {
    const contextual = contextualMeaning(header, keys);
    if (contextual !== undefined) return contextual;
  }
  const layout = LAYOUTS[kind];
  if (layout) {
    const own = headerTable(kind).get(headerKey(header));
    if (own && headerKey(own) === headerKey(header)) return { field: own };
    const meaning = layout(header);
    if (meaning !== undefined) return meaning;
  }
  const field = fieldOfHeader(kind, header);
  return field ? { field } : null;
}

/** Each column's field: the explicit `mapping` (header → field name or null) first, then the
 * header's meaning. A field other than email and phone keeps its first column (of its group); the
 * mapping may send several columns to `name`, which they compose in column order. There is no
 * external id field: contacts are matched by name and company (see ARCHITECTURE.md, Import). */
export function mapColumns(
  kind: ImportKind,
  headers: string[],
  mapping: Record<string, string | null> | undefined,
): Column[] {
  const allowed = new Set<string>(IMPORT_FIELDS[kind]);
  const refused: Record<string, MessageKey> = {};
  for (const [header, field] of Object.entries(mapping ?? {}))
    if (field !== null && !allowed.has(field)) refused[`mapping.${header}`] = 'import.val.field';
  if (Object.keys(refused).length > 0) throw new AppError(400, 'validation', 'err.validation', refused);

  const taken = new Set<string>();
  const keys = new Set(headers.map(headerKey));
  return headers.map((header) => {
    const explicit = mapping && Object.hasOwn(mapping, header);
    const meaning = explicit
      ? mapping[header]
        ? { field: mapping[header] }
        : null
      : meaningOf(kind, header, keys);
    if (!meaning) return { header, field: null };
    const field = meaning.field as ImportField;
    const slot = `${meaning.group ?? ''}:${field}`;
    const several = MULTI_FIELDS.has(field) || (explicit && field === 'name');
    if (taken.has(slot) && !several) return { header, field: null };
    taken.add(slot);
    return { header, ...meaning, field };
  });
}

/** 400 naming every column found when none of them names a field. */
export function requireRecognisedHeader(columns: Column[]): void {
  if (columns.some((c) => c.field)) return;
  const found: Record<string, MessageKey> = {};
  columns.forEach((c, i) => {
    found[c.header || `column.${i + 1}`] = 'import.val.column';
  });
  throw new AppError(400, 'bad_request', 'import.err.noHeader', found);
}
