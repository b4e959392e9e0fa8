import { describe, expect, it } from 'vitest';
import { isLocalizedPath, languageOfPath, localizedPath } from './language';
import { resources } from './resources';

describe('language of a URL', () => {
  it('reads French from the /fr prefix only', () => {
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/fr/426sunset')).toBe('fr');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/french-riviera')).toBe('en');
    expect(languageOfPath('/frank')).toBe('en');
  });

  it('maps a public page to its other-language URL and back', () => {
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(localizedPath('/426sunset', 'fr')).toBe('/fr/426sunset');
    expect(localizedPath('/fr/426sunset', 'en')).toBe('/426sunset');
    expect(localizedPath('/fr/426sunset', 'fr')).toBe('/fr/426sunset');
    expect(localizedPath('/frank', 'fr')).toBe('/fr/frank');
  });

  it('keeps portal pages on one URL', () => {
    expect(isLocalizedPath('/admin/contacts/1')).toBe(false);
    expect(isLocalizedPath('/login')).toBe(false);
    expect(isLocalizedPath('/')).toBe(true);
    expect(isLocalizedPath('/administration-fees')).toBe(true);
  });
});

describe('messages', () => {
  const leaves = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string'
      ? [prefix]
      : Object.entries(value as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));

  it('French has every English key and no empty text', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(leaves(resources.fr[ns]).sort(), ns).toEqual(leaves(resources.en[ns]).sort());
      const empty = leaves(resources.fr[ns]).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources.fr[ns]);
        return typeof text === 'string' && text.trim() === '';
      });
      expect(empty, ns).toEqual([]);
    }
  });
});
