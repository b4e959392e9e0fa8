// A comps file's cells as brokers' exports write them: money, areas, cap rates, months, kinds,
// property types and days; what cannot be read stays text for the schema to refuse.
import { describe, expect, it } from 'vitest';
import {
  dateOrderOf,
  readAmount,
  readArea,
  readCapRate,
  readCompDate,
  readCompKind,
  readMonths,
  readPropertyType,
} from './read-comp-cell.js';

describe('comps cells', () => {
  it('reads money as the exports write it, and leaves an unknown unit to the schema', () => {
    expect(readAmount('$8,250,000')).toBe(8_250_000);
    expect(readAmount('1 234,50 $')).toBe(1234.5);
    expect(readAmount('8 250 000,00 $')).toBe(8_250_000);
    expect(readAmount('CAD 1,000')).toBe(1000);
    expect(readAmount('$8.25M')).toBe(8_250_000);
    expect(readAmount('$24.50/SF/Yr')).toBe(24.5);
    expect(readAmount('$18.00 NNN')).toBe(18);
    expect(readAmount('24,50 $/pi²')).toBe(24.5);
    expect(readAmount('$2.00/SF/Mo', { monthly: true })).toBe(24);
    expect(readAmount('$2.00/SF/Mo')).toBe('$2.00/SF/Mo');
    expect(readAmount('12 to 15')).toBe('12 to 15');
    expect(readAmount('$24.50 per desk')).toBe('$24.50 per desk');
    expect(readAmount('n/a')).toBe('n/a');
  });

  it('reads areas in square feet, converts square metres', () => {
    expect(readArea('25,000')).toBe(25_000);
    expect(readArea('25,000 SF')).toBe(25_000);
    expect(readArea('25 000 pi²')).toBe(25_000);
    expect(readArea('1 000 m²')).toBe(10_763.91);
    expect(readArea('25,000 acres')).toBe('25,000 acres');
  });

  it('reads a cap rate as a percent or a fraction', () => {
    expect(readCapRate('5.5%')).toBe(5.5);
    expect(readCapRate('5,5 %')).toBe(5.5);
    expect(readCapRate('0.055')).toBe(5.5);
    expect(readCapRate('5.5')).toBe(5.5);
    expect(readCapRate('0.5%')).toBe(0.5);
    expect(readCapRate('high')).toBe('high');
  });

  it('reads months, and years as months', () => {
    expect(readMonths('60')).toBe(60);
    expect(readMonths('60 months')).toBe(60);
    expect(readMonths('5 ans')).toBe(60);
    expect(readMonths('5 yrs')).toBe(60);
    expect(readMonths('5-10 years')).toBe('5-10 years');
  });

  it('reads kinds and property types by their English and French words', () => {
    expect(['Sale', 'Sold', 'Vente', 'LEASE', 'Location', 'Bail'].map(readCompKind)).toEqual([
      'sale',
      'sale',
      'sale',
      'lease',
      'lease',
      'lease',
    ]);
    expect(readCompKind('Rental')).toBe('Rental');
    expect(
      ['Office', 'Bureau', 'Retail', 'Commerce', 'Industriel', 'Flex', 'Multifamily', 'Résidentiel'].map(
        readPropertyType,
      ),
    ).toEqual(['office', 'office', 'retail', 'retail', 'industrial', 'flex', 'residential', 'residential']);
    expect(['Land', 'Terrain', 'Hospitality', 'Autre'].map(readPropertyType)).toEqual([
      'land',
      'land',
      'other',
      'other',
    ]);
  });

  it('reads days in ISO, the file’s order, by month name and as an Excel serial', () => {
    expect(readCompDate('2025-11-03')).toBe('2025-11-03');
    expect(readCompDate('2025-11-03 00:00:00')).toBe('2025-11-03');
    expect(readCompDate('20251103')).toBe('2025-11-03');
    expect(readCompDate('11/3/2025')).toBe('2025-11-03');
    expect(readCompDate('3/11/2025', 'DMY')).toBe('2025-11-03');
    expect(readCompDate('11/03/25')).toBe('2025-11-03');
    expect(readCompDate('Nov 3, 2025')).toBe('2025-11-03');
    expect(readCompDate('3-Nov-2025')).toBe('2025-11-03');
    expect(readCompDate('3 novembre 2025')).toBe('2025-11-03');
    expect(readCompDate('1er août 2025')).toBe('2025-08-01');
    expect(readCompDate('45964')).toBe('2025-11-03');
    expect(readCompDate('soon')).toBe('soon');
    expect(dateOrderOf(['11/3/2025', '12/1/2025'])).toBe('MDY');
    expect(dateOrderOf(['11/3/2025', '25/03/2025'])).toBe('DMY');
    expect(dateOrderOf(['25/03/2025', '03/25/2025'])).toBe('MDY');
    expect(dateOrderOf(['2025-03-25', ''])).toBe('MDY');
  });
});
