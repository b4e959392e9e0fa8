// What deals add up to, on both databases, against hand-computed figures: the forecast (three open
// deals over two months and two stages, one probability overridden, one fixed commission), the
// results (won and lost by month, win rate, days in each stage, per owner), a pipeline's board and
// the open deals' totals of the portal's count card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import { createAddress, createDeal, createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('deal reports on %s', (dialect) => {
  let t: TestApp;
  /** A pipeline of its own for each test: Early 10 %, Late 20 %, Won, Lost. */
  let pipeline: { id: string; stages: { id: string }[] };
  const stage = (i: number) => pipeline.stages[i]!.id;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function newPipeline(name: string) {
    const res = await t.call('POST', '/api/v1/pipelines', {
      name,
      type: 'investment_sale',
      stages: [
        { name: 'Early', probability: 10, outcome: 'open' },
        { name: 'Late', probability: 20, outcome: 'open' },
        { name: 'Won', probability: 100, outcome: 'won' },
        { name: 'Lost', probability: 0, outcome: 'lost' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    pipeline = res.body;
  }

  it('forecasts open deals by expected close month and stage, weighting each commission by its probability', async () => {
    await newPipeline('Forecast');
    const deal = (fields: object) =>
      createDeal(t, { pipeline_id: pipeline.id, stage_id: stage(0), ...fields });
    // March, Early (10 %): 3 % of 1,000,000 = 30,000 → 3,000 weighted.
    await deal({ value: 1_000_000, commission_pct: 3, expected_close_on: '2030-03-15' });
    // March, Late (20 %): a fixed 50,000 → 10,000 weighted.
    await deal({
      stage_id: stage(1),
      value: 2_000_000,
      commission_amount: 50_000,
      expected_close_on: '2030-03-31',
    });
    // April, Late overridden to 45 %: 4 % of 500,000 = 20,000 → 9,000 weighted.
    await deal({
      stage_id: stage(1),
      value: 500_000,
      commission_pct: 4,
      probability: 45,
      expected_close_on: '2030-04-01',
    });
    // Not forecast: a lost deal, a deal closing after the range, one without a close day.
    await deal({ stage_id: stage(3), lost_reason: 'price', value: 9e6, expected_close_on: '2030-03-10' });
    await deal({ value: 9e6, commission_pct: 1, expected_close_on: '2030-05-01' });
    await deal({ value: 9e6, commission_pct: 1 });

    const res = await t.call(
      'GET',
      `/api/v1/deals/forecast?pipeline_id=${pipeline.id}&from=2030-02&to=2030-04`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      months: [
        { month: '2030-02', by_stage: [] },
        {
          month: '2030-03',
          by_stage: [
            { stage_id: stage(0), count: 1, value: 1_000_000, weighted_commission: 3_000 },
            { stage_id: stage(1), count: 1, value: 2_000_000, weighted_commission: 10_000 },
          ],
        },
        {
          month: '2030-04',
          by_stage: [{ stage_id: stage(1), count: 1, value: 500_000, weighted_commission: 9_000 }],
        },
      ],
    });
    const defaults = await t.call('GET', `/api/v1/deals/forecast?pipeline_id=${pipeline.id}`);
    expect(defaults.body.months).toHaveLength(12);
    for (const [query, key] of [
      ['from=2030-04&to=2030-02', { from: 'deals.val.monthRange' }],
      ['from=2030-13', { from: 'deals.val.month' }],
      ['from=2020-01&to=2030-01', { to: 'deals.val.monthSpan' }],
    ] as const) {
      const bad = await t.call('GET', `/api/v1/deals/forecast?${query}`);
      expect([bad.status, bad.body.error.field_keys]).toEqual([400, key]);
    }
  });

  it('totals the open deals of every pipeline for the count card, leaving won and lost ones out', async () => {
    const totals = async () => {
      const res = await t.call('GET', '/api/v1/deals/open-totals');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { count: number; value: number; weighted_commission: number };
    };
    // Other tests' deals are there too: what these add is compared.
    const before = await totals();
    await newPipeline('Totals');
    const deal = (fields: object) =>
      createDeal(t, { pipeline_id: pipeline.id, stage_id: stage(0), ...fields });
    // Early (10 %): 3 % of 1,000,000 = 30,000 → 3,000 weighted.
    await deal({ value: 1_000_000, commission_pct: 3 });
    // Late, overridden at 50 %: a fixed 20,000 → 10,000 weighted; no value.
    await deal({ stage_id: stage(1), commission_amount: 20_000, probability: 50 });
    // Neither a won nor a lost deal is open.
    await deal({ stage_id: stage(2), value: 5e6, commission_pct: 2 });
    await deal({ stage_id: stage(3), lost_reason: 'price', value: 9e6, commission_pct: 2 });
    const after = await totals();
    expect({
      count: after.count - before.count,
      value: after.value - before.value,
      weighted_commission: after.weighted_commission - before.weighted_commission,
    }).toEqual({ count: 2, value: 1_000_000, weighted_commission: 13_000 });
  });

  it('answers won and lost by month with the win rate, days in each stage and totals per owner', async () => {
    await newPipeline('Results');
    const [ann, bob] = [
      await userWithRole(t, 'ann.broker@example.com', 'staff'),
      await userWithRole(t, 'bob.broker@example.com', 'staff'),
    ];
    const deal = (owner: string, fields: object = {}) =>
      createDeal(t, { pipeline_id: pipeline.id, stage_id: stage(0), owner_id: owner, ...fields });
    const move = (id: string, body: object) => t.call('PUT', `/api/v1/deals/${id}/stage`, body);
    const x = await deal(ann.id, { value: 1_000_000, commission_pct: 2 });
    const y = await deal(ann.id, { value: 3_000_000 });
    const z = await deal(bob.id, { value: 2_000_000, commission_amount: 30_000 });
    await move(x.id, { stage_id: stage(1) });
    await move(x.id, { stage_id: stage(2), closed_on: '2030-01-10' });
    await move(y.id, { stage_id: stage(1) });
    await move(y.id, { stage_id: stage(3), lost_reason: 'timing', closed_on: '2030-01-20' });
    await move(z.id, { stage_id: stage(2), closed_on: '2030-02-05' });
    // The entries' instants, set by hand: x 3 days Early, 6.5 Late; y 1 day Early, 17 Late; z 10 Early.
    const times: Record<string, string[]> = {
      [x.id]: ['2030-01-01T00:00:00.000Z', '2030-01-04T00:00:00.000Z', '2030-01-10T12:00:00.000Z'],
      [y.id]: ['2030-01-02T00:00:00.000Z', '2030-01-03T00:00:00.000Z', '2030-01-20T00:00:00.000Z'],
      [z.id]: ['2030-01-26T00:00:00.000Z', '2030-02-05T00:00:00.000Z'],
    };
    for (const [id, at] of Object.entries(times)) {
      const rows = await t.database.db
        .selectFrom('deal_stage_changes')
        .select('id')
        .where('deal_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(at.length);
      for (const [i, row] of rows.entries())
        await t.database.db
          .updateTable('deal_stage_changes')
          .set({ at: at[i]! })
          .where('id', '=', row.id)
          .execute();
    }

    const res = await t.call(
      'GET',
      `/api/v1/deals/results?pipeline_id=${pipeline.id}&from=2030-01&to=2030-02`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.months).toEqual([
      {
        month: '2030-01',
        won_count: 1,
        won_value: 1_000_000,
        won_commission: 20_000,
        lost_count: 1,
        win_rate: 0.5,
      },
      {
        month: '2030-02',
        won_count: 1,
        won_value: 2_000_000,
        won_commission: 30_000,
        lost_count: 0,
        win_rate: 1,
      },
    ]);
    expect(res.body.stages).toEqual([
      { stage_id: stage(0), name: 'Early', stays: 3, average_days: 4.7 },
      { stage_id: stage(1), name: 'Late', stays: 2, average_days: 11.8 },
      { stage_id: stage(2), name: 'Won', stays: 0, average_days: null },
      { stage_id: stage(3), name: 'Lost', stays: 0, average_days: null },
    ]);
    expect(res.body.owners).toEqual([
      {
        owner_id: bob.id,
        owner_name: expect.any(String),
        won_count: 1,
        won_value: 2_000_000,
        won_commission: 30_000,
        lost_count: 0,
        win_rate: 1,
      },
      {
        owner_id: ann.id,
        owner_name: expect.any(String),
        won_count: 1,
        won_value: 1_000_000,
        won_commission: 20_000,
        lost_count: 1,
        win_rate: 0.5,
      },
    ]);
    const january = await t.call(
      'GET',
      `/api/v1/deals/results?pipeline_id=${pipeline.id}&from=2030-01&to=2030-01`,
    );
    expect(january.body.stages[0]).toMatchObject({ stays: 2, average_days: 2 });
  });

  it("gives a board's stages their totals over every deal and their first cards by expected close", async () => {
    await newPipeline('Board');
    const owner = await userWithRole(t, 'board.owner@example.com', 'staff');
    const address = await createAddress(t, { address: '5 Board Avenue, Québec, QC', locality: 'Québec' });
    const buyer = await createEntity(t, { name: 'Board Buyer Inc.' });
    const deal = (fields: object) =>
      createDeal(t, { pipeline_id: pipeline.id, stage_id: stage(0), ...fields });
    await deal({ name: 'Later', value: 100_000, commission_pct: 5, expected_close_on: '2030-06-01' });
    await deal({ name: 'Undated', value: 300_000, commission_amount: 1_000 });
    await deal({
      name: 'Soon',
      value: 200_000,
      commission_pct: 5,
      expected_close_on: '2030-01-01',
      owner_id: owner.id,
      address_id: address.uuid,
      parties: [{ entity_id: buyer.uuid, role: 'buyer' }],
    });
    const res = await t.call('GET', `/api/v1/pipelines/${pipeline.id}/board?limit=2`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [early, late] = res.body.stages;
    // 5 % of 100,000 and of 200,000, and a fixed 1,000, each at 10 %: 500 + 1,000 + 100.
    expect(early).toMatchObject({ name: 'Early', count: 3, value: 600_000, weighted_commission: 1_600 });
    expect(early.cards.map((c: { name: string }) => c.name)).toEqual(['Soon', 'Later']);
    expect(early.cards[0]).toEqual({
      id: expect.any(String),
      name: 'Soon',
      value: 200_000,
      probability: 10,
      expected_close_on: '2030-01-01',
      owner_id: owner.id,
      owner_name: expect.any(String),
      address: '5 Board Avenue, Québec, QC',
      parties: ['Board Buyer Inc.'],
    });
    expect(late).toMatchObject({ count: 0, value: 0, weighted_commission: 0, cards: [] });
    expect(res.body.stages.map((s: { name: string }) => s.name)).toEqual(['Early', 'Late', 'Won', 'Lost']);
    const mine = await t.call(
      'GET',
      `/api/v1/pipelines/${pipeline.id}/board?owner_id=${owner.id}&city=quebec`,
    );
    expect(mine.body.stages[0]).toMatchObject({ count: 1, value: 200_000 });
    expect((await t.call('GET', '/api/v1/pipelines/01890a5d-ac96-774b-bcce-b302099a8057/board')).status).toBe(
      404,
    );
  });
});
