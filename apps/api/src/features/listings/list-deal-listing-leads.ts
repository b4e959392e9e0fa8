import type { DealListingLeads } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { dealSpec } from '../deals/deal-spec.js';
import { readListingLeads } from './listing-lead-rows.js';

/** GET /deals/{id}/listing-leads: each party of the deal (by name, as the deal lists them) that is
 * a lead of a listing marketing the deal (`listings.deal_id`), with those listings only; 404 for no
 * deal. */
export async function listDealListingLeads(database: Database, raw: string): Promise<DealListingLeads> {
  const { db } = database;
  const deal = await findRecordRow(db, dealSpec, raw);
  const [parties, listings] = await Promise.all([
    db
      .selectFrom('deal_parties as dp')
      .innerJoin('entities as e', 'e.uuid', 'dp.entity_id')
      .select(['dp.entity_id', 'e.name'])
      .where('dp.deal_id', '=', String(deal.id))
      .orderBy('e.name')
      .orderBy('dp.entity_id')
      .execute(),
    db.selectFrom('listings').select('id').where('deal_id', '=', String(deal.id)).execute(),
  ]);
  const leads = await readListingLeads(
    db,
    parties.map((p) => String(p.entity_id)),
    listings.map((l) => String(l.id)),
  );
  return {
    data: parties.flatMap((p) => {
      const entityId = String(p.entity_id);
      const own = leads.get(entityId);
      return own ? [{ entity_id: entityId, name: p.name, leads: own }] : [];
    }),
  };
}
