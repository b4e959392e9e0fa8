import { describe, expect, it } from 'vitest';
import { figureText, figureYear } from './figure-values';

const words = {
  label: (a: string) => ({ noi: 'NOI', opex: 'Operating expenses', taxes: 'Taxes' })[a] ?? a,
  amount: (v: number) => `$${v.toLocaleString('en-CA')}`,
};

describe('a year of figures in the history', () => {
  it('is named by its year; other fields are not figures', () => {
    expect(figureYear('figures.2025')).toBe(2025);
    expect(figureYear('figures')).toBeNull();
    expect(figureYear('rba')).toBeNull();
  });

  it('reads its amounts as words, a loss included, leaving out the ones not given', () => {
    expect(figureText({ noi: -12500, opex: null, taxes: 90000 }, words)).toBe('NOI $-12,500 · Taxes $90,000');
    expect(figureText({ noi: 1200000, opex: 400000, taxes: 90000 }, words)).toBe(
      'NOI $1,200,000 · Operating expenses $400,000 · Taxes $90,000',
    );
  });

  it('is empty for a year not stored', () => {
    expect(figureText(null, words)).toBe('');
    expect(figureText({ noi: null, opex: null, taxes: null }, words)).toBe('');
  });
});
