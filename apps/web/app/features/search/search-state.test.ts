import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  clampOffset,
  hasText,
  nextDisabled,
  parseSearch,
  splitAddress,
  toSearchParams,
  validate,
} from './search-state';

describe('splitAddress', () => {
  it('takes the first comma-separated part as the headline', () => {
    expect(splitAddress('426 Sunset Blvd, Los Angeles, CA 90028, USA')).toEqual({
      headline: '426 Sunset Blvd',
      rest: 'Los Angeles, CA 90028, USA',
    });
  });
  it('keeps an address without a comma whole', () => {
    expect(splitAddress(' 1 Main St ')).toEqual({ headline: '1 Main St', rest: '' });
  });
});

describe('URL <-> search', () => {
  it('defaults to the addresses tab, no filters, offset 0', () => {
    expect(parseSearch(new URLSearchParams())).toEqual({ tab: 'addresses', filters: {}, offset: 0 });
  });

  it('reads the tab, its own filters and the offset, ignoring the rest', () => {
    const params = new URLSearchParams(
      'tab=contacts&name=Ann&min_emails=2&city=Laval&roles=investor,owner&country=CA&offset=20&x=1',
    );
    expect(parseSearch(params)).toEqual({
      tab: 'contacts',
      filters: { name: 'Ann', min_emails: '2', city: 'Laval', roles: 'investor,owner' },
      offset: 20,
    });
  });

  it('falls back on an unknown tab and an offset out of range', () => {
    expect(parseSearch(new URLSearchParams('tab=users&offset=-5')).tab).toBe('addresses');
    expect(parseSearch(new URLSearchParams('offset=abc')).offset).toBe(0);
    expect(clampOffset(500)).toBe(100);
    expect(clampOffset(2.5)).toBe(0);
  });

  it('round-trips, writing only non-empty filters and a non-zero offset', () => {
    const state = {
      tab: 'emails' as const,
      filters: { email: 'ann', domain: '', min_entities: '1' },
      offset: 10,
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('tab=emails&email=ann&min_entities=1&offset=10');
    expect(parseSearch(params)).toEqual({ ...state, filters: { email: 'ann', min_entities: '1' } });
    expect(toSearchParams({ tab: 'numbers', filters: {}, offset: 0 }).toString()).toBe('tab=numbers');
  });
});

describe('hasText', () => {
  it('needs one non-blank text filter of the tab', () => {
    expect(hasText('addresses', { min_entities: '2' })).toBe(false);
    expect(hasText('addresses', { address: '  ' })).toBe(false);
    expect(hasText('addresses', { city: 'Laval' })).toBe(true);
    expect(hasText('contacts', { country: 'CA' } as never)).toBe(false);
    // The contacts' filter panel (issue 25) runs a search by itself.
    expect(hasText('contacts', { city: 'Laval' })).toBe(true);
    expect(hasText('numbers', { phone_number: '514' })).toBe(true);
  });
});

describe('validate', () => {
  it("gives each negative minimum the spec's message key", () => {
    expect(
      validate('contacts', {
        name: 'a',
        min_addresses: '-1',
        min_emails: '-1',
        min_numbers: '-1',
        min_entities: '-1',
      }),
    ).toEqual({
      min_addresses: 'val.minAddresses',
      min_emails: 'val.minEmails',
      min_numbers: 'val.minNumbers',
      min_entities: 'val.minContacts',
    });
    expect(validate('addresses', { min_entities: '1.5' })).toEqual({ min_entities: 'val.minContacts' });
  });
  it('accepts empty filters and minimums of 0 or more', () => {
    expect(validate('emails', {})).toEqual({});
    expect(validate('numbers', { phone_number: '514', min_entities: '0' })).toEqual({});
  });
});

describe('apiQuery', () => {
  it('trims text, sends a minimum only above 0, and asks for a page of 10', () => {
    expect(
      apiQuery({
        tab: 'contacts',
        filters: { name: ' Ann ', min_emails: '0', min_numbers: '3' },
        offset: 20,
      }),
    ).toEqual({ name: 'Ann', min_numbers: 3, limit: 10, offset: 20 });
  });
});

describe('nextDisabled', () => {
  it('on a short page or from offset 100', () => {
    expect(nextDisabled(10, 0)).toBe(false);
    expect(nextDisabled(9, 0)).toBe(true);
    expect(nextDisabled(10, 90)).toBe(false);
    expect(nextDisabled(10, 100)).toBe(true);
  });
});
