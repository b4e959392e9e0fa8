// Ownership chains for the seed (issue 17): the random links alone give few owners of owners, so
// about 2% of addresses, all buildings (with spaces and leases: an owner's portfolio rent roll walks
// them, issue 26), get a RECORDED_OWNER company owned through tiers of companies up to a person
// or a fund, some with a diamond (a second holding between two tiers), a co-owner, or a cycle (the
// top owned again by a lower tier). Drawn from a generator of their own after the random links, so
// the rest of the seed is what it was; every pair stays unique (entities_entities in either
// direction, addresses_entities), and the counters, counted from the links, include them.
import { ADDRESS_ROLES } from '@crm/shared';
import type { Random } from './seed-data.js';
import type { LinkPlan } from './seed-plan.js';

export const CHAIN_SHARE = 0.02;
const OWNER = 1;
const CO_OWNER = 2;
const RECORDED_OWNER = ADDRESS_ROLES.indexOf('RECORDED_OWNER');

export interface ChainInput {
  n: number;
  isPerson: Uint8Array;
  /** The random addresses_entities links (other = address index). */
  addressLinks: LinkPlan;
  addresses: number;
  /** The addresses a chain may own (the buildings; every address when there are none). */
  places: Int32Array;
  /** Entity pairs already linked, keyed min × n + max: shared with the random links. */
  pairs: Set<number>;
}

/** Links as three parallel lists: entity (entity_id), other (address or entity_id2), tag. */
export interface Extra {
  entity: number[];
  other: number[];
  tag: number[];
}

export function planChains(rng: Random, { n, isPerson, addressLinks, addresses, places, pairs }: ChainInput) {
  const addressExtra: Extra = { entity: [], other: [], tag: [] };
  const entityExtra: Extra = { entity: [], other: [], tag: [] };
  const pool = places.length > 0 ? places : Int32Array.from({ length: addresses }, (_, j) => j);
  const wanted = n >= 20 ? Math.min(Math.round(addresses * CHAIN_SHARE), pool.length) : 0;
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(pool[rng.int(pool.length)]!);
  // Who each chosen address is already linked to: its recorded owner must be someone else.
  const linked = new Map<number, number[]>();
  for (let k = 0; k < addressLinks.size; k++) {
    const a = addressLinks.other[k]!;
    if (chosen.has(a)) linked.set(a, [...(linked.get(a) ?? []), addressLinks.entity[k]!]);
  }
  const key = (a: number, b: number) => Math.min(a, b) * n + Math.max(a, b);
  /** A contact of the kind asked, not in `avoid`; -1 when the draws run out (a tiny seed). */
  const pick = (person: boolean, avoid: Set<number>) => {
    for (let tries = 0; tries < 200; tries++) {
      const e = rng.int(n);
      if ((isPerson[e] === 1) === person && !avoid.has(e)) return e;
    }
    return -1;
  };
  /** Links owner → owned (or co-owners) when the pair is still free. */
  const join = (a: number, b: number, tag: number) => {
    if (a < 0 || b < 0 || a === b || pairs.has(key(a, b))) return false;
    pairs.add(key(a, b));
    entityExtra.entity.push(a);
    entityExtra.other.push(b);
    entityExtra.tag.push(tag);
    return true;
  };

  for (const address of [...chosen].sort((a, b) => a - b)) {
    const used = new Set<number>(linked.get(address));
    const recorded = pick(false, used);
    if (recorded < 0) continue;
    used.add(recorded);
    addressExtra.entity.push(recorded);
    addressExtra.other.push(address);
    addressExtra.tag.push(RECORDED_OWNER);
    // tiers[0] is the recorded owner; tiers.at(-1) the person or fund at the top.
    const tiers = [recorded];
    const companies = 1 + rng.int(7);
    for (let t = 1; t <= companies; t++) {
      const top = t === companies;
      const holder = pick(top && rng.chance(0.5), used);
      if (!join(holder, tiers.at(-1)!, OWNER)) break;
      used.add(holder);
      tiers.push(holder);
    }
    const below = tiers.length - 1;
    if (below < 1) continue;
    if (below >= 2 && rng.chance(0.1)) {
      // A diamond: a second holding beside tier i + 1, so tier i + 2 is reached by two paths.
      const i = rng.int(below - 1);
      const holding = pick(false, used);
      if (join(holding, tiers[i]!, OWNER) && join(tiers[i + 2]!, holding, OWNER)) used.add(holding);
    }
    if (rng.chance(0.1)) {
      const partner = pick(rng.chance(0.3), used);
      if (join(tiers[rng.int(tiers.length)]!, partner, CO_OWNER)) used.add(partner);
    }
    // A cycle: the top owned again by a tier below its own holding (that pair is taken).
    if (below >= 2 && rng.chance(0.02)) join(tiers[rng.int(below - 1)]!, tiers[below]!, OWNER);
  }
  return { addressExtra, entityExtra };
}

/** The links of `plan` followed by `extra`. */
export function withExtra(plan: LinkPlan, extra: Extra): LinkPlan {
  const size = plan.size + extra.entity.length;
  const grown: LinkPlan = {
    table: plan.table,
    entity: new Int32Array(size),
    other: new Int32Array(size),
    tag: new Uint8Array(size),
    size,
  };
  grown.entity.set(plan.entity.subarray(0, plan.size));
  grown.other.set(plan.other.subarray(0, plan.size));
  grown.tag.set(plan.tag.subarray(0, plan.size));
  grown.entity.set(extra.entity, plan.size);
  grown.other.set(extra.other, plan.size);
  grown.tag.set(extra.tag, plan.size);
  return grown;
}
