// A comps row planned without a database: its kind from its column, its figures or the file's
// columns; the price made from a price per sq ft; the street completed with its city; every refused
// value named by its column's field.
import { describe, expect, it } from 'vitest';
import { mapColumns } from './map-columns.js';
import { planImportRow } from './plan-import-row.js';

const plan = (header: string, row: string) => {
  const headers = header.split(',');
  return planImportRow('comps', mapColumns('comps', headers, undefined), row.split(','), 2);
};

describe('a comps row', () => {
  it('takes its kind from its column, else its figures, else the file’s columns', () => {
    expect(
      plan('Comp Type,Address,Date,SF,Rent', 'Location,1 Rue A Montréal,2025-01-02,100,20').comp,
    ).toMatchObject({
      values: { kind: 'lease', rent_per_sqft: 20, property_type: 'other' },
      assumedType: true,
    });
    const mixed = 'Address,Date,SF,Sale Price,Rent/SF/Yr,Tenant';
    expect(plan(mixed, '1 Rue A Montréal,2025-01-02,100,$900,,').comp?.values.kind).toBe('sale');
    expect(plan(mixed, '1 Rue A Montréal,2025-01-02,100,,$20,').comp?.values.kind).toBe('lease');
    expect(plan(mixed, '1 Rue A Montréal,2025-01-02,100,,,Tenant Co').errors).toEqual({
      kind: 'comps.val.kind',
    });
    // A lease file's row without its rent is a lease missing its rent.
    expect(plan('Address,Date,SF,Rent,Tenant', '1 Rue A Montréal,2025-01-02,100,,Tenant Co').errors).toEqual({
      rent_per_sqft: 'comps.val.rentRequired',
    });
  });

  it('makes the price from a price per sq ft only when none is given', () => {
    const header = 'Address,Date,Building SF,Sale Price,Price/SF';
    expect(plan(header, '1 Rue A Montréal,2025-01-02,1500,,$120.50').comp?.values.price).toBe(180_750);
    expect(plan(header, '1 Rue A Montréal,2025-01-02,1500,$200000,$120.50').comp?.values.price).toBe(200_000);
    expect(
      plan('Comp Type,Address,Date,SF,Rent,Price/SF', 'Lease,1 Rue A,2025-01-02,10,20,$5').errors,
    ).toEqual({
      price_per_sqft: 'comps.val.leaseWithout',
    });
  });

  it('completes a street with the city given apart, and names each refused value by its field', () => {
    const header =
      'Comp Type,Property Address,Property City,Property State,Sale Date,RBA,Sale Price,Cap Rate,Buyer';
    const ok = plan(header, 'Sale,100 Rue King,Montréal,QC,11/3/2025,20000,$1,5%,Acme Inc.');
    expect(ok.address).toMatchObject({ address: '100 Rue King, Montréal, QC', locality: 'Montréal' });
    expect(ok.comp?.contacts).toEqual({ buyer: { name: 'Acme Inc.', key: 'name:acme inc.' } });
    const whole = plan(header, 'Sale,100 Rue King Montréal,Montréal,QC,11/3/2025,20000,$1,5%,');
    expect(whole.address?.address).toBe('100 Rue King Montréal');
    const bad = plan(header, 'Sale,,,QC,someday,-5,$1,120,GE');
    expect(bad.comp).toBeNull();
    expect(bad.errors).toEqual({
      // The province alone is the address's text, too short to be one.
      address: 'addresses.val.minLen',
      buyer: 'entities.val.minLen',
      date_on: 'comps.val.date',
      area_sqft: 'comps.val.area',
      cap_rate: 'comps.val.capRate',
    });
  });
});
