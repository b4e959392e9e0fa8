// The seed's plan: every link unique (an entity pair once in either direction, an address and a
// contact once), counters equal to the links, the same plan from the same seed, ownership chains
// among the random links (tiers up to a top owner, diamonds, co-owners and cycles) owning
// buildings; buildings with three spaces, leases of one building's spaces that never overlap on a
// space, active exactly while in effect, and comps, all at the shares of the address count.
import { createHash } from 'node:crypto';
import { ADDRESS_ROLES } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import {
  assetSizes,
  BUILDING_SHARE,
  COMP_SHARE,
  LEASES_PER_BUILDING,
  SPACES_PER_BUILDING,
} from './seed-assets.js';
import { CHAIN_SHARE } from './seed-chains.js';
import { ENTITY_RELATIONS, type LinkPlan, planData } from './seed-plan.js';

const N = 20_000;
const SIZES = { entities: N, addresses: N, emails: N, numbers: N, links: 3 * N, ...assetSizes(N) };
// A fixed day: the plan's lease statuses are of it.
const TODAY = Math.floor(Date.UTC(2026, 10, 28) / 86_400_000);
const plan = planData(SIZES, 42, TODAY);
const table = (name: LinkPlan['table']) => plan.links.find((l) => l.table === name)!;
const pairsOf = (l: LinkPlan) =>
  Array.from({ length: l.size }, (_, k) => [l.entity[k]!, l.other[k]!, l.tag[k]!]);

