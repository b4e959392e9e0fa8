// Exports limited per user and in total (issue 23): beyond the limits a 429 with Retry-After, and
// a finished export gives its slot back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { createExportSlots } from './export-slots.js';

describe('export slots', () => {
  it('gives a user perUser slots, the process total, and takes them back once', () => {
    const slots = createExportSlots({ perUser: 2, total: 3 });
    const ann = [slots.take('ann'), slots.take('ann')];
    expect(() => slots.take('ann')).toThrow(
      expect.objectContaining({ statusCode: 429, code: 'rate_limited' }),
    );
    const bob = slots.take('bob');
    // The process is full: another user waits too.
    expect(() => slots.take('carl')).toThrow(expect.objectContaining({ statusCode: 429 }));
    ann[0]!();
    ann[0]!(); // a second release of the same slot changes nothing
    expect(() => slots.take('carl')).not.toThrow();
    expect(() => slots.take('dan')).toThrow(expect.objectContaining({ statusCode: 429 }));
    bob();
    expect(() => slots.take('ann')).not.toThrow();
  });
});

describe.each(DIALECTS)('export limits (%s)', (dialect) => {
  let t: TestApp;
  afterAll(() => t?.close());
  beforeAll(async () => {
    t = await createTestApp(dialect, { exportLimit: { perUser: 1, total: 1 } });
    await t.call('POST', '/api/v1/entities', { name: 'Ann Export' });
  });
  const exportCsv = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/entities/export?format=csv',
      headers: { 'api-key': API_KEY },
    });

  it('one export after another each get the slot the last one gave back', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ann Export');
    }
  });

  it('an export beyond the limit is 429 with Retry-After, and the next one runs', async () => {
    const [first, second] = await Promise.all([exportCsv(), exportCsv()]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body).error).toMatchObject({ code: 'rate_limited', key: 'export.err.busy' });
    expect((await exportCsv()).statusCode).toBe(200);
  });
});
