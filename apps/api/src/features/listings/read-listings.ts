// How listings are read: the row with its property's address and its current agreement, joined in
// one statement (the list reads the same way).
import type { Listing } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { listingFromRow, listingOf, listingSpec } from './listing-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectListings(db: Db) {
  return db
    .selectFrom('listings as l')
    .leftJoin('addresses as a', 'a.uuid', 'l.address_id')
    .innerJoin('listing_agreements as g', (join) =>
      join.onRef('g.listing_id', '=', 'l.id').onRef('g.version', '=', 'l.agreement_version'),
    )
    .selectAll('l')
    .select([
      'a.address as address',
      'g.text_en as agreement_en',
      'g.text_fr as agreement_fr',
      'g.created_at as agreement_at',
    ]);
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['executeTakeFirstOrThrow']>>;

/** A row as the API answers it, with its version. */
export function listingFromJoined(row: ListingRow): Versioned<Listing> {
  const { address, agreement_en, agreement_fr, agreement_at, ...own } = row;
  return {
    ...listingOf(listingFromRow(own)),
    address: address ?? null,
    agreement: {
      version: Number(own.agreement_version),
      en: agreement_en,
      fr: agreement_fr,
      created_at: toIso(agreement_at),
    },
    version: Number(row.version),
  };
}

/** GET /listings/{id}/complete (and what a write answers): the listing with its version. */
export async function getListing(db: Db, raw: string): Promise<Versioned<Listing>> {
  const id = listingSpec.lookupKey(raw);
  const row = id ? await selectListings(db).where('l.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound(listingSpec.missing);
  return listingFromJoined(row);
}
