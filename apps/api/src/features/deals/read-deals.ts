// How deals are read: their rows with their stage, pipeline type, address and owner's name joined
// in one statement, then the parties and the split staff members' names of a whole page at once.
import type { Deal } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { commissionOf, weightedCommission } from './deal-figures.js';
import { dealFromRow, dealSpec } from './deal-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectDeals(db: Db) {
  return db
    .selectFrom('deals as d')
    .innerJoin('pipeline_stages as s', 's.id', 'd.stage_id')
    .innerJoin('pipelines as p', 'p.id', 'd.pipeline_id')
    .leftJoin('addresses as a', 'a.uuid', 'd.address_id')
    .leftJoin('user as u', 'u.id', 'd.owner_id')
    .selectAll('d')
    .select([
      's.name as stage_name',
      's.outcome',
      's.probability as stage_probability',
      'p.type',
      'a.address',
      'a.locality as city',
      'u.name as owner_name',
    ]);
}

export type DealRow = Awaited<ReturnType<ReturnType<typeof selectDeals>['executeTakeFirstOrThrow']>>;

/** The parties of each deal named, by deal id, each list by name. */
export async function readParties(db: Db, ids: readonly string[]) {
  const parties = new Map<string, Deal['parties']>(ids.map((id) => [id, []]));
  if (ids.length === 0) return parties;
  const rows = await db
    .selectFrom('deal_parties as dp')
    .innerJoin('entities as e', 'e.uuid', 'dp.entity_id')
    .select(['dp.deal_id', 'dp.entity_id', 'dp.role', 'e.name'])
    .where('dp.deal_id', 'in', [...ids])
    .orderBy('e.name')
    .orderBy('dp.entity_id')
    .execute();
  for (const r of rows)
    parties.get(String(r.deal_id))?.push({ entity_id: String(r.entity_id), role: r.role, name: r.name });
  return parties;
}

/** The names of these staff members (users), by id. */
async function staffNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The rows as the API answers them, in the rows' order. */
export async function dealsFromRows(db: Db, rows: DealRow[]): Promise<Versioned<Deal>[]> {
  const parties = await readParties(
    db,
    rows.map((r) => String(r.id)),
  );
  const splitsOf = new Map(
    rows.map((r) => [String(r.id), JSON.parse(r.splits) as { staff_id: string; pct: number }[]]),
  );
  const names = await staffNames(
    db,
    [...splitsOf.values()].flat().map((s) => s.staff_id),
  );
  return rows.map(({ stage_name, outcome, stage_probability, type, address, city, owner_name, ...row }) => {
    const d = dealFromRow(row);
    const probability = d.probability ?? Number(stage_probability);
    return {
      id: d.id,
      name: d.name,
      type,
      pipeline_id: d.pipeline_id,
      stage_id: d.stage_id,
      stage_name,
      outcome,
      address_id: d.address_id,
      address: address ?? null,
      city: city ?? null,
      requirement_id: d.requirement_id,
      parties: parties.get(d.id) ?? [],
      value: d.total_value,
      value_computed: d.entered_value == null && d.total_value != null,
      area_sqft: d.area_sqft,
      rent_sqft_year: d.rent_sqft_year,
      term_months: d.term_months,
      commission_pct: d.commission_pct,
      commission_amount: d.commission_amount,
      commission: commissionOf(d),
      splits: (splitsOf.get(d.id) ?? []).map((s) => ({ ...s, name: names.get(s.staff_id) ?? null })),
      probability,
      probability_overridden: d.probability != null,
      weighted_commission: weightedCommission(d, probability),
      expected_close_on: d.expected_close_on,
      dates: {
        loi_on: d.loi_on,
        signed_on: d.signed_on,
        dd_expires_on: d.dd_expires_on,
        financing_on: d.financing_on,
        closing_on: d.closing_on,
      },
      closed_on: d.closed_on,
      lost_reason: d.lost_reason,
      lost_note: d.lost_note,
      owner_id: d.owner_id,
      owner_name: owner_name ?? null,
      stage_entered_at: d.stage_entered_at,
      created_at: d.created_at,
      updated_at: d.updated_at,
      version: Number(row.version),
    };
  });
}

/** GET /deals/{id}, …/complete (and what a write answers): the deal with its version. */
export async function getDeal(db: Db, raw: string): Promise<Versioned<Deal>> {
  const id = dealSpec.lookupKey(raw);
  const row = id ? await selectDeals(db).where('d.id', '=', id).executeTakeFirst() : undefined;
  const [deal] = row ? await dealsFromRows(db, [row]) : [];
  if (!deal) throw notFound(dealSpec.missing);
  return deal;
}
