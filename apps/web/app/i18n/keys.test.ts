// textOf stands in for `t` where a key is made from data: it must answer exactly what `t` answers,
// for a key the catalogue holds and for one it lacks (a label then reads as it always did).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { knownText, textOf } from './keys';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['common', 'records', 'validation'],
  defaultNS: 'common',
  resources: {
    en: {
      common: {},
      records: { point: { email: 'Email' } },
      validation: { 'val.required': 'Required' },
    },
  },
});

describe('a key made from data', () => {
  it('reads as `t` reads it, held or not', () => {
    for (const key of [
      'records:point.email',
      'records:point.nope',
      'records:none.x',
      'validation:val.required',
    ])
      expect(textOf(i18n, key)).toBe(i18n.t(key as 'records:point.email'));
  });

  it('reads a form’s message as the validation namespace’s `t` does, a key or any text', () => {
    const tv = i18n.getFixedT(null, 'validation');
    for (const message of ['val.required', 'val.nope', 'Invalid input: expected string'])
      expect(textOf(i18n, `validation:${message}`)).toBe(tv(message as 'val.required'));
  });

  it('is known only when the catalogue holds it', () => {
    expect(knownText(i18n, 'records:point.email')).toBe('Email');
    expect(knownText(i18n, 'records:point.nope')).toBeUndefined();
  });
});
