// A leases row planned without a database: its rent from whichever form the file gives (per sq ft
// per year, monthly, or annual made per sq ft by the area or monthly without one); its units as
// spaces of its building, written as the portal writes them; a vacant unit; every refused value
// named by its column's field, with the lease API's own message.
import { describe, expect, it } from 'vitest';
import { mapColumns } from './map-columns.js';
import { planImportRow } from './plan-import-row.js';

const plan = (header: string, row: string) => {
  const headers = header.split('|');
  return planImportRow('leases', mapColumns('leases', headers, undefined), row.split('|'), 2);
};

const HEADER = 'Property Address|City|Unit|Tenant|Lease Start|Lease End|SF';

describe('a leases row', () => {
  it('reads its columns by the rent rolls’ names, a bare "Rent" left to the mapping', () => {
    const columns = mapColumns(
      'leases',
      ['Building Address', 'Suite', 'Locataire', 'Commencement', 'Expiration', 'RSF', 'Rent', 'Loyer annuel'],
      undefined,
    );
    expect(columns.map((c) => c.field)).toEqual([
      'address',
      'unit',
      'tenant',
      'start_on',
      'end_on',
      'area_sqft',
      null,
      'annual_rent',
    ]);
  });

  it('takes its rent per sq ft per year or per month as given, and a year’s rent by the area', () => {
    const row = '100 Rue King|Montréal|101|Acme Inc.|2025-01-01|2029-12-31|2,000';
    expect(plan(`${HEADER}|Rent/SF`, `${row}|$24.50`).lease?.values).toMatchObject({
      base_rent: 24.5,
      rent_basis: 'per_sqft_year',
      area_sqft: 2000,
      status: 'active',
    });
    expect(plan(`${HEADER}|Monthly Rent`, `${row}|"$4,000"`.replace(/"/g, '')).lease?.values).toMatchObject({
      base_rent: 4000,
      rent_basis: 'per_month',
    });
    // A year's rent over the area gives the rent per sq ft; without an area, a month's rent.
    expect(plan(`${HEADER}|Annual Rent`, `${row}|50000`).lease?.values).toMatchObject({
      base_rent: 25,
      rent_basis: 'per_sqft_year',
    });
    expect(
      plan(`${HEADER}|Annual Rent`, '100 Rue King|Montréal|101|Acme Inc.|2025-01-01|2029-12-31||60000').lease
        ?.values,
    ).toMatchObject({ base_rent: 5000, rent_basis: 'per_month', area_sqft: undefined });
    // None: named by the rent column the file has.
    expect(plan(`${HEADER}|Annual Rent`, `${row}|`).errors).toEqual({ annual_rent: 'import.val.leaseRent' });
  });

  it('makes each unit a space of the building, with the row’s area when it leases one unit', () => {
    const one = plan(
      `${HEADER}|Rent/SF`,
      '100 Rue King|Montréal|101|Acme Inc.|2025-01-01|2029-12-31|2000|20',
    );
    expect(one.address).toMatchObject({ address: '100 Rue King, Montréal' });
    expect(one.lease?.spaces).toEqual([
      {
        unit: '101',
        values: expect.objectContaining({
          address: '100 Rue King #101, Montréal',
          subpremise: '101',
          rba: 2000,
        }),
        key: expect.stringContaining('|101|'),
      },
    ]);
    expect(one.lease?.tenant).toEqual({ name: 'Acme Inc.', key: 'name:acme inc.' });
    expect(one.lease?.assumedStatus).toBe(true);
    const two = plan(
      `${HEADER}|Rent/SF`,
      '100 Rue King|Montréal|201, Suite B|Acme Inc.|2025-01-01|2029-12-31|5000|20',
    );
    expect(two.lease?.spaces.map((s) => [s.values.address, s.values.rba])).toEqual([
      ['100 Rue King #201, Montréal', undefined],
      ['100 Rue King, Suite B, Montréal', undefined],
    ]);
    // No unit: the lease is of the building itself.
    expect(
      plan(`${HEADER}|Rent/SF`, '100 Rue King|Montréal||Acme Inc.|2025-01-01|2029-12-31|5000|20').lease
        ?.spaces,
    ).toEqual([]);
  });

  it('reads a vacant unit as its space alone', () => {
    const vacant = plan(`${HEADER}|Rent/SF`, '100 Rue King|Montréal|102|VACANT|||1500|');
    expect(vacant.errors).toEqual({});
    expect(vacant.lease).toMatchObject({ values: null, tenant: null, spaces: [{ unit: '102' }] });
    expect(vacant.lease?.spaces[0]?.values.rba).toBe(1500);
    expect(plan(`${HEADER}|Rent/SF`, '100 Rue King|Montréal|103||||800|').lease?.values).toBeNull();
  });

  it('names each refused value by its column, with the lease API’s messages', () => {
    const header = `${HEADER}|Monthly Rent|Deposit|Status`;
    expect(
      plan(header, '100 Rue King|Montréal|101|Acme Inc.|2029-12-31|2025-01-01|2000|100|0|Current').errors,
    ).toEqual({
      end_on: 'leases.val.dateOrder',
    });
    expect(plan(header, '100 Rue King|Montréal|101||2025-01-01|someday|-5|-100|-1|Sublet').errors).toEqual({
      tenant: 'val.required',
      end_on: 'leases.val.date',
      area_sqft: 'leases.val.area',
      monthly_rent: 'leases.val.rent',
      deposit: 'leases.val.deposit',
      status: 'leases.val.status',
    });
    const expired = plan(header, '100 Rue King|Montréal|101|Acme Inc.|1/1/2020|12/31/2024|2000|100||Échu');
    expect(expired.lease?.values).toMatchObject({
      start_on: '2020-01-01',
      end_on: '2024-12-31',
      status: 'expired',
    });
    expect(expired.lease?.assumedStatus).toBe(false);
  });
});
