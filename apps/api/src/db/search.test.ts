// Long search values are looked up by their rarest trigrams and then checked whole: a row that
// holds every one of those trigrams but not the value itself must never come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import type { Database } from './database.js';
import { columnStats, wordTrigrams } from './trigram-stats.js';

describe.each(DIALECTS)('long search values on %s', (dialect) => {
  let t: TestApp;
  const names = async (q: string) =>
    (await t.call('GET', `/api/v1/entities/query?name=${encodeURIComponent(q)}`)).body.data.map(
      (e: { name: string }) => e.name,
    );
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const name of ['Westmount Harbour Capital', 'Harbour Westmount Capital', 'Capital of Westmount']) {
      await createEntity(t, { name });
    }
  });
  afterAll(() => t?.close());

  it('samples a column once for a burst of searches, not once per search', async () => {
    let reads = 0;
    // A Database of its own: the statistics are kept per Database, so this one starts cold.
    const counting: Database = {
      ...t.database,
      read: (queries) => {
        reads++;
        return t.database.read(queries);
      },
    };
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => columnStats(counting, 'entities', 'name')),
    );
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]!.counts.get('api')).toBeGreaterThan(0); // "Capital"
    // One sample: the table's seq bounds, then its slices.
    expect(reads).toBe(2);
    await columnStats(counting, 'entities', 'name');
    expect(reads).toBe(2);
  });

  it('finds the exact substring only, whatever trigrams other rows share', async () => {
    expect(wordTrigrams('westmount harbour').length).toBeGreaterThan(4);
    expect(await names('Westmount Harbour')).toEqual(['Westmount Harbour Capital']);
    expect(await names('harbour westmount cap')).toEqual(['Harbour Westmount Capital']);
    expect(await names('WESTMOUNT')).toEqual([
      'Westmount Harbour Capital',
      'Harbour Westmount Capital',
      'Capital of Westmount',
    ]);
    expect(await names('westmount harbour capitals')).toEqual([]);
  });

  it('keeps the separator between fields out of reach', async () => {
    await createEntity(t, { name: 'Dorval Leasing', company_name: 'Montreal Holdings' });
    expect(await names('dorval leasing montreal')).toEqual([]);
    expect(await names('montreal holdings')).toEqual(['Dorval Leasing']);
  });
});
