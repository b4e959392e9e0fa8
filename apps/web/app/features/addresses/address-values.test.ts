import { describe, expect, it } from 'vitest';
import {
  cityOf,
  cityPartsShown,
  createBody,
  draftOf,
  EMPTY_DRAFT,
  parseNumber,
  showNumber,
  weakestLevel,
  withCity,
  withComponent,
} from './address-values';

const draft = (values: object) => ({ ...EMPTY_DRAFT, address: '1 Main St', ...values });

describe('City display (spec §5)', () => {
  it('joins sublocality and locality with a comma when both exist', () => {
    const d = draft({ sublocality_level_1: 'Plateau', locality: 'Montréal', neighborhood: 'Mile End' });
    expect(cityOf(d)).toBe('Plateau, Montréal');
    expect(cityPartsShown(d)).toEqual(['sublocality_level_1', 'locality']);
  });

  it('otherwise shows the first of locality, sublocality, neighborhood, postal town, area level 3', () => {
    expect(cityOf(draft({ locality: 'Laval', neighborhood: 'Chomedey' }))).toBe('Laval');
    expect(cityOf(draft({ sublocality_level_1: 'Brooklyn', postal_town: 'X' }))).toBe('Brooklyn');
    expect(cityOf(draft({ neighborhood: 'Chomedey', postal_town: 'X' }))).toBe('Chomedey');
    expect(cityOf(draft({ postal_town: 'Town', administrative_area_level_3: 'Area' }))).toBe('Town');
    expect(cityOf(draft({ administrative_area_level_3: 'Area' }))).toBe('Area');
    expect(cityPartsShown(draft({ administrative_area_level_3: 'Area' }))).toEqual([
      'administrative_area_level_3',
    ]);
    expect(cityOf(draft({}))).toBe('');
  });
});

describe('City edit (spec §5)', () => {
  const stored = draft({
    sublocality_level_1: 'Plateau',
    sublocality_level_1_confirmation_level: 'CONFIRMED',
    locality: 'Montréal',
    locality_confirmation_level: 'CONFIRMED',
    neighborhood: 'Mile End',
    neighborhood_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
    postal_town: 'PT',
    administrative_area_level_3: 'A3',
    administrative_area_level_3_confirmation_level: 'CONFIRMED',
    route: 'Main St',
  });

  it('clears the five parts and their levels and stores the typed text as locality', () => {
    const next = withCity(stored, 'Laval', stored);
    expect(next).toMatchObject({
      locality: 'Laval',
      locality_confirmation_level: null,
      sublocality_level_1: null,
      sublocality_level_1_confirmation_level: null,
      neighborhood: null,
      neighborhood_confirmation_level: null,
      postal_town: null,
      administrative_area_level_3: null,
      administrative_area_level_3_confirmation_level: null,
      route: 'Main St',
    });
    expect(cityOf(next)).toBe('Laval');
  });

  it('stores an emptied city as no locality at all', () => {
    expect(withCity(stored, '', stored).locality).toBeNull();
  });

  it('typing back the shown city restores the parts as they were', () => {
    expect(withCity(withCity(stored, 'Laval', stored), 'Plateau, Montréal', stored)).toEqual(stored);
  });
});

describe('components typed by hand', () => {
  const stored = draft({ route: 'Main St', route_confirmation_level: 'CONFIRMED' });
  it('lose their confirmation level, and get it back when the text returns', () => {
    const edited = withComponent(stored, 'route', 'Main Street', stored);
    expect(edited).toMatchObject({ route: 'Main Street', route_confirmation_level: null });
    expect(withComponent(edited, 'route', 'Main St', stored)).toEqual(stored);
    expect(withComponent(stored, 'route', '', stored).route).toBeNull();
  });

  it('the weakest level stands for a merged field', () => {
    expect(weakestLevel(['CONFIRMED', 'UNCONFIRMED_BUT_PLAUSIBLE'])).toBe('UNCONFIRMED_BUT_PLAUSIBLE');
    expect(weakestLevel(['UNCONFIRMED_AND_SUSPICIOUS', 'CONFIRMED'])).toBe('UNCONFIRMED_AND_SUSPICIOUS');
    expect(weakestLevel([null, null])).toBeNull();
  });
});

describe('importance, confidence and distance (spec §3, §9)', () => {
  it('shows importance as a whole percentage and stores an entry divided by 100', () => {
    expect(showNumber('liq_importance', 0.42)).toBe('42');
    expect(showNumber('liq_importance', 0.4267)).toBe('43');
    expect(showNumber('liq_importance', null)).toBe('');
    expect(parseNumber('liq_importance', '42')).toBe(0.42);
    expect(parseNumber('confidence', '87')).toBe(0.87);
  });

  it('shows distance with 3 decimals and stores it as entered', () => {
    expect(showNumber('liq_haversine_distance', 1.23456)).toBe('1.235');
    expect(showNumber('liq_haversine_distance', 2)).toBe('2.000');
    expect(parseNumber('liq_haversine_distance', '0.5')).toBe(0.5);
  });

  it('reads an empty entry as none, a decimal comma as a point, and refuses text', () => {
    expect(parseNumber('rba', '')).toBeNull();
    expect(parseNumber('rba', ' 12,5 ')).toBe(12.5);
    expect(parseNumber('pct_leased', 'abc')).toBeUndefined();
    // Thousands: a space groups digits; '1,000' is refused, never read as 1 (importance 0.01).
    expect(parseNumber('rba', '12 000')).toBe(12000);
    expect(parseNumber('liq_importance', '1,000')).toBeUndefined();
  });
});

describe('drafts', () => {
  it('keep only editable fields, place types in the spec order, ready to POST', () => {
    const validated = {
      ...draft({ place_type: ['street_address', 'premise'] }),
      point: { lat: 1, lng: 2 },
      providers: { validation: 'offline', map_data: null },
      fallback: true,
      existing_uuid: null,
      uuid: 'x',
      n_linked_entities: 3,
    };
    const d = draftOf(validated);
    expect(d.place_type).toEqual(['street_address', 'premise']);
    expect(draftOf({ ...validated, place_type: ['premise', 'street_address'] }).place_type).toEqual([
      'street_address',
      'premise',
    ]);
    const body = createBody(d);
    for (const key of ['point', 'providers', 'fallback', 'existing_uuid', 'uuid', 'n_linked_entities'])
      expect(body).not.toHaveProperty(key);
    expect(body.address).toBe('1 Main St');
  });
});
