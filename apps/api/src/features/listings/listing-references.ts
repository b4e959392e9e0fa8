// A listing's property and deal: each must exist (404 naming the field, nothing written); a
// listing made from a deal alone takes the deal's property, and a deal without one needs the
// address given (400).
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';

interface Places {
  address_id?: string | null | undefined;
  deal_id?: string | null | undefined;
}

/** The address the listing shows: the one given, else its deal's. */
export async function listingPlace(trx: Transaction<DB>, input: Places): Promise<string | null> {
  if (input.address_id) {
    const found = await trx
      .selectFrom('addresses')
      .select('uuid')
      .where('uuid', '=', input.address_id)
      .executeTakeFirst();
    if (!found) throw notFound('lookup.address', 'address_id');
  }
  if (!input.deal_id) return input.address_id ?? null;
  const deal = await trx
    .selectFrom('deals')
    .select('address_id')
    .where('id', '=', input.deal_id)
    .executeTakeFirst();
  if (!deal) throw notFound('lookup.deal', 'deal_id');
  const place = input.address_id ?? (deal.address_id == null ? null : String(deal.address_id));
  if (!place) throw new AppError(400, 'validation', 'listings.val.noPlace', 'address_id');
  return place;
}
