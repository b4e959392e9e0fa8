import { digitsOnly, type EmailQuery, type NumberQuery, searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { searchRows } from '../../db/search.js';
import { emailSpec, numberSpec } from './contact-point-specs.js';

/** GET /emails/query: substring of the address and/or of its domain. */
export async function queryEmails(database: Database, q: EmailQuery) {
  const rows = await searchRows(database, {
    table: 'emails',
    text: { email: q.email && searchText(q.email), domain: q.domain && searchText(q.domain) },
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
