// Deals' stage moves (/api/v1/deals/{id}/stage) on both databases: lost needs its reason, won its
// day, a repeated move changes nothing, each entry is recorded and brings the stage's playbook
// tasks once per entry, and only staff move deals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../shared/days.js';
import { call, userWithRole } from '../../test/auth.js';
import {
  createAddress,
  createDeal,
  createEntity,
  factoryStaff,
  seededPipeline,
} from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('deal stage moves on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const put = (url: string, ifMatch: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { 'api-key': API_KEY, 'if-match': ifMatch }, payload });

  it('moves a deal: lost with its reason, reopened, won on today by default; a repeated move changes nothing', async () => {
    const pipeline = await seededPipeline(t);
    const deal = await createDeal(t, { probability: 35 });
    const [lost, won] = [
      pipeline.stages.find((s) => s.outcome === 'lost')!,
      pipeline.stages.find((s) => s.outcome === 'won')!,
    ];
    const move = (body: object, ifMatch = '*') => put(`/api/v1/deals/${deal.id}/stage`, ifMatch, body);
    const lostRes = await move(
      {
        stage_id: lost.id,
        lost_reason: 'other',
        lost_note: 'Owner decided to refinance',
        closed_on: '2026-11-02',
      },
      '"1"',
    );
    expect(lostRes.statusCode, lostRes.body).toBe(200);
    expect(lostRes.json()).toMatchObject({
      outcome: 'lost',
      lost_reason: 'other',
      lost_note: 'Owner decided to refinance',
      closed_on: '2026-11-02',
      probability: 0,
      probability_overridden: false,
    });
    expect((await move({ stage_id: pipeline.stages[2]!.id }, '"1"')).statusCode).toBe(412);
    const reopened = await move({ stage_id: pipeline.stages[2]!.id });
    expect(reopened.json()).toMatchObject({
      outcome: 'open',
      lost_reason: null,
      lost_note: null,
      closed_on: null,
    });
    const wonRes = await move({ stage_id: won.id });
    expect(wonRes.json()).toMatchObject({
      outcome: 'won',
      closed_on: dayIn(t.config.timeZone),
      probability: 100,
    });
    const version = wonRes.headers.etag;
    const again = await move({ stage_id: won.id });
    expect([again.statusCode, again.headers.etag]).toEqual([200, version]);
    const changes = await t.database.db
      .selectFrom('deal_stage_changes')
      .select(['from_stage_id', 'to_stage_id', 'actor'])
      .where('deal_id', '=', deal.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(changes.map((c) => [c.from_stage_id && String(c.from_stage_id), String(c.to_stage_id)])).toEqual([
      [null, pipeline.stages[0]!.id],
      [pipeline.stages[0]!.id, lost.id],
      [lost.id, pipeline.stages[2]!.id],
      [pipeline.stages[2]!.id, won.id],
    ]);
    expect(changes.every((c) => c.actor === 'api-key:tests')).toBe(true);
    const listed = await t.call('GET', `/api/v1/deals/${deal.id}/stage-changes`);
    expect(
      listed.body.data.map((c: { from_stage_name: string | null; to_stage_name: string }) => [
        c.from_stage_name,
        c.to_stage_name,
      ]),
    ).toEqual([
      [null, 'Pursuit'],
      ['Pursuit', 'Closed lost'],
      ['Closed lost', 'Marketing'],
      ['Marketing', 'Closed won'],
    ]);
    expect(listed.body.data[0]).toMatchObject({
      actor: 'api-key:tests',
      actor_name: null,
      at: expect.any(String),
    });
    expect((await t.call('GET', `/api/v1/deals/${MISSING_UUID}/stage-changes`)).status).toBe(404);
  });

  it("makes a stage's playbook tasks once per entry into it, about the deal's property and parties", async () => {
    const named = await factoryStaff(t);
    const owner = await userWithRole(t, 'deal.owner@example.com', 'staff');
    const created = await t.call('POST', '/api/v1/pipelines', {
      name: 'Playbook test',
      type: 'disposition',
      stages: [
        { name: 'Start', probability: 10, outcome: 'open' },
        {
          name: 'Listed',
          probability: 30,
          outcome: 'open',
          playbook: [
            { title: 'Order the survey', due_in_days: 7 },
            { title: 'Photos', due_in_days: 2, assignee_id: named.id },
          ],
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [start, listed] = created.body.stages;
    const address = await createAddress(t);
    const party = await createEntity(t);
    const deal = await createDeal(t, {
      name: 'Playbook deal',
      pipeline_id: created.body.id,
      stage_id: start.id,
      owner_id: owner.id,
      address_id: address.uuid,
      parties: [{ entity_id: party.uuid, role: 'seller' }],
    });
    const tasks = () =>
      t.database.db
        .selectFrom('tasks')
        .select(['id', 'title', 'assignee_id', 'due_on'])
        .where('notes', '=', 'Deal: Playbook deal')
        .orderBy('created_at')
        .orderBy('title')
        .execute();
    const moveTo = (stage: string) => t.call('PUT', `/api/v1/deals/${deal.id}/stage`, { stage_id: stage });
    expect(await tasks()).toEqual([]);
    expect((await moveTo(listed.id)).status).toBe(200);
    const first = await tasks();
    const today = dayIn(t.config.timeZone);
    expect(first.map((task) => [task.title, task.assignee_id])).toEqual(
      expect.arrayContaining([
        ['Order the survey', owner.id],
        ['Photos', named.id],
      ]),
    );
    expect(first.find((task) => task.title === 'Photos')!.due_on > today).toBe(true);
    const task = await t.call('GET', `/api/v1/tasks/${first[0]!.id}/complete`);
    expect(task.body).toMatchObject({ entity_ids: [party.uuid], address_ids: [address.uuid] });
    // A retried move to the stage it is in makes nothing.
    expect((await moveTo(listed.id)).status).toBe(200);
    expect(await tasks()).toHaveLength(2);
    // Leaving and entering again is a second entry: a second set.
    await moveTo(start.id);
    expect(await tasks()).toHaveLength(2);
    await moveTo(listed.id);
    expect(await tasks()).toHaveLength(4);
  });

  it('lets staff create and move deals with their session, owning them by default; not a user without staff access', async () => {
    const pipeline = await seededPipeline(t);
    const staff = await userWithRole(t, 'mover@example.com', 'staff');
    const user = await userWithRole(t, 'plain.user@example.com', 'user');
    const body = { name: 'Session deal', pipeline_id: pipeline.id, stage_id: pipeline.stages[0]!.id };
    const res = await call(t, 'POST', '/api/v1/deals', body, { cookie: staff.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.owner_id).toBe(staff.id);
    const move = { stage_id: pipeline.stages[1]!.id };
    const refused = await call(t, 'PUT', `/api/v1/deals/${res.body.id}/stage`, move, { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect((await call(t, 'POST', '/api/v1/deals', body, { cookie: user.cookie })).status).toBe(403);
    const moved = await call(t, 'PUT', `/api/v1/deals/${res.body.id}/stage`, move, { cookie: staff.cookie });
    expect(moved.body).toMatchObject({ stage_id: pipeline.stages[1]!.id });
    const changes = await t.call('GET', `/api/v1/deals/${res.body.id}/stage-changes`);
    expect(
      changes.body.data.map((c: { actor: string; actor_name: string | null }) => [c.actor, c.actor_name]),
    ).toEqual([
      [`user:${staff.id}`, expect.any(String)],
      [`user:${staff.id}`, expect.any(String)],
    ]);
  });
});
