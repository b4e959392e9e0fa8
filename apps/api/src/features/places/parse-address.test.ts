import { describe, expect, it } from 'vitest';
import { loadCorpus, measureCorpus, SCORED } from './corpus-accuracy.js';
import { parseAddress } from './parse-address.js';

describe('offline address parser', () => {
  const corpus = loadCorpus();

  it('has a corpus of 300+ addresses across states, provinces, English and French', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const groups = new Set(corpus.map((e) => e.group));
    expect(groups.size).toBeGreaterThanOrEqual(55);
    expect(corpus.filter((e) => e.lang === 'fr').length).toBeGreaterThanOrEqual(50);
    for (const c of ['subpremise', 'post_box', 'postal_code_suffix'] as const)
      expect(corpus.filter((e) => e.expected[c]).length).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((e) => e.expected.route?.startsWith('Rural Route')).length).toBeGreaterThanOrEqual(
      10,
    );
  });

  it('finds each component in at least 97% of the corpus', () => {
    const accuracy = measureCorpus(corpus);
    for (const c of SCORED) {
      const misses = accuracy.misses.filter((m) => m.component === c).slice(0, 5);
      expect({ c, share: accuracy.byComponent[c] >= 0.97 ? 'ok' : accuracy.byComponent[c], misses }).toEqual({
        c,
        share: 'ok',
        misses: expect.anything(),
      });
    }
  });

  it('parses the issue example, French style with the province in parentheses', () => {
    expect(parseAddress('1250 rue Sainte-Catherine O, app. 4, Montréal QC H3G 1P1')).toMatchObject({
      street_number: '1250',
      route: 'Rue Sainte-Catherine Ouest',
      subpremise: '4',
      unit_label: 'app.',
      locality: 'Montréal',
      administrative_area_level_1: 'QC',
      postal_code: 'H3G 1P1',
      country: 'CA',
    });
    expect(
      parseAddress('1250, rue Sainte-Catherine Ouest, bureau 200, Montréal (Québec) H3G1P1'),
    ).toMatchObject({
      street_number: '1250',
      subpremise: '200',
      administrative_area_level_1: 'QC',
      postal_code: 'H3G 1P1',
    });
  });

  it('flags other countries and leaves partial text alone', () => {
    expect(parseAddress('10 Downing Street, London, UK').foreign).toBe(true);
    expect(parseAddress('Calle 5 #12, Ciudad de México, Mexico').foreign).toBe(true);
    expect(parseAddress('123 Ma')).toMatchObject({
      street_number: '123',
      route: 'Ma',
      country: null,
      foreign: false,
    });
    expect(parseAddress('Montréal, QC')).toMatchObject({ locality: 'Montréal', route: null, country: 'CA' });
  });
});
