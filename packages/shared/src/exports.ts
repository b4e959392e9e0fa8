// GET /api/v1/{entities|addresses|emails|numbers}/export: the same filters as each kind's …/query,
// every matching row (no limit or offset: they are dropped if sent), as CSV or XLSX. The columns are
// the API's field names, so a file exported here imports back without a mapping.
import { z } from 'zod';
import { Address, AddressQuery } from './addresses.js';
import { Email, EmailQuery, NumberQuery, PhoneNumber } from './contact-points.js';
import { closeRangeRule, DEAL_DATES, dealFilters } from './deals.js';
import { Entity, EntityQuery } from './entities.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Contacts also export as vCard 4.0 (`vcf`): a card a contact, for phones and address books. */
export const CONTACT_EXPORT_FORMATS = [...EXPORT_FORMATS, 'vcf'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];
const format = z.enum(EXPORT_FORMATS, { error: 'val.exportFormat' }).default('csv');
const unpaged = { limit: true, offset: true } as const;

export const EntityExportQuery = EntityQuery.omit(unpaged).extend({
  format: z.enum(CONTACT_EXPORT_FORMATS, { error: 'val.exportFormat' }).default('csv'),
});
export type EntityExportQuery = z.infer<typeof EntityExportQuery>;
export const AddressExportQuery = AddressQuery.omit(unpaged).extend({ format });
export type AddressExportQuery = z.infer<typeof AddressExportQuery>;
export const EmailExportQuery = EmailQuery.omit(unpaged).extend({ format });
export type EmailExportQuery = z.infer<typeof EmailExportQuery>;
export const NumberExportQuery = NumberQuery.omit(unpaged).extend({ format });
export type NumberExportQuery = z.infer<typeof NumberExportQuery>;
/** GET /deals/export: GET /deals' filters. */
export const DealExportQuery = z.object({ ...dealFilters, format }).superRefine(closeRangeRule);
export type DealExportQuery = z.infer<typeof DealExportQuery>;

/** GET /api/v1/entities/{id}/export: one contact's vCard (the only single-record format). */
export const EntityCardQuery = z.object({
  format: z.enum(['vcf'], { error: 'val.cardFormat' }).default('vcf'),
});
export type EntityCardQuery = z.infer<typeof EntityCardQuery>;

/** Separator of a list inside one cell: `place_type` and the summaries of linked records. */
export const EXPORT_LIST_SEPARATOR = '; ';

/** The columns of each export, in order: the record's API fields, then summaries of its links.
 * - contacts: `emails` = "a@b.c (WORK); d@e.f (PERSONAL)", `numbers` = "+15145551234 (MOBILE); …"
 *   (each linked email or number, then its link type in brackets, in link order);
 * - addresses: `entities` = "Jane Doe (OWNER); …" for people to read and `entity_ids` =
 *   "<uuid> (OWNER); …" for an import (names are neither unique nor free of "; "), in the same order.
 * A contact's `representative_id` is written as `representative`, the staff member's email: ids
 * mean nothing in another database, an email names the same person in each (the import reads it).
 * `summaryItem` writes an item, `readSummary` reads a cell back (the import does). */
export const EXPORT_COLUMNS = {
  entities: [
    ...Object.keys(Entity.shape).map((key) => (key === 'representative_id' ? 'representative' : key)),
    'emails',
    'numbers',
  ],
  addresses: [...Object.keys(Address.shape), 'entities', 'entity_ids'],
  emails: Object.keys(Email.shape),
  numbers: Object.keys(PhoneNumber.shape),
  // A deal as a broker reads it: names, not ids (but its own and its requirement's); the pipeline
  // and stage by their names, the property as its one-line address, `parties` = "buyer: Jane Doe;
  // seller: Acme Inc." (role: name, by name), the owner and the split staff by email (`splits` =
  // "a@b.c (60%); d@e.f (40%)"): the columns the deals import reads back.
  deals: [
    'id',
    'name',
    'pipeline',
    'type',
    'stage',
    'outcome',
    'address',
    'city',
    'requirement_id',
    'parties',
    'value',
    'area_sqft',
    'rent_sqft_year',
    'term_months',
    'commission_pct',
    'commission_amount',
    'commission',
    'weighted_commission',
    'probability',
    'expected_close_on',
    ...DEAL_DATES,
    'closed_on',
    'owner',
    'splits',
    'lost_reason',
    'lost_note',
    'created_at',
    'updated_at',
  ],
} as const satisfies Record<string, readonly string[]>;

// OWASP "CSV injection": Excel and LibreOffice evaluate a cell starting with one of these, also
// after spaces. Leading quotes are counted in, so that a text that already starts with a quote before
// such a character gets one more and strips back to itself: the mapping is reversible.
const FORMULA = /^'* *[=+\-@\t\r]/;
const NEUTRALISED = /^'+ *[=+\-@\t\r]/;

/** The text as written to a cell: one `'` before a text a spreadsheet would read as a formula
 * ("=SUM(A1)", "+15145551234", "-1+2", "@x", "  =x", a leading tab). Used for CSV and XLSX alike. */
export const neutraliseFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** The inverse, for an import: drops the one `'` an export put before a formula character. */
export const restoreFormula = (text: string) => (NEUTRALISED.test(text) ? text.slice(1) : text);

/** One linked record in a summary cell: its value, then its link's tag in brackets. */
export const summaryItem = (value: string, tag: string) => `${value} (${tag})`;

const ITEM = /^(.*) \(([A-Z_-]+)\)$/;
/** The separator of a summary's items, but not the `;ext=` of a number's extension (RFC 3966). */
const ITEM_SEPARATOR = /;(?!\s*ext=)/i;

/** A summary cell's items (or any cell: a plain value is one item without a tag). A tag is only
 * upper-case letters, so "(514) 555-0101" stays a whole number. */
export function readSummary(text: string): { value: string; tag: string | null }[] {
  return text
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const match = ITEM.exec(item);
      return match ? { value: match[1]!.trim(), tag: match[2]! } : { value: item, tag: null };
    });
}
