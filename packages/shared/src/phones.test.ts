// The phone rule of ADR 0029: international numbers, extensions, the firm's region, search digits
// and the human form.
import { afterEach, describe, expect, it } from 'vitest';
import { NumberCreate } from './contact-points.js';
import { messages } from './messages.js';
import {
  formatPhone,
  normalizePhone,
  phoneHref,
  phoneLookupKey,
  phoneQueryDigits,
  phoneRegion,
  phoneSearchDigits,
  phonesInText,
  readPhone,
  setPhoneRegion,
} from './phones.js';
import { ShowcaseAccessForm } from './public-site.js';

afterEach(() => setPhoneRegion('CA'));

describe('normalizePhone', () => {
  it('stores international numbers in E.164', () => {
    expect(normalizePhone('+33 1 42 68 53 00')).toBe('+33142685300');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('011 33 1 42 68 53 00')).toBe('+33142685300');
  });

  it('keeps the extension in RFC 3966 form, whatever its label', () => {
    for (const typed of [
      '(312) 907-6249 ext. 12',
      '(312) 907-6249 x12',
      '(312) 907-6249 #12',
      '(312) 907-6249 poste 12',
      '312-907-6249, poste 12',
      '+13129076249;ext=12',
    ])
      expect(normalizePhone(typed), typed).toBe('+13129076249;ext=12');
    expect(normalizePhone('+33 1 42 68 53 00 poste 7')).toBe('+33142685300;ext=7');
  });

  it('reads a number without country code in the region given, the firm’s by default', () => {
    expect(phoneRegion()).toBe('CA');
    expect(normalizePhone('01 42 68 53 00')).toBeNull();
    expect(normalizePhone('01 42 68 53 00', 'FR')).toBe('+33142685300');
    expect(normalizePhone('(312) 907-6249', 'US')).toBe('+13129076249');
    setPhoneRegion('fr');
    expect(normalizePhone('01 42 68 53 00')).toBe('+33142685300');
    // A North American number then needs its +1.
    expect(normalizePhone('+1 312 907 6249')).toBe('+13129076249');
    expect(() => setPhoneRegion('XX')).toThrow();
  });

  it('refuses text around the number and says why a number is refused', () => {
    expect(normalizePhone('(312) 907-6249 Mike')).toBeNull();
    expect(readPhone('(312) 907-6249 Mike')).toEqual({ problem: 'invalid' });
    expect(readPhone('555 0142')).toEqual({ problem: 'short' });
    expect(readPhone('555 0142 ext. 1234')).toEqual({ problem: 'short' });
    expect(readPhone('(123) 456-7890')).toEqual({ problem: 'invalid' });
    expect(readPhone('+999 514 555 0142')).toEqual({ problem: 'invalid' });
    expect(readPhone('+33 1 42 68')).toEqual({ problem: 'country' });
    expect(readPhone('+44 20 7946 09581234')).toEqual({ problem: 'country' });
  });
});

describe('the schemas', () => {
  const issue = (phone_number: string) => NumberCreate.safeParse({ phone_number }).error?.issues[0]?.message;

  it('give each refusal its message key', () => {
    expect(issue('+33 1 42 68')).toBe('numbers.val.country');
    expect(messages['numbers.val.country']).toBe('This is not a valid number for its country');
    expect(issue('514-555-014')).toBe('numbers.val.minLen');
    expect(issue('555-555-5555')).toBe('numbers.val.invalid');
    expect(NumberCreate.parse({ phone_number: '(312) 907-6249 poste 12' }).phone_number).toBe(
      '+13129076249;ext=12',
    );
  });

  it('let the showcase take 10 digits or an international number with its +', () => {
    const access = { type: 'Investor', name: 'Amélie', agree: true };
    const number = (n: string) => ShowcaseAccessForm.safeParse({ ...access, number: n });
    expect(number('+33 1 42 68 53 00').data?.number).toBe('+33142685300');
    expect(number('(514) 398-4999').data?.number).toBe('+15143984999');
    expect(number('1 514 398 4999').data?.number).toBe('+15143984999');
    expect(number('01 42 68 53 00').success).toBe(false);
    expect(number('+33 1 42').success).toBe(false);
    expect(number('(312) 907-6249 ext. 12').success).toBe(false);
    setPhoneRegion('FR');
    expect(number('01 42 68 53 00').data?.number).toBe('+33142685300');
    // Read in France, a North American number written without its +1 is no number, not a number
    // "of its country": only a written country code earns that message.
    expect(readPhone('514 555 0426')).toEqual({ problem: 'invalid' });
    expect(readPhone('+33 1 42 68')).toEqual({ problem: 'country' });
  });
});

describe('lookups, display and search', () => {
  it('finds the stored record from any spelling', () => {
    expect(phoneLookupKey('+13129076249')).toBe('+13129076249');
    expect(phoneLookupKey('(312) 907-6249 ext. 12')).toBe('+13129076249;ext=12');
    expect(phoneLookupKey('+13129076249;ext=12')).toBe('+13129076249;ext=12');
    expect(phoneLookupKey('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(phoneLookupKey('+33142685300')).toBe('+33142685300');
  });

  it('formats national in the firm’s region, international otherwise, with the reader’s label', () => {
    expect(formatPhone('+13129076249')).toBe('(312) 907-6249');
    expect(formatPhone('+13129076249;ext=12')).toBe('(312) 907-6249 ext. 12');
    expect(formatPhone('+13129076249;ext=12', 'poste')).toBe('(312) 907-6249 poste 12');
    expect(formatPhone('+33142685300')).toBe('+33 1 42 68 53 00');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    setPhoneRegion('FR');
    expect(formatPhone('+33142685300')).toBe('01 42 68 53 00');
    expect(formatPhone('+13129076249')).toBe('+1 312 907 6249');
    expect(phoneHref('+13129076249;ext=12')).toBe('tel:+13129076249;ext=12');
  });

  it('searches by the E.164 digits, and a foreign number by its national digits too', () => {
    expect(phoneSearchDigits('+15145550142')).toBe('15145550142');
    expect(phoneSearchDigits('+13129076249;ext=12')).toBe('13129076249');
    expect(phoneSearchDigits('+33142685300')).toBe('33142685300 0142685300');
    expect(phoneSearchDigits('+442079460958')).toBe('442079460958 02079460958');
    expect(phoneQueryDigits('907-6249 ext. 12')).toBe('9076249');
    expect(phoneQueryDigits('907-6249 poste 12')).toBe('9076249');
    expect(phoneQueryDigits('x0142')).toBe('0142');
    expect(phoneQueryDigits('+33 1 42')).toBe('33142');
  });
});

describe('phonesInText', () => {
  it('finds the numbers in a cell, in the stored form, with the words left around them', () => {
    expect(phonesInText('(312) 907-6249 Mike', 'CA')).toEqual({ numbers: ['+13129076249'], rest: 'Mike' });
    expect(phonesInText('514 555 0101 poste 12', 'CA')).toEqual({
      numbers: ['+15145550101;ext=12'],
      rest: '',
    });
    expect(phonesInText('Bureau: 01 42 68 53 00 / cell +44 20 7946 0958', 'FR')).toEqual({
      numbers: ['+33142685300', '+442079460958'],
      rest: 'Bureau cell',
    });
  });
});
