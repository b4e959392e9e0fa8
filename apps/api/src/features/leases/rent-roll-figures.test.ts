// The rent roll's arithmetic against figures computed by hand (no database).
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  portfolioRollFigures,
  type RollLease,
  rentOn,
  rentRollFigures,
} from './rent-roll-figures.js';

const lease = (fields: Partial<RollLease> & Pick<RollLease, 'id' | 'space_ids'>): RollLease => ({
  tenant_id: null,
  tenant_name: null,
  start_on: '2025-01-01',
  end_on: '2030-12-31',
  area_sqft: null,
  base_rent: 10,
  rent_basis: 'per_sqft_year',
  steps: [],
  spaces_rba: [],
  ...fields,
});

const ZERO_YEARS = (from: number) =>
  Array.from({ length: 10 }, (_, i) => ({ year: from + i, sqft: 0, rent: 0 }));

describe('rent roll figures', () => {
  it('counts days to the day, leap days included', () => {
    expect(daysBetween('2026-03-01', '2028-02-29')).toBe(730);
    expect(daysBetween('2026-03-01', '2031-06-30')).toBe(1947);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
  });

  it('takes the last rent step begun by the day', () => {
    const steps = [
      { from_on: '2027-01-01', base_rent: 5500 },
      { from_on: '2026-01-01', base_rent: 5000 },
    ];
    expect(rentOn({ base_rent: 4800, steps }, '2025-12-31')).toBe(4800);
    expect(rentOn({ base_rent: 4800, steps }, '2026-03-01')).toBe(5000);
    expect(rentOn({ base_rent: 4800, steps }, '2027-01-01')).toBe(5500);
  });

  it('a building of three spaces, two leased: occupancy, annual rent, WALT and expiries', () => {
    const spaces = [
      { uuid: 'a', label: '101', floor: '1', rba: 1000 },
      { uuid: 'b', label: '102', floor: '1', rba: 3000 },
      { uuid: 'c', label: '201', floor: '2', rba: 2000 },
    ];
    const leases = [
      // $20 / sq ft / year on its space's 1,000 sq ft: $20,000; 730 days left.
      lease({ id: 'L1', space_ids: ['a'], spaces_rba: [1000], base_rent: 20, end_on: '2028-02-29' }),
      // $5,000 a month (the 2026 step): $60,000 on 2,500 sq ft; 1,947 days left.
      lease({
        id: 'L2',
        space_ids: ['b'],
        spaces_rba: [3000],
        area_sqft: 2500,
        base_rent: 4800,
        rent_basis: 'per_month',
        steps: [
          { from_on: '2026-01-01', base_rent: 5000 },
          { from_on: '2027-01-01', base_rent: 5500 },
        ],
        end_on: '2031-06-30',
      }),
      // Not yet begun on as_of: the space is vacant.
      lease({ id: 'L3', space_ids: ['c'], spaces_rba: [2000], start_on: '2026-06-01' }),
    ];
    const roll = rentRollFigures(spaces, leases, '2026-03-01');
    expect(
      roll.rows.map((r) => [r.space_id, r.lease_id, r.area_sqft, r.annual_rent, r.rent_per_sqft]),
    ).toEqual([
      ['a', 'L1', 1000, 20_000, 20],
      ['b', 'L2', 2500, 60_000, 24],
      ['c', null, null, null, null],
    ]);
    expect(roll.totals.rentable_sqft).toBe(6000);
    expect(roll.totals.leased_sqft).toBe(3500);
    expect(roll.totals.occupancy).toBeCloseTo(3500 / 6000, 12);
    expect(roll.totals.annual_rent).toBe(80_000);
    // (20,000 × 730 + 60,000 × 1,947) / 365.25 / 80,000 = 131,420,000 / 29,220,000
    expect(roll.totals.walt_years).toBeCloseTo(4.497604380561259, 12);
    const years = ZERO_YEARS(2026);
    years[2] = { year: 2028, sqft: 1000, rent: 20_000 };
    years[5] = { year: 2031, sqft: 2500, rent: 60_000 };
    expect(roll.expiries).toEqual(years);
  });

  it('shares a lease of several spaces by rba, evenly when one lacks it', () => {
    const spaces = [
      { uuid: 'x', label: 'X', floor: null, rba: 1000 },
      { uuid: 'y', label: 'Y', floor: null, rba: 3000 },
    ];
    const both = lease({ id: 'L', space_ids: ['x', 'y'], spaces_rba: [1000, 3000], end_on: '2036-01-01' });
    const roll = rentRollFigures(spaces, [both], '2026-01-01');
    expect(roll.rows.map((r) => [r.area_sqft, r.annual_rent])).toEqual([
      [1000, 10_000],
      [3000, 30_000],
    ]);
    expect(roll.totals).toMatchObject({ leased_sqft: 4000, occupancy: 1, annual_rent: 40_000 });
    // Ends after the tenth year: in no year's expiries.
    expect(roll.expiries).toEqual(ZERO_YEARS(2026));
    const unknown = rentRollFigures(
      [spaces[0]!, { ...spaces[1]!, rba: null }],
      [{ ...both, area_sqft: 800, spaces_rba: [1000, null] }],
      '2026-01-01',
    );
    expect(unknown.rows.map((r) => r.area_sqft)).toEqual([400, 400]);
    expect(unknown.totals.rentable_sqft).toBe(1000);
  });

  it('a building without spaces or area: occupancy and WALT unknown, nothing leased', () => {
    const roll = rentRollFigures([{ uuid: 'b', label: 'B', floor: null, rba: null }], [], '2026-05-05');
    expect(roll.totals).toEqual({
      rentable_sqft: null,
      leased_sqft: 0,
      occupancy: null,
      annual_rent: 0,
      walt_years: null,
    });
  });

  it('a portfolio of three buildings: WALT weighted by rent across them, expiries merged, occupancy', () => {
    const asOf = '2026-03-01';
    // The building of the test above: 6,000 sq ft, 3,500 leased, $80,000 (730 and 1,947 days left).
    const one = rentRollFigures(
      [
        { uuid: 'a', label: '101', floor: '1', rba: 1000 },
        { uuid: 'b', label: '102', floor: '1', rba: 3000 },
        { uuid: 'c', label: '201', floor: '2', rba: 2000 },
      ],
      [
        lease({ id: 'L1', space_ids: ['a'], spaces_rba: [1000], base_rent: 20, end_on: '2028-02-29' }),
        lease({
          id: 'L2',
          space_ids: ['b'],
          area_sqft: 2500,
          base_rent: 5000,
          rent_basis: 'per_month',
          end_on: '2031-06-30',
        }),
      ],
      asOf,
    );
    // 4,000 sq ft leased whole at $10: $40,000, 364 days left.
    const two = rentRollFigures(
      [{ uuid: 'd', label: 'D', floor: null, rba: 4000 }],
      [lease({ id: 'L4', space_ids: ['d'], spaces_rba: [4000], end_on: '2027-02-28' })],
      asOf,
    );
    // Its area unknown and vacant: adds nothing, not even to what is rentable.
    const three = rentRollFigures([{ uuid: 'e', label: 'E', floor: null, rba: null }], [], asOf);
    const roll = portfolioRollFigures(
      [
        { id: 'B1', label: '1 First St', roll: one },
        { id: 'B2', label: '2 Second St', roll: two },
        { id: 'B3', label: '3 Third St', roll: three },
      ],
      asOf,
    );
    expect(roll.rows.map((r) => [r.building_id, r.building_label, r.space_id, r.annual_rent])).toEqual([
      ['B1', '1 First St', 'a', 20_000],
      ['B1', '1 First St', 'b', 60_000],
      ['B1', '1 First St', 'c', null],
      ['B2', '2 Second St', 'd', 40_000],
      ['B3', '3 Third St', 'e', null],
    ]);
    expect(roll.buildings.map((b) => [b.id, b.label, b.rentable_sqft, b.leased_sqft, b.annual_rent])).toEqual(
      [
        ['B1', '1 First St', 6000, 3500, 80_000],
        ['B2', '2 Second St', 4000, 4000, 40_000],
        ['B3', '3 Third St', null, 0, 0],
      ],
    );
    expect(roll.buildings[1]).toMatchObject({ occupancy: 1, walt_years: 364 / 365.25 });
    expect(roll.buildings[2]).toMatchObject({ occupancy: null, walt_years: null });
    expect(roll.totals).toMatchObject({ rentable_sqft: 10_000, leased_sqft: 7500, annual_rent: 120_000 });
    expect(roll.totals.occupancy).toBeCloseTo(0.75, 12);
    // (20,000 × 730 + 60,000 × 1,947 + 40,000 × 364) / 365.25 / 120,000 = 145,980,000 / 43,830,000
    expect(roll.totals.walt_years).toBeCloseTo(3.3305954825462014, 12);
    const years = ZERO_YEARS(2026);
    years[1] = { year: 2027, sqft: 4000, rent: 40_000 };
    years[2] = { year: 2028, sqft: 1000, rent: 20_000 };
    years[5] = { year: 2031, sqft: 2500, rent: 60_000 };
    expect(roll.expiries).toEqual(years);
  });

  it('an empty portfolio: nothing rentable, nothing leased, ten empty years', () => {
    expect(portfolioRollFigures([], '2026-05-05')).toEqual({
      buildings: [],
      rows: [],
      totals: { rentable_sqft: null, leased_sqft: 0, occupancy: null, annual_rent: 0, walt_years: null },
      expiries: ZERO_YEARS(2026),
    });
  });
});
