import { describe, expect, it } from 'vitest';
import { fieldErrors, labelOf } from './address-checks';
import { EMPTY_DRAFT, parseNumber } from './address-values';

const draft = { ...EMPTY_DRAFT, address: '1 Main St' };

describe('fieldErrors', () => {
  it('gives the shared rules’ messages, importance read as a percentage', () => {
    const current = {
      ...draft,
      liq_importance: parseNumber('liq_importance', '150') ?? null,
      rba: -1,
      notes: 'x'.repeat(501),
    };
    expect(fieldErrors('edit', current, {})).toEqual({
      liq_importance: 'val.percent',
      rba: 'val.nonNegative',
      notes: 'val.notes',
    });
  });

  it('keeps a number that could not be read as an error, not a change', () => {
    expect(fieldErrors('edit', draft, { pct_leased: 'lots' })).toEqual({ pct_leased: 'val.number' });
  });

  it('checks the full address only on a new one', () => {
    const blank = { ...draft, address: '' };
    expect(fieldErrors('edit', blank, {})).toEqual({});
    expect(fieldErrors('new', blank, {})).toEqual({ address: 'addresses.val.req' });
  });
});

describe('labelOf', () => {
  it('names a confirmation level after its component', () => {
    const t = (key: string, options?: Record<string, string>) =>
      `${key}${options ? JSON.stringify(options) : ''}`;
    expect(labelOf(t, 'route')).toBe('addresses:fields.route');
    expect(labelOf(t, 'route_confirmation_level')).toBe(
      'addresses:levelOf{"field":"addresses:fields.route"}',
    );
  });
});
