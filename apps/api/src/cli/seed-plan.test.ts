// The seed's plan: every link unique (an entity pair once in either direction, an address and a
// contact once), counters equal to the links, the same plan from the same seed, and ownership
// chains among the random links: tiers up to a top owner, diamonds, co-owners and cycles.
import { createHash } from 'node:crypto';
import { ADDRESS_ROLES } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { CHAIN_SHARE } from './seed-chains.js';
import { ENTITY_RELATIONS, type LinkPlan, planData } from './seed-plan.js';

const SIZES = { entities: 20_000, addresses: 20_000, emails: 20_000, numbers: 20_000, links: 60_000 };
const plan = planData(SIZES, 42);
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
      return hash.update(p.entityUuid.join()).digest('hex');
    };
    expect(digest(planData(SIZES, 42))).toBe(digest(plan));
  });

  it('gives about 2% of addresses an ownership chain, with diamonds, co-owners and cycles', () => {
    const owners = new Map<number, number[]>();
    let coOwners = 0;
    for (const [owner, owned, tag] of pairsOf(table('entities_entities'))) {
      if (ENTITY_RELATIONS[tag!] === 'CO-OWNER') coOwners++;
      if (ENTITY_RELATIONS[tag!] === 'OWNER') owners.set(owned!, [...(owners.get(owned!) ?? []), owner!]);
    }
    // Tiers above each recorded owner, along the first owner; stopped on a cycle.
    const recorded = pairsOf(table('addresses_entities')).filter(
      ([, , r]) => ADDRESS_ROLES[r!] === 'RECORDED_OWNER',
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
});
