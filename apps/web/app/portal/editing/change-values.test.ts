import { describe, expect, it } from 'vitest';
import { describeChanges, displayValue, type ValueWords } from './change-values';

const en: ValueWords = {
  yes: 'Yes',
  no: 'No',
  locale: 'en',
  enumLabel: (field, value) => (field === 'default_type' ? { WORK: 'Work' }[value] : undefined),
};
const fr: ValueWords = { ...en, yes: 'Oui', no: 'Non', locale: 'fr-CA' };

describe('displayValue', () => {
  it('shows nothing as empty, flags as Yes/No in the language', () => {
    expect(displayValue('notes', null, en)).toBe('');
    expect(displayValue('notes', '', en)).toBe('');
    expect(displayValue('sunset', true, en)).toBe('Yes');
    expect(displayValue('sunset', false, fr)).toBe('Non');
  });

  it('writes numbers in the language’s notation, zero included', () => {
    expect(displayValue('revenue', 1234567.5, en)).toBe('1,234,567.5');
    expect(displayValue('revenue', 1234567.5, fr).replace(/\s/g, ' ')).toBe('1 234 567,5');
    expect(displayValue('n_sales', 0, en)).toBe('0');
  });

  it('names an enumeration value by its label, other text as typed', () => {
    expect(displayValue('default_type', 'WORK', en)).toBe('Work');
    expect(displayValue('status', 'WORK', en)).toBe('WORK');
  });
});

describe('describeChanges', () => {
  it('lists the changed fields in the form’s order with their labels', () => {
    const labels: Record<string, string> = { name: 'Name', investor: 'Investor', revenue: 'Revenue' };
    const changes = describeChanges(
      { revenue: 10, investor: true, name: 'Acme' },
      ['name', 'investor', 'revenue'],
      (field) => labels[field] ?? field,
      en,
    );
    expect(changes).toEqual([
      { label: 'Name', value: 'Acme' },
      { label: 'Investor', value: 'Yes' },
      { label: 'Revenue', value: '10' },
    ]);
  });

  it('puts fields missing from the order last', () => {
    const changes = describeChanges({ extra: 'x', name: 'A' }, ['name'], (f) => f, en);
    expect(changes.map((c) => c.label)).toEqual(['name', 'extra']);
  });
});
