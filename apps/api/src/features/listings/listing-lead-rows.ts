// A contact's listings as a lead, as staff see them beside the contact (its page, an inbox item, a
// deal): the level staff set (`listing_leads`) or, for a visitor who accepted the agreement and has
// no level set yet, `agreement` (their acceptance is what opens the agreement's documents), with
// their latest acceptance. What the contact and deal reads share.
import type { ContactListingLead } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The actor an acceptance's level is set by (request-listing-access.ts writes it on the audit). */
export const ACCEPTANCE_ACTOR = 'public:listing';

/** Each contact's listing leads, by contact id, each list the latest accepted first, those never
 * accepted last, then by title (a level changed moves no row: the toggle stays under the hand);
 * only the listings `listingIds` names when given. A contact without any has no entry. */
export async function readListingLeads(
  db: Db,
  entityIds: readonly string[],
  listingIds?: readonly string[],
): Promise<Map<string, ContactListingLead[]>> {
  const byEntity = new Map<string, ContactListingLead[]>();
  if (entityIds.length === 0 || listingIds?.length === 0) return byEntity;
  let levels = db
    .selectFrom('listing_leads as ll')
    .innerJoin('listings as l', 'l.id', 'll.listing_id')
    .select([
      'll.entity_id',
      'll.listing_id',
      'll.level',
      'll.updated_at',
      'll.updated_by',
      'l.slug',
      'l.title_en',
      'l.title_fr',
      'l.status',
    ])
    .where('ll.entity_id', 'in', [...entityIds]);
  let accepted = db
    .selectFrom('listing_acceptances as a')
    .innerJoin('listings as l', 'l.id', 'a.listing_id')
    .select(({ fn }) => [
      'a.entity_id',
      'a.listing_id',
      'l.slug',
      'l.title_en',
      'l.title_fr',
      'l.status',
      fn.max('a.accepted_at').as('accepted_at'),
    ])
    .where('a.entity_id', 'in', [...entityIds])
    .groupBy(['a.entity_id', 'a.listing_id', 'l.slug', 'l.title_en', 'l.title_fr', 'l.status']);
  if (listingIds) {
    levels = levels.where('ll.listing_id', 'in', [...listingIds]);
    accepted = accepted.where('a.listing_id', 'in', [...listingIds]);
  }
  const [levelRows, acceptedRows] = await Promise.all([levels.execute(), accepted.execute()]);

  const leads = new Map<string, ContactListingLead & { entity_id: string }>();
  const keyOf = (entityId: unknown, listingId: unknown) => `${String(entityId)}|${String(listingId)}`;
  const listing = (r: (typeof levelRows)[number] | (typeof acceptedRows)[number]) => ({
    listing_id: String(r.listing_id),
    slug: r.slug,
    title: { en: r.title_en, fr: r.title_fr },
    status: r.status,
  });
  for (const r of acceptedRows) {
    const at = toIso(r.accepted_at);
    leads.set(keyOf(r.entity_id, r.listing_id), {
      entity_id: String(r.entity_id),
      ...listing(r),
      level: 'agreement',
      accepted_at: at,
      updated_at: at,
      updated_by: ACCEPTANCE_ACTOR,
    });
  }
  // A level staff set stands over the acceptance's.
  for (const r of levelRows) {
    const key = keyOf(r.entity_id, r.listing_id);
    leads.set(key, {
      entity_id: String(r.entity_id),
      ...listing(r),
      level: r.level,
      accepted_at: leads.get(key)?.accepted_at ?? null,
      updated_at: toIso(r.updated_at),
      updated_by: r.updated_by,
    });
  }
  const ordered = [...leads.values()].sort(
    (a, b) =>
      (b.accepted_at ?? '').localeCompare(a.accepted_at ?? '') ||
      a.title.en.localeCompare(b.title.en) ||
      a.listing_id.localeCompare(b.listing_id),
  );
  for (const { entity_id, ...lead } of ordered) {
    const list = byEntity.get(entity_id) ?? [];
    list.push(lead);
    byEntity.set(entity_id, list);
  }
  return byEntity;
}
