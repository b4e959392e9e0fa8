// Pipelines (/api/v1/pipelines) on both databases: the seeded ones, administrators creating and
// changing them (stages added, renamed, reordered, re-weighted, removed, playbooks set), staff
// refused with 403, and a stage deals are in kept (409).
import { DEAL_TYPES } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createDeal, factoryStaff, seededPipeline } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditOf, rowCount } from '../../test/records.js';

describe.each(DIALECTS)('pipelines on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('seeds a pipeline of each deal type, its stages keyed, ordered, one won and one lost', async () => {
    const res = await t.call('GET', '/api/v1/pipelines');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { type: string }) => p.type).sort()).toEqual([...DEAL_TYPES].sort());
    const sale = await seededPipeline(t);
    expect(sale.name).toBe('Investment sale');
    expect(sale.stages.map((s) => [s.key, s.name, s.probability, s.outcome, s.position])).toEqual([
      ['pursuit', 'Pursuit', 10, 'open', 0],
      ['listing_signed', 'Listing signed', 20, 'open', 1],
      ['marketing', 'Marketing', 30, 'open', 2],
      ['offers', 'Offers', 50, 'open', 3],
      ['under_contract', 'Under contract', 70, 'open', 4],
      ['due_diligence', 'Due diligence', 85, 'open', 5],
      ['closed_won', 'Closed won', 100, 'won', 6],
      ['closed_lost', 'Closed lost', 0, 'lost', 7],
    ]);
    for (const pipeline of res.body.data)
      expect(
        pipeline.stages.map((s: { outcome: string }) => s.outcome).filter((o: string) => o !== 'open'),
      ).toEqual(['won', 'lost']);
  });

  it('lets administrators and api keys create and change pipelines; staff get 403', async () => {
    const admin = await userWithRole(t, 'pipeline.admin@example.com', 'admin');
    const staff = await userWithRole(t, 'pipeline.staff@example.com', 'staff');
    const body = {
      name: 'Industrial leasing',
      type: 'landlord_leasing',
      stages: [
        { name: 'Lead', probability: 5, outcome: 'open' },
        { name: 'Signed', probability: 100, outcome: 'won' },
      ],
    };
    const refused = await call(t, 'POST', '/api/v1/pipelines', body, { cookie: staff.cookie });
    expect([refused.status, refused.body.error.key]).toEqual([403, 'pipelines.err.adminOnly']);
    // Refused before its body is read: a staff member learns nothing of what it lacks.
    const empty = await call(t, 'POST', '/api/v1/pipelines', {}, { cookie: staff.cookie });
    expect(empty.status).toBe(403);
    const created = await call(t, 'POST', '/api/v1/pipelines', body, { cookie: admin.cookie });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Industrial leasing',
      type: 'landlord_leasing',
      stages: [
        { key: null, name: 'Lead', position: 0, probability: 5, outcome: 'open', playbook: [] },
        { key: null, name: 'Signed', position: 1, probability: 100, outcome: 'won' },
      ],
    });
    const [lead, signed] = created.body.stages;
    const url = `/api/v1/pipelines/${created.body.id}`;
    const rename = { name: 'Industrial' };
    const staffPut = await call(t, 'PUT', url, rename, { cookie: staff.cookie });
    expect(staffPut.status).toBe(403);
    const changed = await t.call('PUT', url, {
      name: 'Industrial leasing (GTA)',
      stages: [
        { id: lead.id, name: 'Lead in', probability: 15, outcome: 'open' },
        {
          name: 'Tours',
          probability: 40,
          outcome: 'open',
          playbook: [{ title: 'Book tours', due_in_days: 3 }],
        },
        { id: signed.id, name: 'Signed', probability: 100, outcome: 'won' },
        { name: 'Lost', probability: 0, outcome: 'lost' },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.name).toBe('Industrial leasing (GTA)');
    expect(changed.body.stages.map((s: { name: string; position: number }) => [s.name, s.position])).toEqual([
      ['Lead in', 0],
      ['Tours', 1],
      ['Signed', 2],
      ['Lost', 3],
    ]);
    expect(changed.body.stages[1].playbook).toMatchObject([
      { title: 'Book tours', due_in_days: 3, assignee_id: null },
    ]);
    // A stage listed without its playbook keeps it; one left out is removed.
    const tours = changed.body.stages[1];
    const reordered = await call(
      t,
      'PUT',
      url,
      {
        stages: [
          { id: tours.id, name: 'Tours', probability: 45, outcome: 'open' },
          { id: lead.id, name: 'Lead in', probability: 15, outcome: 'open' },
          { id: signed.id, name: 'Signed', probability: 100, outcome: 'won' },
        ],
      },
      { cookie: admin.cookie },
    );
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(
      reordered.body.stages.map((s: { name: string; probability: number; playbook: unknown[] }) => [
        s.name,
        s.probability,
        s.playbook.length,
      ]),
    ).toEqual([
      ['Tours', 45, 1],
      ['Lead in', 15, 0],
      ['Signed', 100, 0],
    ]);
    const entries = await auditOf(t, created.body.id);
    expect(entries.map((e) => [e.record_type, e.action, e.actor])).toEqual([
      ['pipeline', 'create', `user:${admin.id}`],
      ['pipeline', 'update', 'api-key:tests'],
      ['pipeline', 'update', `user:${admin.id}`],
    ]);
  });

  it('keeps a stage deals are in (409), and refuses stages of another pipeline and bad playbooks', async () => {
    const sale = await seededPipeline(t);
    const other = await seededPipeline(t, 'disposition');
    await createDeal(t, { pipeline_id: sale.id, stage_id: sale.stages[2]!.id });
    const staff = await factoryStaff(t);
    const { id: user } = await userWithRole(t, 'playbook.user@example.com', 'user');
    const url = `/api/v1/pipelines/${sale.id}`;
    const list = sale.stages.map(({ id, name, probability, outcome }) => ({
      id,
      name,
      probability,
      outcome,
    }));
    const before = await rowCount(t, 'pipeline_stages');
    const cases: [unknown, number, Record<string, string>][] = [
      [{ stages: list.filter((_, i) => i !== 2) }, 409, { stages: 'pipelines.err.stageInUse' }],
      [
        { stages: list.map((s, i) => (i === 2 ? { ...s, outcome: 'lost' } : s)) },
        409,
        { 'stages.2.outcome': 'pipelines.err.outcomeInUse' },
      ],
      [
        { stages: [...list, { ...list[0]!, id: other.stages[0]!.id }] },
        400,
        { 'stages.8.id': 'pipelines.val.stageOther' },
      ],
      [{ stages: [...list, list[0]] }, 400, { stages: 'pipelines.val.stageTwice' }],
      [{ stages: [] }, 400, { stages: 'pipelines.val.stages' }],
      [
        { stages: list.map((s, i) => (i === 0 ? { ...s, probability: 101 } : s)) },
        400,
        { 'stages.0.probability': 'pipelines.val.probability' },
      ],
      [
        {
          stages: list.map((s, i) =>
            i === 0 ? { ...s, playbook: [{ title: 'Call', due_in_days: 1, assignee_id: user }] } : s,
          ),
        },
        400,
        { 'stages.0.playbook.0.assignee_id': 'pipelines.val.assignee' },
      ],
      [{ type: 'acquisition' }, 400, { type: 'val.unknownField' }],
    ];
    for (const [body, status, fieldKeys] of cases) {
      const res = await t.call('PUT', url, body);
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.error.field_keys, JSON.stringify(body)).toEqual(fieldKeys);
    }
    expect(await rowCount(t, 'pipeline_stages')).toBe(before);
    // A stage no deal is in goes; a named staff member may run its playbook.
    const kept = await t.call('PUT', url, {
      stages: list
        .filter((_, i) => i !== 5)
        .map((s, i) =>
          i === 0 ? { ...s, playbook: [{ title: 'Call', due_in_days: 1, assignee_id: staff.id }] } : s,
        ),
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.stages).toHaveLength(7);
    expect(
      (await t.call('PUT', '/api/v1/pipelines/01890a5d-ac96-774b-bcce-b302099a8057', { name: 'x' })).status,
    ).toBe(404);
  });
});
