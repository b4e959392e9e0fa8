import { type EmailQuery, type NumberQuery, phoneQueryDigits } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type SearchFilters, searchRows } from '../../db/search.js';
import { emailSpec, numberSpec } from './contact-point-specs.js';

// The email and domain columns hold the stored address as is (lowercase, accents kept), unlike the
// folded search columns of names and addresses: searchText() would strip the accents of the query
// so that "émile" found nothing on PostgreSQL. Lowercasing matches the stored form; SQLite's FTS
// (remove_diacritics) still folds accents on its side.
const emailSearch = (v: string | undefined) => v?.trim().toLowerCase() || undefined;

/** What an email search matches (…/query and …/export): substring of the address and/or of its
 * domain. */
export const emailFilters = (q: Omit<EmailQuery, 'limit' | 'offset'>): SearchFilters<'emails'> => ({
  table: 'emails',
  text: { email: emailSearch(q.email), domain: emailSearch(q.domain) },
  min: { n_linked_entities: q.min_entities },
});

/** What a number search matches: the digits typed, in any format, anywhere in the number's E.164
 * digits or, for a foreign number, its national digits ("0142" finds +33142685300). */
export function numberFilters(q: Omit<NumberQuery, 'limit' | 'offset'>): SearchFilters<'phone_numbers'> {
  const digits = q.phone_number ? phoneQueryDigits(q.phone_number) : undefined;
  return {
    table: 'phone_numbers',
    // Letters alone ("abc") cannot match a number: search for something no number holds.
    text: { digits: q.phone_number ? digits || '-' : undefined },
    min: { n_linked_entities: q.min_entities },
  };
}

/** GET /emails/query. */
export async function queryEmails(database: Database, q: EmailQuery) {
  const rows = await searchRows(database, { ...emailFilters(q), limit: q.limit, offset: q.offset });
  return { data: rows.map(emailSpec.fromRow), offset: q.offset };
}

/** GET /numbers/query. */
export async function queryNumbers(database: Database, q: NumberQuery) {
  const rows = await searchRows(database, { ...numberFilters(q), limit: q.limit, offset: q.offset });
  return { data: rows.map(numberSpec.fromRow), offset: q.offset };
}
