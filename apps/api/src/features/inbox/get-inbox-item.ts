import { canonicalEmail, type InboxCandidate, type InboxItemDetail, phoneLookupKey } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { itemFromRow, selectItems } from './inbox-rows.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The item's row, or 404 'Could not find inbox item'. */
export async function findInboxItem(db: Db, id: number) {
  const row = await selectItems(db).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('lookup.inbox');
  return itemFromRow(row);
}

/** Contacts already holding the sender's email (canonical form) or phone number (E.164), through
 * the email and number links: the people this lead may already be. */
export async function matchSender(
  db: Db,
  sender: { email: string | null; phone: string | null },
): Promise<InboxCandidate[]> {
  const email = sender.email ? canonicalEmail(sender.email) : null;
  const phone = sender.phone ? phoneLookupKey(sender.phone) : null;
  const matches = new Map<string, InboxCandidate>();
  const add = (
    rows: Array<{ uuid: string; name: string; company_name: string | null }>,
    by: 'email' | 'phone',
  ) => {
    for (const row of rows) {
      const found = matches.get(row.uuid) ?? { ...row, matched_by: [] };
      found.matched_by.push(by);
      matches.set(row.uuid, found);
    }
  };
  // The contacts linked to the sender's email, then to their number (same shape, other link table).
  const linked = (
    table: 'entities_emails' | 'entities_numbers',
    column: 'email' | 'phone_number',
    key: string,
  ) =>
    db
      .selectFrom(`${table} as l` as 'entities_emails as l')
      .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
      .select(['e.uuid', 'e.name', 'e.company_name'])
      .where(`l.${column}` as 'l.email', '=', key)
      .orderBy('e.seq')
      .limit(20)
      .execute();
  if (email) add(await linked('entities_emails', 'email', email), 'email');
  if (phone) add(await linked('entities_numbers', 'phone_number', phone), 'phone');
  return [...matches.values()].map((m) => ({ ...m, uuid: String(m.uuid) }));
}

/** The listing whose agreement the item's visitor accepted (listing_acceptances names its item,
 * migration 0039); null for any other item. */
async function itemListingId(db: Db, itemId: number): Promise<string | null> {
  const row = await db
    .selectFrom('listing_acceptances')
    .select('listing_id')
    .where('inbox_item_id', '=', itemId)
    .orderBy('accepted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? String(row.listing_id) : null;
}

/** GET /inbox/{id}: the item, the NDA acceptance or the listing it refers to and the contacts
 * matching its sender. */
export async function getInboxItem(database: Database, id: number): Promise<InboxItemDetail> {
  const { db } = database;
  const item = await findInboxItem(db, id);
  const nda =
    item.nda_acceptance_id == null
      ? undefined
      : await db
          .selectFrom('nda_acceptances')
          .select(['id', 'showcase_slug', 'accepted_at', 'ip', 'user_agent', 'nda_version'])
          .where('id', '=', item.nda_acceptance_id)
          .executeTakeFirst();
  return {
    ...item,
    nda: nda ? { ...nda, id: Number(nda.id), accepted_at: toIso(nda.accepted_at) } : null,
    listing_id: await itemListingId(db, item.id),
    candidates: await matchSender(db, item),
  };
}
