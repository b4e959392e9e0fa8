// The seed's plan: every record's key and name and who is linked to what, decided in memory
// before any insert, so that each n_linked_* counter is known when its row is written; the
// buildings, spaces, leases and comps are seed-assets.ts's.
import { ADDRESS_ROLES, normalizePhone } from '@crm/shared';
import { type AssetPlan, planAssets, todayUtc } from './seed-assets.js';
import { planChains, withExtra } from './seed-chains.js';
import {
  CITIES,
  CITY_CUM,
  companyDomain,
  companyEmail,
  companyName,
  personalEmail,
  personName,
  phoneNumber,
  Random,
  uuid7,
  weighted,
} from './seed-data.js';

export interface Sizes {
  entities: number;
  addresses: number;
  emails: number;
  numbers: number;
  links: number;
  /** Buildings among the addresses (each with three spaces, also addresses), leases, comps. */
  buildings: number;
  leases: number;
  comps: number;
  /** Deals (seed-deals.ts), by default a tenth of the entities. */
  deals?: number;
}

export type Row = Record<string, string | number | null>;

export interface LinkPlan {
  table: 'addresses_entities' | 'entities_emails' | 'entities_numbers' | 'entities_entities';
  /** Index of the entity (entity_id) and of the other record (address, email, number, entity_id2). */
  entity: Int32Array;
  other: Int32Array;
  /** Index into the table's role, type or relationship list. */
  tag: Uint8Array;
  size: number;
}

const BASE_MS = Date.UTC(2019, 0, 1);
const SPAN_MS = Date.UTC(2025, 0, 1) - BASE_MS;
/** Creation time of record i of n: spread over six years, in insertion (seq) order. */
export const createdMs = (i: number, n: number) => BASE_MS + Math.floor((i * SPAN_MS) / Math.max(1, n));

// Share of the --links total per link table: most people have an address, an email and a number.
const LINK_SHARE = {
  addresses_entities: 0.9,
  entities_emails: 0.8,
  entities_numbers: 0.8,
  entities_entities: 0.5,
};

export const ENTITY_RELATIONS = ['EMPLOYER_EMPLOYEE', 'OWNER', 'CO-OWNER', 'SPOUSE'] as const;
export const EMAIL_TYPES = ['WORK', 'PERSONAL', 'OTHER'] as const;
export const NUMBER_TYPES = ['MOBILE', 'OFFICE', 'WORK', 'HOME', 'FAX'] as const;

export interface Plan {
  sizes: Sizes;
  entityUuid: string[];
  entityName: string[];
  first: (string | null)[];
  last: (string | null)[];
  isPerson: Uint8Array;
  /** Index of the firm that employs each person, or -1: it gives the person's company_name. */
  employer: Int32Array;
  addressUuid: string[];
  emails: string[];
  numbers: string[];
  links: LinkPlan[];
  assets: AssetPlan;
  /** n_linked_* per record, counted from the links. */
  counts: Record<'addresses' | 'emails' | 'numbers' | 'entities', Int32Array> & {
    addressEntities: Int32Array;
    emailEntities: Int32Array;
    numberEntities: Int32Array;
  };
  recordCounts: Record<'entities' | 'addresses' | 'emails' | 'phone_numbers' | 'leases' | 'comps', number>;
}

/** Links from entities to `m` other records: the first `m` links use each record once (so every
 * email has an owner when links suffice), later ones pick any pair not yet linked. */
