// The demo data a fresh `npm start` creates: its main property shows who owns it at once (issue 17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { seedDemoData } from './seed-demo.js';

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('426 Sunset: recorded owner, two holdings up to the fund, a co-owner and whom to call', async () => {
    expect(await seedDemoData(t.database)).toBe(true);
    expect(await seedDemoData(t.database)).toBe(false);
    const found = await t.call('GET', `/api/v1/addresses/query?address=${encodeURIComponent('426 Sunset')}`);
    const id = found.body.data[0].uuid;
    const { body } = await t.call('GET', `/api/v1/addresses/${id}/owners`);
    const name = new Map<string, string>(
      body.nodes.map((n: { id: string; label: string }) => [n.id, n.label]),
    );
    expect(
      body.paths.map((p: { kind: string; end: string; steps: { to: string; link: string }[] }) =>
        [p.kind, p.end, ...p.steps.map((s) => `${s.link} ${name.get(s.to)}`)].join(' > '),
      ),
    ).toEqual([
      'owner > ultimate > RECORDED_OWNER Sunset Ridge Holdings LLC > OWNER_OF Crest Holdings Inc. > CO-OWNER Westbrook Family Office',
      'owner > ultimate > RECORDED_OWNER Sunset Ridge Holdings LLC > OWNER_OF Crest Holdings Inc. > OWNER_OF Harbourfront Capital Partners',
      'contact > contact > TRUE_OWNER_CONTACT Hélène Côté',
    ]);
    const fund = body.nodes.find((n: { label: string }) => n.label === 'Harbourfront Capital Partners');
    const portfolio = await t.call('GET', `/api/v1/entities/${fund.id}/portfolio`);
    expect(portfolio.body.totals).toEqual({
      properties: 2,
      units: 1,
      square_feet: 69150,
      with_square_feet: 2,
      partial: false,
    });
  });
});
