import { digitsOnly, type EmailQuery, type NumberQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { searchRows } from '../../db/search.js';
import { emailSpec, numberSpec } from './contact-point-specs.js';

// The email and domain columns hold the stored address as is (lowercase, accents kept), unlike the
// folded search columns of names and addresses: searchText() would strip the accents of the query
// so that "émile" found nothing on PostgreSQL. Lowercasing matches the stored form; SQLite's FTS
// (remove_diacritics) still folds accents on its side.
const emailSearch = (v: string | undefined) => v?.trim().toLowerCase() || undefined;

/** GET /emails/query: substring of the address and/or of its domain. */
export async function queryEmails(database: Database, q: EmailQuery) {
  const rows = await searchRows(database, {
    table: 'emails',
    text: { email: emailSearch(q.email), domain: emailSearch(q.domain) },
    min: { n_linked_entities: q.min_entities },
    limit: q.limit,
    offset: q.offset,
  });
  return { data: rows.map(emailSpec.fromRow), offset: q.offset };
}

/** GET /numbers/query: the digits typed, in any format, anywhere in the number. */
export async function queryNumbers(database: Database, q: NumberQuery) {
  const digits = q.phone_number ? digitsOnly(q.phone_number) : undefined;
  const rows = await searchRows(database, {
    table: 'phone_numbers',
    // Letters alone ("abc") cannot match a number: search for something no number holds.
    text: { digits: q.phone_number ? digits || '-' : undefined },
    min: { n_linked_entities: q.min_entities },
    limit: q.limit,
    offset: q.offset,
  });
  return { data: rows.map(numberSpec.fromRow), offset: q.offset };
}