function planLinks(rng: Random, table: LinkPlan['table'], size: number, n: number, m: number, tags: number) {
  const plan: LinkPlan = {
    table,
    entity: new Int32Array(size),
    other: new Int32Array(size),
    tag: new Uint8Array(size),
    size,
  };
  const seen = size > m ? new Set<number>() : null;
  let k = 0;
  for (let tries = 0; k < size && tries < size * 20; tries++) {
    const entity = rng.int(n);
    const other = k < m ? k : rng.int(m);
    if (seen) {
      const key = entity * m + other;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    plan.entity[k] = entity;
    plan.other[k] = other;
    plan.tag[k] = rng.int(tags);
    k++;
  }
  plan.size = k;
  return plan;
}

/** Reorders links by their primary key's first column (entity index = uuid order, uuids being
 * time-ordered), so inserts append to the primary-key index instead of splitting random pages. */
function sortBy(plan: LinkPlan, key: Int32Array, buckets: number): LinkPlan {
  const start = new Int32Array(buckets + 1);
  for (let k = 0; k < plan.size; k++) start[key[k]! + 1]!++;
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const size = plan.size;
  const sorted: LinkPlan = {
    table: plan.table,
    entity: new Int32Array(size),
    other: new Int32Array(size),
    tag: new Uint8Array(size),
    size,
  };
  for (let k = 0; k < plan.size; k++) {
    const to = start[key[k]!]!++;
    sorted.entity[to] = plan.entity[k]!;
    sorted.other[to] = plan.other[k]!;
    sorted.tag[to] = plan.tag[k]!;
  }
  return sorted;
}

/** `today` (a day number, UTC) is the day the leases are active or expired on. */
export function planData(sizes: Sizes, seed: number, today = todayUtc()): Plan {
  const rng = new Random(seed);
  const n = sizes.entities;
  const isPerson = new Uint8Array(n);
  const entityUuid: string[] = new Array(n);
  const entityName: string[] = new Array(n);
  const first: (string | null)[] = new Array(n).fill(null);
  const last: (string | null)[] = new Array(n).fill(null);
  for (let i = 0; i < n; i++) {
    entityUuid[i] = uuid7(createdMs(i, n), rng);
    if (rng.chance(0.8)) {
      const p = personName(rng);
      isPerson[i] = 1;
      entityName[i] = p.name;
      first[i] = p.first;
      last[i] = p.last;
    } else entityName[i] = companyName(rng);
  }
  const addressUuid = Array.from({ length: sizes.addresses }, (_, j) =>
    uuid7(createdMs(j, sizes.addresses), rng),
  );

  const share = (t: keyof typeof LINK_SHARE, m: number) =>
    m > 0 && n > 0 ? Math.round((sizes.links * LINK_SHARE[t]) / 3) : 0;
  const links = [
    planLinks(
      rng,
      'addresses_entities',
      share('addresses_entities', sizes.addresses),
      n,
      sizes.addresses,
      ADDRESS_ROLES.length,
    ),
    planLinks(
      rng,
      'entities_emails',
      share('entities_emails', sizes.emails),
      n,
      sizes.emails,
      EMAIL_TYPES.length,
    ),
    planLinks(
      rng,
      'entities_numbers',
      share('entities_numbers', sizes.numbers),
      n,
      sizes.numbers,
      NUMBER_TYPES.length,
    ),
  ];

  // Entity pairs, never twice in either direction; a firm employs people, people marry.
  const employer = new Int32Array(n).fill(-1);
  const wanted = n > 1 ? Math.min(share('entities_entities', n), (n * (n - 1)) / 2) : 0;
  const ee: LinkPlan = {
    table: 'entities_entities',
    entity: new Int32Array(wanted),
    other: new Int32Array(wanted),
    tag: new Uint8Array(wanted),
    size: 0,
  };
  const pairs = new Set<number>();
  for (let tries = 0; ee.size < wanted && tries < wanted * 20; tries++) {
    let a = rng.int(n);
    let b = rng.int(n);
    const key = Math.min(a, b) * n + Math.max(a, b);
    if (a === b || pairs.has(key)) continue;
    pairs.add(key);
    let tag: number;
    if (isPerson[a] && isPerson[b]) tag = rng.chance(0.4) ? 3 : 2;
    else if (isPerson[a] !== isPerson[b]) {
      if (isPerson[a]) [a, b] = [b, a];
      tag = rng.chance(0.8) ? 0 : 1;
      if (tag === 0 && employer[b] === -1) employer[b] = a;
    } else tag = rng.chance(0.6) ? 1 : 2;
    ee.entity[ee.size] = a;
    ee.other[ee.size] = b;
    ee.tag[ee.size++] = tag;
  }
  const assets = planAssets(sizes, isPerson, seed, today);
  const chains = planChains(new Random(seed ^ 0xc4a1), {
    n,
    isPerson,
    addressLinks: links[0]!,
    addresses: sizes.addresses,
    places: assets.buildingAt,
    pairs,
  });
  links[0] = withExtra(links[0]!, chains.addressExtra);
  links.push(withExtra(ee, chains.entityExtra));
  // addresses_entities is keyed (address_id, entity_id); the other three start with entity_id.
  const ordered = links.map((l, t) =>
    t === 0 ? sortBy(l, l.other, sizes.addresses) : sortBy(l, l.entity, n),
  );

  const counts = {
    addresses: new Int32Array(n),
    emails: new Int32Array(n),
    numbers: new Int32Array(n),
    entities: new Int32Array(n),
    addressEntities: new Int32Array(sizes.addresses),
    emailEntities: new Int32Array(sizes.emails),
    numberEntities: new Int32Array(sizes.numbers),
  };
  const [al, el, nl, entityLinks] = links as [LinkPlan, LinkPlan, LinkPlan, LinkPlan];
  const count = (l: LinkPlan, mine: Int32Array, theirs: Int32Array) => {
    for (let k = 0; k < l.size; k++) {
      mine[l.entity[k]!]!++;
      theirs[l.other[k]!]!++;
    }
  };
  count(al, counts.addresses, counts.addressEntities);
  count(el, counts.emails, counts.emailEntities);
  count(nl, counts.numbers, counts.numberEntities);
  count(entityLinks, counts.entities, counts.entities);

  // Each email is written from its first owner's name (or any contact's, when unlinked).
  const owner = new Int32Array(sizes.emails).fill(-1);
  for (let k = 0; k < el.size; k++) if (owner[el.other[k]!] === -1) owner[el.other[k]!] = el.entity[k]!;
  const taken = new Set<string>();
  const emails = Array.from({ length: sizes.emails }, (_, j) => {
    const o = owner[j]! >= 0 ? owner[j]! : rng.int(Math.max(1, n));
    const boss = employer[o] ?? -1;
    let email =
      n === 0
        ? `contact${j}@example.com`
        : isPerson[o]
          ? personalEmail(
              first[o]!,
              last[o]!,
              boss >= 0 && rng.chance(0.5) ? companyDomain(entityName[boss]!) : null,
              rng,
            )
          : companyEmail(companyDomain(entityName[o]!), rng);
    while (taken.has(email)) email = email.replace('@', `${rng.between(1, 999)}@`);
    taken.add(email);
    return email;
  });
  taken.clear();

  // libphonenumber's area-code tables are the API's judge of validity: one number per area code
  // is checked against them (the exchange rules of phoneNumber() hold for all the others).
  for (const code of CITIES.flatMap((c) => c.areaCodes)) {
    const sample = phoneNumber(new Random(code), code);
    if (normalizePhone(sample) !== sample) throw new Error(`Area code ${code} is not valid: ${sample}`);
  }
  const numbers: string[] = new Array(sizes.numbers);
  const usedNumbers = new Set<number>();
  for (let j = 0; j < sizes.numbers; j++) {
    const c = CITIES[weighted(rng, CITY_CUM)]!;
    let number: string;
    do number = phoneNumber(rng, rng.pick(c.areaCodes));
    while (usedNumbers.has(Number(number)));
    usedNumbers.add(Number(number));
    numbers[j] = number;
  }

  return {
    sizes,
    entityUuid,
    entityName,
    first,
    last,
    isPerson,
    employer,
    addressUuid,
    emails,
    numbers,
    links: ordered,
    assets,
    counts,
    recordCounts: {
      entities: n,
      addresses: sizes.addresses,
      emails: sizes.emails,
      phone_numbers: sizes.numbers,
      leases: assets.leases.size,
      comps: assets.comps.size,
    },
  };
}
