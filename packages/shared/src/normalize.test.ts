import { describe, expect, it } from 'vitest';
import { canonicalCountry, canonicalEmail, joinSearch, searchText } from './normalize.js';
import { formatPhone, normalizePhone } from './phones.js';

describe('canonical keys', () => {
  it('lowercases and trims emails, refusing non-addresses', () => {
    expect(canonicalEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(canonicalEmail('ann lee@example.com')).toBeNull();
    expect(canonicalEmail('ann@example')).toBeNull();
  });

  it('reads US and Canadian numbers in every common format as E.164', () => {
    for (const typed of [
      '(514) 555-0142',
      '514.555.0142',
      '514 555 0142',
      '+1 514-555-0142',
      '1-514-555-0142',
    ]) {
      expect(normalizePhone(typed)).toBe('+15145550142');
    }
    expect(normalizePhone('123')).toBeNull();
  });

  it('refuses surrounding text (numbers elsewhere and extensions: phones.test.ts)', () => {
    expect(normalizePhone('514-555-0142abc')).toBeNull();
    expect(normalizePhone('phone 5145550142')).toBeNull();
    expect(formatPhone('+15145550142')).toBe('(514) 555-0142');
  });

  it('knows the two countries by their common names', () => {
    expect(['US', 'usa', 'United States', 'U.S.A.'].map(canonicalCountry)).toEqual(['US', 'US', 'US', 'US']);
    expect(['CA', 'Canada'].map(canonicalCountry)).toEqual(['CA', 'CA']);
    expect(canonicalCountry('Mexico')).toBeNull();
  });
});

describe('search text', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(searchText('  Hélène   CÔTÉ ')).toBe('helene cote');
    expect(searchText('Œuvre Straße')).toBe('oeuvre strasse');
  });
  it('keeps fields apart so a query cannot match across two of them', () => {
    expect(joinSearch(['Smith', null, 'Acme'])).toBe('smith\nacme');
  });
});
