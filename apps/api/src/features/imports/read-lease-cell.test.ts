// A rent roll's own cells: a lease's status by its words in English and French, the units a row
// leases (a list, never a unit's own hyphen or slash), and the tenant cell of a vacant unit.
import { describe, expect, it } from 'vitest';
import { isVacant, readLeaseStatus, readUnits } from './read-lease-cell.js';

describe('a rent roll cell', () => {
  it('reads a lease status by its value or a word for it, else leaves the text for the schema', () => {
    expect(['active', 'Current', 'Actif', 'En vigueur', 'Future', 'MTM'].map(readLeaseStatus)).toEqual(
      Array(6).fill('active'),
    );
    expect(['Expired', 'Échu', 'Expiré', 'Past'].map(readLeaseStatus)).toEqual(Array(4).fill('expired'));
    expect(['TERMINATED', 'Résilié', 'Cancelled'].map(readLeaseStatus)).toEqual(Array(3).fill('terminated'));
    expect(['draft', 'Brouillon', 'Pending'].map(readLeaseStatus)).toEqual(Array(3).fill('draft'));
    expect(readLeaseStatus('Sublet')).toBe('Sublet');
  });

  it('reads the units a row leases: one, or several together', () => {
    expect(readUnits('101')).toEqual(['101']);
    expect(readUnits('Suite 200')).toEqual(['Suite 200']);
    expect(readUnits('101, 102')).toEqual(['101', '102']);
    expect(readUnits('101 & 102; 103')).toEqual(['101', '102', '103']);
    expect(readUnits('3A et 3B')).toEqual(['3A', '3B']);
    expect(readUnits('201 and 202, 201')).toEqual(['201', '202']);
    // A hyphen or a slash belongs to the unit.
    expect(readUnits('A-1')).toEqual(['A-1']);
    expect(readUnits('1/2')).toEqual(['1/2']);
  });

  it('knows the words a rent roll writes for an empty unit', () => {
    expect(['VACANT', 'Vacant', 'Libre', 'Disponible', 'Inoccupé'].every(isVacant)).toBe(true);
    expect(isVacant('Vacant Holdings Inc.')).toBe(false);
  });
});
