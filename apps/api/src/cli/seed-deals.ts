// The seed's deals (issue 27): brokers as staff members, then deals spread over the pipelines that
// migration 0033 seeded, each with parties among the seeded contacts, a building, a value and its
// commission, a split, a probability, an expected close over the past and coming months, won or
// lost ones with their reason and day, and one stage change per stage entered up to the current
// one, so that the board, the forecast and the results have realistic data to read.
import type { DealPartyRole, LostReason, StageOutcome } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { DAY_MS, iso, isoDay, personName, Random, uuid7 } from './seed-data.js';
import type { Plan, Row } from './seed-plan.js';

/** Deals per contact by default: 100k over 1M. */
export const DEALS_PER_ENTITY = 0.1;
/** The brokers owning deals (and sharing their commissions). */
export const BROKERS = 24;

export interface DealPipeline {
  id: string;
  type: string;
  stages: { id: string; probability: number; outcome: StageOutcome }[];
}

export interface DealContext {
  pipelines: DealPipeline[];
  /** Staff members' user ids. */
  staff: string[];
}

export interface DealRows {
  deals: Row[];
  parties: Row[];
  changes: Row[];
}

/** Adds the brokers (staff users, each name once: a rerun adds none) and reads the pipelines with
 * their stages in order. */
export async function dealContext(database: Database, seed: number): Promise<DealContext> {
  const { db } = database;
  const pg = database.dialect === 'postgres';
  const rng = new Random(seed ^ 0xb40c);
  const now = new Date().toISOString();
  const brokers = Array.from({ length: BROKERS }, (_, i) => {
    const { name, first, last } = personName(rng);
    const id = `seed-broker-${String(i + 1).padStart(2, '0')}`;
    const email = `${first}.${last}.${i + 1}@brokerage.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
    return {
      id,
      name,
      email,
      emailVerified: pg ? true : 1,
      role: 'staff',
      banned: pg ? false : 0,
      createdAt: now,
      updatedAt: now,
    };
  });
  await db
    .insertInto('user')
    .values(brokers)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stages = await db
    .selectFrom('pipeline_stages as s')
    .innerJoin('pipelines as p', 'p.id', 's.pipeline_id')
    .select(['p.id as pipeline_id', 'p.type', 's.id', 's.probability', 's.outcome'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .orderBy('s.position')
    .execute();
  const pipelines = new Map<string, DealPipeline>();
  for (const s of stages) {
    const id = String(s.pipeline_id);
    if (!pipelines.has(id)) pipelines.set(id, { id, type: s.type, stages: [] });
    pipelines
      .get(id)!
      .stages.push({ id: String(s.id), probability: Number(s.probability), outcome: s.outcome });
  }
  // Pipelines in a stable order (the migration's ids are random): by type, then id.
  const list = [...pipelines.values()].sort(
    (a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id),
  );
  return { pipelines: list, staff: brokers.map((b) => b.id) };
}

const SALE_TYPES = new Set(['investment_sale', 'acquisition', 'disposition']);
/** Share of the deals per pipeline type. */
const TYPE_WEIGHT: Record<string, number> = {
  investment_sale: 0.2,
  acquisition: 0.15,
  landlord_leasing: 0.3,
  tenant_representation: 0.25,
  disposition: 0.1,
};
/** The principal parties of a deal of each type: the client first. */
const ROLES: Record<string, [DealPartyRole, DealPartyRole]> = {
  investment_sale: ['seller', 'buyer'],
  acquisition: ['buyer', 'seller'],
  landlord_leasing: ['landlord', 'tenant'],
  tenant_representation: ['tenant', 'landlord'],
  disposition: ['seller', 'buyer'],
};
const NAMES: Record<string, string> = {
  investment_sale: 'investment sale',
  acquisition: 'acquisition',
  landlord_leasing: 'lease',
  tenant_representation: 'tenant search',
  disposition: 'disposition',
};
const LOST: LostReason[] = [
  'price',
  'price',
  'timing',
  'lost_to_competitor',
  'lost_to_competitor',
  'withdrawn',
  'other',
];
const LOST_NOTES = [
  'Owner took the asset off the market',
  'Tenant renewed in place',
  'Financing fell through',
];
/** Deals are created over the two years before today. */
const SPAN_DAYS = 730;

const money = (v: number) => Math.round(v * 100) / 100;

/** `count` deals over the plan's contacts and buildings (`plan.assets.today` is today). */
export function planDeals(plan: Plan, context: DealContext, seed: number, count: number): DealRows {
  const rng = new Random(seed ^ 0xdea1);
  const { pipelines, staff } = context;
  const today = plan.assets.today;
  const n = plan.sizes.entities;
  const out: DealRows = { deals: [], parties: [], changes: [] };
  if (count === 0 || n < 2 || pipelines.length === 0 || staff.length === 0) return out;
  const weights = pipelines.map((p) => TYPE_WEIGHT[p.type] ?? 0.1);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickPipeline = () => {
    let r = rng.next() * totalWeight;
    for (let i = 0; i < pipelines.length; i++) {
      r -= weights[i]!;
      if (r < 0) return pipelines[i]!;
    }
    return pipelines.at(-1)!;
  };
  // A firm for a principal role (four tries), anyone for the others.
  const contact = (firm: boolean, taken: Set<number>) => {
    for (let tries = 0; ; tries++) {
      const e = rng.int(n);
      if (taken.has(e)) continue;
      if (firm && plan.isPerson[e] === 1 && tries < 4) continue;
      taken.add(e);
      return e;
    }
  };
  const buildings = plan.assets.buildings;
  for (let i = 0; i < count; i++) {
    const createdDay = today - SPAN_DAYS + Math.floor((i * (SPAN_DAYS - 1)) / count);
    const createdMs = createdDay * DAY_MS + rng.int(DAY_MS);
    const id = uuid7(createdMs, rng);
    const pipeline = pickPipeline();
    const open = pipeline.stages.filter((s) => s.outcome === 'open');
    const won = pipeline.stages.find((s) => s.outcome === 'won');
    const lost = pipeline.stages.find((s) => s.outcome === 'lost');
    const age = today - createdDay;
    // Older deals are mostly closed; a deal is at least a month old to close.
    const closeChance = age > 365 ? 0.85 : age > 180 ? 0.5 : age > 30 ? 0.15 : 0;
    const closing = rng.chance(closeChance) ? (rng.chance(0.55) ? won : lost) : undefined;
    // Open deals thin out down the pipeline: each stage holds about 0.75 of the one before.
    let reached = 0;
    while (reached < open.length - 1 && rng.chance(closing === won ? 0.9 : 0.6)) reached++;
    if (closing === won) reached = open.length - 1;
    const path = [...open.slice(0, reached + 1), ...(closing ? [closing] : [])];
    const stage = path.at(-1)!;
    const closedDay = closing ? createdDay + 30 + rng.int(Math.max(1, age - 30)) : null;
    const lastMs =
      closedDay !== null ? closedDay * DAY_MS + rng.int(DAY_MS) : createdMs + rng.int(age) * DAY_MS;
    // One entry per stage, spread from the creation to the last entry.
    const owner = staff[rng.int(staff.length)]!;
    const actor = `user:${owner}`;
    let previous: string | null = null;
    path.forEach((s, k) => {
      const at =
        k === path.length - 1 ? lastMs : createdMs + Math.floor(((lastMs - createdMs) * k) / path.length);
      out.changes.push({
        id: uuid7(at, rng),
        deal_id: id,
        from_stage_id: previous,
        to_stage_id: s.id,
        actor,
        at: iso(at),
      });
      previous = s.id;
    });

    const sale = SALE_TYPES.has(pipeline.type);
    const area = sale ? null : 1000 + rng.int(49) * 1000;
    const rent = sale ? null : money(15 + rng.next() * 45);
    const term = sale ? null : rng.pick([36, 60, 60, 84, 120]);
    const entered = sale ? Math.round(1 + rng.next() ** 2 * 49) * 1_000_000 + rng.int(10) * 100_000 : null;
    const total = sale ? entered : Math.round((area! * rent! * term! * 100) / 12) / 100;
    const fixed = rng.chance(0.15);
    const commissionPct = fixed ? null : sale ? rng.pick([1, 1.5, 2, 2.5, 3]) : rng.pick([4, 5, 6]);
    const commissionAmount = fixed ? Math.round((total! * (sale ? 0.015 : 0.05)) / 1000) * 1000 : null;
    const other = staff[rng.int(staff.length)]!;
    const splits =
      other !== owner && rng.chance(0.3)
        ? JSON.stringify([
            { staff_id: owner, pct: 60 },
            { staff_id: other, pct: 40 },
          ])
        : '[]';
    const expected =
      closedDay !== null
        ? closedDay - 30 + rng.int(61)
        : rng.chance(0.04)
          ? null
          : Math.max(createdDay + 14, today - 45 + rng.int(410));
    const position = open.indexOf(stage);
    const advanced = closing === won || position >= 3;
    const loiDay = advanced
      ? createdDay + 10 + rng.int(Math.max(1, (closedDay ?? today) - createdDay - 10))
      : null;
    const signedDay = advanced && sale && loiDay !== null ? Math.min(today, loiDay + 7 + rng.int(21)) : null;
    const lostReason = closing === lost ? rng.pick(LOST) : null;

    const taken = new Set<number>();
    const [clientRole, otherRole] = ROLES[pipeline.type] ?? ['other', 'other'];
    const client = contact(true, taken);
    out.parties.push({ deal_id: id, entity_id: plan.entityUuid[client]!, role: clientRole });
    // The other side is known from the proposals or offers on, or when the deal has closed.
    if (position >= 2 || closing) {
      const counterpart = contact(otherRole !== 'tenant', taken);
      out.parties.push({ deal_id: id, entity_id: plan.entityUuid[counterpart]!, role: otherRole });
    }
    if (rng.chance(0.25)) {
      const extra = contact(false, taken);
      const role = rng.pick<DealPartyRole>(['co_broker', 'co_broker', 'attorney', 'lender', 'other']);
      out.parties.push({ deal_id: id, entity_id: plan.entityUuid[extra]!, role });
    }
    // A tenant still searching has no property yet.
    const searching = pipeline.type === 'tenant_representation' && position >= 0 && position < 3;
    const address =
      buildings > 0 && !searching && rng.chance(0.95)
        ? plan.addressUuid[plan.assets.buildingAt[rng.int(buildings)]!]!
        : null;
    const day = (d: number | null) => (d === null ? null : isoDay(d));
    out.deals.push({
      id,
      name: `${plan.entityName[client]} ${NAMES[pipeline.type] ?? 'deal'}`,
      pipeline_id: pipeline.id,
      stage_id: stage.id,
      address_id: address,
      requirement_id: null,
      entered_value: entered,
      total_value: total,
      area_sqft: area,
      rent_sqft_year: rent,
      term_months: term,
      commission_pct: commissionPct,
      commission_amount: commissionAmount,
      splits,
      // An open deal's own estimate now and then, within ten points of its stage's.
      probability:
        !closing && rng.chance(0.1)
          ? Math.max(0, Math.min(100, stage.probability + rng.between(-10, 10)))
          : null,
      expected_close_on: day(expected),
      loi_on: day(loiDay),
      signed_on: day(signedDay),
      dd_expires_on: day(signedDay === null ? null : signedDay + 30 + rng.int(31)),
      financing_on: null,
      closing_on: sale && signedDay !== null ? day(expected) : null,
      closed_on: day(closedDay),
      lost_reason: lostReason,
      lost_note: lostReason === 'other' ? rng.pick(LOST_NOTES) : null,
      owner_id: owner,
      stage_entered_at: iso(lastMs),
      version: 1,
      created_at: iso(createdMs),
      updated_at: iso(lastMs),
    });
  }
  return out;
}

/** Sets the deals' record count to their rows (the seed writes them in bulk). */
export async function countDeals(database: Database, n: number): Promise<void> {
  await sql`UPDATE record_counts SET n = ${n} WHERE kind = 'deals'`.execute(database.db);
}