describe('seed plan', () => {
  it('links every pair once: entity pairs in either direction, an address and a contact once', () => {
    const ee = pairsOf(table('entities_entities'));
    const unordered = new Set(ee.map(([a, b]) => `${Math.min(a!, b!)}-${Math.max(a!, b!)}`));
    expect(unordered.size).toBe(ee.length);
    expect(ee.filter(([a, b]) => a === b)).toEqual([]);
    const ae = pairsOf(table('addresses_entities'));
    expect(new Set(ae.map(([e, a]) => `${a}-${e}`)).size).toBe(ae.length);
  });

  it('counts n_linked_* from the links, chains included', () => {
    const ee = table('entities_entities');
    const entities = new Int32Array(SIZES.entities);
    for (let k = 0; k < ee.size; k++) {
      entities[ee.entity[k]!]!++;
      entities[ee.other[k]!]!++;
    }
    expect(plan.counts.entities).toEqual(entities);
    const ae = table('addresses_entities');
    const perAddress = new Int32Array(SIZES.addresses);
    for (let k = 0; k < ae.size; k++) perAddress[ae.other[k]!]!++;
    expect(plan.counts.addressEntities).toEqual(perAddress);
  });

  it('is the same plan from the same seed', () => {
    const digest = (p: typeof plan) => {
      const hash = createHash('sha256');
      for (const l of p.links) for (const a of [l.entity, l.other, l.tag]) hash.update(a.subarray(0, l.size));
      const { leases, comps, rba } = p.assets;
      for (const a of [rba, leases.start, leases.end, leases.spaceList, comps.address, comps.day])
        hash.update(a);
      return hash.update(p.entityUuid.join()).update(leases.uuid.join()).digest('hex');
    };
    expect(digest(planData(SIZES, 42, TODAY))).toBe(digest(plan));
  });

  it('gives about 2% of addresses an ownership chain, with diamonds, co-owners and cycles', () => {
    const owners = new Map<number, number[]>();
    let coOwners = 0;
    for (const [owner, owned, tag] of pairsOf(table('entities_entities'))) {
      if (ENTITY_RELATIONS[tag!] === 'CO-OWNER') coOwners++;
      if (ENTITY_RELATIONS[tag!] === 'OWNER') owners.set(owned!, [...(owners.get(owned!) ?? []), owner!]);
    }
    // Tiers above each recorded owner of a building, along the first owner; stopped on a cycle.
    const { buildingOf, unit } = plan.assets;
    const recorded = pairsOf(table('addresses_entities')).filter(
      ([, a, r]) => ADDRESS_ROLES[r!] === 'RECORDED_OWNER' && buildingOf[a!]! >= 0 && unit[a!] === 0,
    );
    let chains = 0;
    let deep = 0;
    let cycles = 0;
    for (const [entity] of recorded) {
      const seen = new Set([entity!]);
      let at = entity!;
      while (owners.get(at)?.length) {
        at = owners.get(at)![0]!;
        if (seen.has(at)) {
          cycles++;
          break;
        }
        seen.add(at);
      }
      if (seen.size >= 3) chains++;
      if (seen.size >= 6) deep++;
    }
    expect(chains).toBeGreaterThan(SIZES.addresses * CHAIN_SHARE * 0.7);
    expect(deep).toBeGreaterThan(0);
    expect(cycles).toBeGreaterThan(0);
    // A diamond: a contact with two owners that share an owner.
    const diamonds = [...owners.values()].filter((above) => {
      const grand = above.flatMap((o) => owners.get(o) ?? []);
      return new Set(grand).size < grand.length;
    });
    expect(diamonds.length).toBeGreaterThan(0);
    expect(coOwners).toBeGreaterThan(0);
  });

  it('lays out a fifth of the addresses as buildings, each followed by its three spaces', () => {
    const { buildings, buildingAt, buildingOf, unit, rba } = plan.assets;
    expect(buildings).toBe(N * BUILDING_SHARE);
    let spaces = 0;
    for (let b = 0; b < buildings; b++) {
      const at = buildingAt[b]!;
      expect([buildingOf[at], unit[at]]).toEqual([b, 0]);
      let sum = 0;
      for (let s = 1; s <= SPACES_PER_BUILDING; s++) {
        expect([buildingOf[at + s], unit[at + s]]).toEqual([b, s]);
        expect(rba[at + s]).toBeGreaterThanOrEqual(1_000);
        expect(rba[at + s]).toBeLessThanOrEqual(40_000);
        sum += rba[at + s]!;
        spaces++;
      }
      expect(rba[at]).toBe(sum);
    }
    expect(spaces).toBe(N * BUILDING_SHARE * SPACES_PER_BUILDING);
    expect(buildingOf.filter((b) => b < 0).length).toBe(N - 4 * buildings);
  });

  it('leases spaces of one building, never two leases on a space on one day, about two a building', () => {
    const { leases, buildingOf, unit, buildings, leased } = plan.assets;
    const wanted = buildings * LEASES_PER_BUILDING;
    expect(leases.size).toBeGreaterThan(wanted * 0.97);
    expect(leases.size).toBeLessThan(wanted * 1.03);
    const bySpace = new Map<number, number[]>();
    let active = 0;
    let multi = 0;
    for (let k = 0; k < leases.size; k++) {
      const spaces = Array.from(leases.spaceList.subarray(leases.spaceFrom[k]!, leases.spaceFrom[k + 1]!));
      expect(spaces.length).toBeGreaterThan(0);
      if (spaces.length > 1) multi++;
      for (const s of spaces) {
        expect(unit[s]).toBeGreaterThan(0);
        expect(buildingOf[s]).toBe(leases.building[k]);
        bySpace.set(s, [...(bySpace.get(s) ?? []), k]);
      }
      const [start, end] = [leases.start[k]!, leases.end[k]!];
      // Begun within the last 8 years, 1-10 years long.
      expect(start).toBeGreaterThanOrEqual(TODAY - 8 * 366);
      expect(start).toBeLessThanOrEqual(TODAY);
      expect(end - start).toBeGreaterThanOrEqual(360);
      expect(end - start).toBeLessThan(10 * 366);
      if (end >= TODAY) active++;
      if (k > 0) expect(leases.createdMs[k]).toBeGreaterThanOrEqual(leases.createdMs[k - 1]!);
    }
    for (const list of bySpace.values()) {
      const sorted = list.sort((a, b) => leases.start[a]! - leases.start[b]!);
      for (let i = 1; i < sorted.length; i++)
        expect(leases.start[sorted[i]!]).toBeGreaterThan(leases.end[sorted[i - 1]!]!);
    }
    // About two thirds of the spaces ever leased, some twice (one tenant after another), a few
    // leases over two spaces; more than half still in effect, and the spaces under them leased.
    const spaces = buildings * SPACES_PER_BUILDING;
    expect(bySpace.size / spaces).toBeGreaterThan(0.55);
    expect(bySpace.size / spaces).toBeLessThan(0.75);
    expect([...bySpace.values()].filter((l) => l.length > 1).length).toBeGreaterThan(0);
    expect(multi).toBeGreaterThan(0);
    expect(active / leases.size).toBeGreaterThan(0.5);
    expect(active / leases.size).toBeLessThan(0.8);
    const covered = new Set<number>();
    for (let k = 0; k < leases.size; k++)
      if (leases.end[k]! >= TODAY)
        for (let m = leases.spaceFrom[k]!; m < leases.spaceFrom[k + 1]!; m++)
          covered.add(leases.spaceList[m]!);
    expect(leased.reduce((n, v) => n + v, 0)).toBe(covered.size);
    for (const s of covered) expect(leased[s]).toBe(1);
    expect(plan.recordCounts.leases).toBe(leases.size);
  });

  it('draws a comp for ten addresses, half sales of buildings, half leases of spaces, over ten years', () => {
    const { comps, buildingOf, unit, rba } = plan.assets;
    expect(comps.size).toBe(N * COMP_SHARE);
    expect(plan.recordCounts.comps).toBe(comps.size);
    const sales = comps.sale.reduce((n, v) => n + v, 0);
    expect(sales / comps.size).toBeGreaterThan(0.45);
    expect(sales / comps.size).toBeLessThan(0.55);
    let [ofBuildings, ofSpaces] = [0, 0];
    for (let k = 0; k < comps.size; k++) {
      const a = comps.address[k]!;
      expect(comps.area[k]).toBeGreaterThan(0);
      if (buildingOf[a]! >= 0) expect(comps.area[k]).toBe(rba[a]);
      if (comps.sale[k] && buildingOf[a]! >= 0 && unit[a] === 0) ofBuildings++;
      if (!comps.sale[k] && unit[a]! > 0) ofSpaces++;
      expect(comps.day[k]).toBeLessThan(TODAY);
      expect(comps.day[k]).toBeGreaterThanOrEqual(TODAY - 3653);
    }
    expect(ofBuildings / sales).toBeGreaterThan(0.7);
    expect(ofSpaces / (comps.size - sales)).toBeGreaterThan(0.7);
  });
});
