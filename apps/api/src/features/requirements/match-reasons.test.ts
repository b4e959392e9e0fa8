// The rules of a fit (match-reasons.ts), without a database: each criterion stated gives its reason
// or refuses, one left out matches anything, an unknown value on the offer fails a stated one.
import type { Offer, Requirement } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { matchReasons } from './match-reasons.js';

const requirement = (fields: Partial<Requirement> = {}): Requirement => ({
  id: 'r',
  entity_id: 'e',
  deal: 'lease',
  property_types: [],
  min_sqft: null,
  max_sqft: null,
  cities: [],
  price_max: null,
  price_basis: null,
  notes: null,
  created_at: '',
  updated_at: '',
  ...fields,
});

const space: Offer = {
  address_id: 's',
  address: '100 Rue Industrielle #1, Laval, QC',
  building_id: 'b',
  offer: 'lease',
  property_type: 'industrial',
  city: 'laval',
  sqft: 12_000,
  asking_rent_sqft_year: 18.5,
  asking_price: null,
};
const building: Offer = { ...space, address_id: 'b', offer: 'sale', sqft: 27_000, asking_price: 4_500_000 };

describe('matchReasons', () => {
  it('gives a reason for each criterion stated, none for a requirement stating nothing', () => {
    expect(matchReasons(requirement(), space)).toEqual([]);
    expect(
      matchReasons(
        requirement({
          property_types: ['office', 'industrial'],
          min_sqft: 10_000,
          max_sqft: 15_000,
          cities: ['Montréal', 'LAVAL'],
          price_max: 20,
          price_basis: 'rent',
        }),
        space,
      ),
    ).toEqual([
      { code: 'type', value: 'industrial' },
      { code: 'size', value: 12_000 },
      { code: 'city', value: 'LAVAL' },
      { code: 'rent', value: 18.5 },
    ]);
    expect(
      matchReasons(requirement({ deal: 'buy', price_max: 5_000_000, price_basis: 'price' }), building),
    ).toEqual([{ code: 'price', value: 4_500_000 }]);
  });

  it('refuses on each criterion alone', () => {
    expect(matchReasons(requirement({ deal: 'buy' }), space)).toBeNull();
    expect(matchReasons(requirement(), building)).toBeNull();
    expect(matchReasons(requirement({ property_types: ['office'] }), space)).toBeNull();
    expect(matchReasons(requirement({ min_sqft: 12_001 }), space)).toBeNull();
    expect(matchReasons(requirement({ max_sqft: 11_999 }), space)).toBeNull();
    expect(matchReasons(requirement({ cities: ['Laval-Ouest'] }), space)).toBeNull();
    expect(matchReasons(requirement({ price_max: 18, price_basis: 'rent' }), space)).toBeNull();
    expect(
      matchReasons(requirement({ deal: 'buy', price_max: 4_000_000, price_basis: 'price' }), building),
    ).toBeNull();
  });

  it('fails a stated criterion on an unknown value, and ignores a ceiling of the other basis', () => {
    const unknown: Offer = {
      ...space,
      property_type: null,
      city: null,
      sqft: null,
      asking_rent_sqft_year: null,
    };
    expect(matchReasons(requirement(), unknown)).toEqual([]);
    expect(matchReasons(requirement({ property_types: ['industrial'] }), unknown)).toBeNull();
    expect(matchReasons(requirement({ min_sqft: 0 }), unknown)).toBeNull();
    expect(matchReasons(requirement({ cities: ['Laval'] }), unknown)).toBeNull();
    expect(matchReasons(requirement({ price_max: 100, price_basis: 'rent' }), unknown)).toBeNull();
    expect(matchReasons(requirement({ price_max: 1, price_basis: 'price' }), space)).toEqual([]);
  });
});
