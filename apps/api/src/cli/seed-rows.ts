// The seed's rows: every column of each table, derived from the plan, booleans as 0/1 (the
// PostgreSQL loader converts them). Search and duplicate-key columns use the API's own functions.
import { ADDRESS_ROLES, emailDomain, OSM_CLASSES, OSM_TYPES } from '@crm/shared';
import { entitySearch, nameKeys } from '../features/entities/entity-spec.js';
import { assetColumns, assetRowMakers, placeDrawer } from './seed-asset-rows.js';
import {
  companyDomain,
  DAY_MS,
  INDUSTRIES,
  iso,
  JOB_TITLES,
  list,
  nickname,
  PRACTICES,
  PROPERTY_TYPES,
  Random,
} from './seed-data.js';
import {
  createdMs,
  EMAIL_TYPES,
  ENTITY_RELATIONS,
  type LinkPlan,
  NUMBER_TYPES,
  type Plan,
  type Row,
} from './seed-plan.js';

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const NOTES = list(`Met at ICSC, Prefers email, Call after 10 am, Interested in industrial, Former tenant,
  Referred by broker, Do not call on Fridays, Looking for 5-10k sf office, Owns portfolio in Quebec`);

export function rowMakers(plan: Plan, seed: number) {
  const rng = new Random(seed ^ 0x5eed);
  const { sizes, counts } = plan;
  const stamps = (ms: number) => {
    const updated = rng.chance(0.3) ? ms + rng.int(365) * DAY_MS : ms;
    return { created_at: iso(ms), updated_at: iso(updated) };
  };
  const flag = (p: number) => (rng.chance(p) ? 1 : 0);
  // A person's company is often typed in without a link to the firm's record.
  const formerFirm = () => {
    if (rng.chance(0.6)) return null;
    for (let tries = 0; tries < 8; tries++) {
      const j = rng.int(sizes.entities);
      if (plan.isPerson[j] === 0) return plan.entityName[j]!;
    }
    return null;
  };

  const entity = (i: number): Row => {
    const person = plan.isPerson[i] === 1;
    const name = plan.entityName[i]!;
    const boss = plan.employer[i]!;
    const firm = !person && rng.chance(0.6);
    const names = {
      name,
      alt_name: !person && rng.chance(0.15) ? name.replace(/[^A-Z]/g, '') || null : null,
      nickname: person && rng.chance(0.3) ? nickname(plan.first[i]!) : null,
      company_name: boss >= 0 ? plan.entityName[boss]! : person ? formerFirm() : null,
    };
    // Rows are object literals (with spreads) so V8 keeps them in fast mode: assigning 60 keys one by
    // one turns an object into a slow dictionary, and the seed writes millions of them.
    return {
      uuid: plan.entityUuid[i]!,
      ...names,
      job_title: person && rng.chance(0.7) ? rng.pick(JOB_TITLES) : null,
      primary_practice: rng.chance(0.4) ? rng.pick(PRACTICES) : null,
      industry_type: person ? null : rng.pick(INDUSTRIES),
      website: !person && rng.chance(0.6) ? `https://www.${companyDomain(name)}` : null,
      n_sales: firm ? rng.int(200) : null,
      total_units: firm ? rng.int(5000) : null,
      total_properties: firm ? rng.int(300) : null,
      n_properties_owned: firm ? rng.int(150) : null,
      portfolio_units: firm ? rng.int(8000) : null,
      n_employees: firm ? rng.between(1, 5000) : null,
      n_sales_value: firm ? rng.int(500) * 100_000 : null,
      total_square_foot: firm ? rng.int(20_000) * 100 : null,
      total_square_foot_available: firm ? rng.int(2_000) * 100 : null,
      total_land_acres: firm ? round(rng.next() * 500, 2) : null,
      portfolio_square_foot: firm ? rng.int(50_000) * 100 : null,
      revenue: firm ? rng.int(10_000) * 10_000 : null,
      pct_vacant: firm ? round(rng.next() * 30, 1) : null,
      pct_leased: firm ? round(70 + rng.next() * 30, 1) : null,
      is_person: person ? 1 : 0,
      sunset: rng.chance(0.02) ? 1 : 0,
      // Role flags in the spec's order, each as common as it is among the firm's contacts.
      investor: flag(0.12),
      capital_investor: flag(0.02),
      developer: flag(0.05),
      architect: flag(0.01),
      owner: flag(0.1),
      property_manager: flag(0.06),
      leasing_company: flag(0.03),
      realtor: flag(0.1),
      vendor: flag(0.03),
      tenant: flag(0.05),
      contractor: flag(0.03),
      private_equity: flag(0.02),
      government: flag(0.005),
      religious: flag(0.003),
      bank: flag(0.01),
      insurance: flag(0.005),
      pension_fund: flag(0.003),
      medical: flag(0.005),
      educational: flag(0.005),
      non_profit: flag(0.005),
      trust: flag(0.005),
      reit: flag(0.005),
      reoc: flag(0.003),
      user: person && rng.chance(0.1) ? 1 : 0,
      public: !person && rng.chance(0.1) ? 1 : 0,
      private: !person && rng.chance(0.6) ? 1 : 0,
      institution: !person && rng.chance(0.05) ? 1 : 0,
      notes: rng.chance(0.05) ? rng.pick(NOTES) : null,
      n_linked_entities: counts.entities[i]!,
      n_linked_addresses: counts.addresses[i]!,
      n_linked_numbers: counts.numbers[i]!,
      n_linked_emails: counts.emails[i]!,
      search: entitySearch(names),
      ...nameKeys(names.name),
      ...stamps(createdMs(i, sizes.entities)),
    };
  };

  const place = placeDrawer(plan, rng);
  const address = (j: number): Row => {
    const { parts, derived, floor } = place(j);
    const asset = assetColumns(plan, rng, j, floor);
    const mapped = rng.chance(0.5);
    const { address, ...fields } = parts;
    const level = (v: string | null) =>
      v === null ? null : rng.chance(0.9) ? 'CONFIRMED' : 'UNCONFIRMED_BUT_PLAUSIBLE';
    return {
      uuid: plan.addressUuid[j]!,
      address,
      property_type: asset ? asset.property_type : rng.chance(0.8) ? rng.pick(PROPERTY_TYPES) : null,
      point_of_interest: null,
      post_box: null,
      postal_town: null,
      administrative_area_level_3: null,
      ...fields,
      point_of_interest_confirmation_level: null,
      post_box_confirmation_level: null,
      street_number_confirmation_level: level(parts.street_number),
      route_confirmation_level: level(parts.route),
      subpremise_confirmation_level: level(parts.subpremise),
      locality_confirmation_level: level(parts.locality),
      sublocality_level_1_confirmation_level: level(parts.sublocality_level_1),
      neighborhood_confirmation_level: level(parts.neighborhood),
      postal_town_confirmation_level: null,
      administrative_area_level_3_confirmation_level: null,
      postal_code_confirmation_level: level(parts.postal_code),
      postal_code_suffix_confirmation_level: level(parts.postal_code_suffix),
      administrative_area_level_1_confirmation_level: level(parts.administrative_area_level_1),
      country_confirmation_level: level(parts.country),
      place_type: JSON.stringify(
        parts.subpremise ? ['subpremise'] : [rng.pick(['street_address', 'premise'])],
      ),
      liq_osm_type: mapped ? rng.pick(OSM_TYPES) : null,
      liq_class: mapped ? rng.pick(OSM_CLASSES) : null,
      liq_type: mapped
        ? rng.pick(['office', 'commercial', 'retail', 'apartments', 'industrial', 'yes'])
        : null,
      liq_importance: mapped ? round(rng.next(), 4) : null,
      liq_haversine_distance: mapped ? round(rng.next() * 0.2, 3) : null,
      confidence: round(0.5 + rng.next() / 2, 3),
      building_class: rng.chance(0.5) ? rng.pick(['A', 'B', 'C']) : null,
      rba: asset ? asset.rba : rng.chance(0.6) ? rng.int(8000) * 100 : null,
      pct_leased: asset ? asset.pct_leased : rng.chance(0.5) ? rng.int(101) : null,
      notes: rng.chance(0.03) ? rng.pick(NOTES) : null,
      parent_address_id: asset?.parent_address_id ?? null,
      floor: asset?.floor ?? null,
      space_use: asset?.space_use ?? null,
      space_status: asset?.space_status ?? null,
      asking_rent_sqft_year: asset?.asking_rent_sqft_year ?? null,
      n_linked_entities: counts.addressEntities[j]!,
      ...derived,
      ...stamps(createdMs(j, sizes.addresses)),
    };
  };

  const contactPoint = (
    j: number,
    n: number,
    linked: number,
    statuses: string[],
    types: readonly string[],
  ) => ({
    status: rng.chance(0.4) ? rng.pick(statuses) : null,
    default_type: rng.pick(types),
    do_not_contact: rng.chance(0.03) ? 1 : 0,
    notes: rng.chance(0.02) ? rng.pick(NOTES) : null,
    n_linked_entities: linked,
    ...stamps(createdMs(j, n)),
  });
  const email = (j: number): Row => ({
    email: plan.emails[j]!,
    domain: emailDomain(plan.emails[j]!),
    ...contactPoint(
      j,
      sizes.emails,
      counts.emailEntities[j]!,
      ['VALID', 'BOUNCED', 'UNSUBSCRIBED'],
      EMAIL_TYPES,
    ),
  });
  const number = (j: number): Row => ({
    phone_number: plan.numbers[j]!,
    digits: plan.numbers[j]!.slice(1),
    ...contactPoint(j, sizes.numbers, counts.numberEntities[j]!, ['ACTIVE', 'DISCONNECTED'], NUMBER_TYPES),
  });

  const link = (l: LinkPlan, k: number): Row => {
    const e = l.entity[k]!;
    const o = l.other[k]!;
    const entityMs = createdMs(e, sizes.entities);
    const ms = (other: number, n: number) => Math.max(entityMs, createdMs(other, n)) + rng.int(30) * DAY_MS;
    const tag = l.tag[k]!;
    const entity_id = plan.entityUuid[e]!;
    switch (l.table) {
      case 'addresses_entities':
        return {
          address_id: plan.addressUuid[o]!,
          entity_id,
          role: ADDRESS_ROLES[tag]!,
          ...stamps(ms(o, sizes.addresses)),
        };
      case 'entities_emails':
        return { entity_id, email: plan.emails[o]!, type: EMAIL_TYPES[tag]!, ...stamps(ms(o, sizes.emails)) };
      case 'entities_numbers':
        return {
          entity_id,
          phone_number: plan.numbers[o]!,
          type: NUMBER_TYPES[tag]!,
          ...stamps(ms(o, sizes.numbers)),
        };
      case 'entities_entities':
        return {
          entity_id,
          entity_id2: plan.entityUuid[o]!,
          relationship: ENTITY_RELATIONS[tag]!,
          ...stamps(ms(o, sizes.entities)),
        };
    }
  };

  return { entity, address, email, number, link, ...assetRowMakers(plan, new Random(seed ^ 0x1ea5e)) };
}
