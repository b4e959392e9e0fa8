// A deal's timeline and the activities and tasks about deals (ADR 0044's amendment) on both
// databases: activities and tasks name deals (404 naming the field for an unknown one), are found
// by `deal_id`, and make the deal's timeline with its stage changes (who and when) and history;
// a deal deleted leaves its activities without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createDeal, createTask, seededPipeline } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('deal timeline on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('names deals on activities and tasks, refuses an unknown one, and filters by deal', async () => {
    const [deal, other] = [await createDeal(t), await createDeal(t)];
    const activity = await createActivity(t, { subject: 'Call with the buyer', deal_ids: [deal.id] });
    expect(activity.deal_ids).toEqual([deal.id]);
    const task = await createTask(t, { title: 'Send the LOI', deal_ids: [deal.id, other.id] });
    expect([...task.deal_ids].sort()).toEqual([deal.id, other.id].sort());
    await createActivity(t, { subject: 'Unrelated' });

    const found = await t.call('GET', `/api/v1/activities?deal_id=${deal.id}`);
    expect(found.body.data.map((a: { subject: string }) => a.subject)).toEqual(['Call with the buyer']);
    const tasks = await t.call('GET', `/api/v1/tasks?deal_id=${other.id}`);
    expect(tasks.body.data.map((x: { title: string }) => x.title)).toEqual(['Send the LOI']);

    for (const [url, body] of [
      [
        '/api/v1/activities',
        { kind: 'note', at: '2026-11-01T10:00:00Z', subject: 'x', body: '', deal_ids: [MISSING_UUID] },
      ],
      [
        '/api/v1/tasks',
        { title: 'x', due_on: '2026-12-01', assignee_id: task.assignee_id, deal_ids: [MISSING_UUID] },
      ],
    ] as const) {
      const res = await t.call('POST', url, body);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ key: 'lookup.deal', fields: { deal_ids: expect.any(String) } });
    }
    // A PUT replaces the list.
    const put = await t.call('PUT', `/api/v1/activities/${activity.id}`, { deal_ids: [other.id] });
    expect(put.body.deal_ids).toEqual([other.id]);
  });

  it('merges the deal’s activities, tasks, stage changes and history, newest first; 404 for an unknown deal', async () => {
    const pipeline = await seededPipeline(t);
    const deal = await createDeal(t, { name: 'Timeline deal' });
    await createActivity(t, {
      subject: 'Tour of the building',
      at: '2099-01-01T12:00:00Z',
      deal_ids: [deal.id],
    });
    await createTask(t, { title: 'Order the appraisal', deal_ids: [deal.id] });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/deals/${deal.id}/stage`,
      headers: { 'api-key': API_KEY },
      payload: { stage_id: pipeline.stages[1]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await t.call('GET', `/api/v1/deals/${deal.id}/timeline`);
    expect(res.status).toBe(200);
    const data = res.body.data as { type: string; title: string; stage?: Record<string, unknown> }[];
    expect(data[0]).toMatchObject({ type: 'activity', title: 'Tour of the building' });
    expect(data.some((i) => i.type === 'task' && i.title === 'Order the appraisal')).toBe(true);
    expect(data.some((i) => i.type === 'history')).toBe(true);
    const stages = data.filter((i) => i.type === 'stage');
    expect(stages.map((i) => [i.stage!.from_stage_name, i.stage!.to_stage_name])).toEqual([
      [pipeline.stages[0]!.name, pipeline.stages[1]!.name],
      [null, pipeline.stages[0]!.name],
    ]);
    expect(stages[0]!.stage).toMatchObject({
      actor: expect.stringMatching(/^api-key:/),
      at: expect.any(String),
    });

    const only = await t.call('GET', `/api/v1/deals/${deal.id}/timeline?kind=stage`);
    expect(only.body.data.map((i: { type: string }) => i.type)).toEqual(['stage', 'stage']);
    expect((await t.call('GET', `/api/v1/deals/${MISSING_UUID}/timeline`)).status).toBe(404);
    // A contact's timeline knows no stage changes and is unchanged by the new kind.
    const party = deal.parties[0]!.entity_id;
    expect((await t.call('GET', `/api/v1/entities/${party}/timeline?kind=stage`)).body.data).toEqual([]);
  });

  it('leaves the activities and tasks of a deleted deal, no longer naming it', async () => {
    const deal = await createDeal(t);
    const activity = await createActivity(t, { subject: 'Kick-off', deal_ids: [deal.id] });
    expect((await t.call('DELETE', `/api/v1/deals/${deal.id}`)).status).toBe(204);
    const after = await t.call('GET', `/api/v1/activities/${activity.id}/complete`);
    expect(after.body).toMatchObject({ subject: 'Kick-off', deal_ids: [] });
  });
});
