import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  createAddress,
  createEmail,
  createEntity,
  createNumber,
  createTask,
  link,
} from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';

type Counts = Record<string, number>;
const ENTITY_COUNTERS = ['n_linked_addresses', 'n_linked_emails', 'n_linked_numbers', 'n_linked_entities'];
const RESOURCES = ['entities', 'addresses', 'emails', 'numbers'] as const;

describe.each(DIALECTS)('PUT /entities/reset on %s', (dialect) => {
  let t: TestApp;
  const ids = { e: [] as string[], a: [] as string[], m: [] as string[], n: [] as string[] };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 5; i++) ids.e.push((await createEntity(t, { name: `Counter Person ${i}` })).uuid);
    for (let i = 0; i < 3; i++)
      ids.a.push((await createAddress(t, { address: `${i + 1} Counter Street` })).uuid);
    for (let i = 0; i < 3; i++)
      ids.m.push((await createEmail(t, { email: `person${i}@counter.test` })).email);
    for (const p of ['514-398-4001', '514-398-4002', '514-398-4003'])
      ids.n.push((await createNumber(t, { phone_number: p })).phone_number);
    const { e, a, m, n } = ids;
    for (const [ai, ei, role] of [
      [0, 0, 'OFFICE'],
      [1, 0, 'HOME'],
      [0, 1, 'OWNER'],
      [0, 2, 'TRUE_OWNER'],
    ] as const)
      await link(t, 'addresses_entities', { entity_id: e[ei]!, address_id: a[ai]!, role });
    for (const [ei, mi, type] of [
      [0, 0, 'WORK'],
      [1, 0, 'PERSONAL'],
      [2, 1, 'OTHER'],
    ] as const)
      await link(t, 'entities_emails', { entity_id: e[ei]!, email: m[mi]!, type });
    for (const [x, y, relationship] of [
      [0, 1, 'SPOUSE'],
      [2, 0, 'OWNER'],
      [1, 2, 'EMPLOYER_EMPLOYEE'],
      [3, 0, 'CO-OWNER'],
    ] as const)
      await link(t, 'entities_entities', { entity_id: e[x]!, entity_id2: e[y]!, relationship });
    for (const [ei, ni, type] of [
      [0, 0, 'MOBILE'],
      [3, 1, 'FAX'],
      [1, 0, 'HOME'],
    ] as const)
      await link(t, 'entities_numbers', { entity_id: e[ei]!, phone_number: n[ni]!, type });
    // Removing links through the API lowers the counters too.
    const removed = [
      `addresses_entities/${a[0]}/${e[2]}`,
      `entities_entities/${e[0]}/${e[3]}`, // stored as e3 → e0; found either way round
      `entities_numbers/${e[1]}/${encodeURIComponent('(514) 398-4001')}`,
    ];
    for (const path of removed) expect((await t.call('DELETE', `/api/v1/${path}`)).status, path).toBe(204);
  });
  afterAll(() => t?.close());

  /** Link counts per key, computed straight from the link tables. */
  async function linkCounts(table: string, column: string): Promise<Counts> {
    const { rows } = await sql<{ k: string; n: number | string }>`
      SELECT ${sql.ref(column)} AS k, count(*) AS n FROM ${sql.table(table)} GROUP BY ${sql.ref(column)}`.execute(
      t.database.db,
    );
    return Object.fromEntries(rows.map((r) => [String(r.k), Number(r.n)]));
  }
  async function expected() {
    const [ae, ea, ee1, ee2, ee, en] = await Promise.all([
      linkCounts('addresses_entities', 'entity_id'),
      linkCounts('addresses_entities', 'address_id'),
      linkCounts('entities_entities', 'entity_id'),
      linkCounts('entities_entities', 'entity_id2'),
      linkCounts('entities_emails', 'email'),
      linkCounts('entities_numbers', 'phone_number'),
    ]);
    const [me, ne] = [
      await linkCounts('entities_emails', 'entity_id'),
      await linkCounts('entities_numbers', 'entity_id'),
    ];
    const totals = await Promise.all(
      ['entities', 'addresses', 'emails', 'phone_numbers'].map(async (table) => {
        const { rows } = await sql<{
          n: number | string;
        }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.database.db);
        return Number(rows[0]!.n);
      }),
    );
    return {
      entities: Object.fromEntries(
        ids.e.map((id) => [id, [ae[id] ?? 0, me[id] ?? 0, ne[id] ?? 0, (ee1[id] ?? 0) + (ee2[id] ?? 0)]]),
      ),
      addresses: Object.fromEntries(ids.a.map((id) => [id, ea[id] ?? 0])),
      emails: Object.fromEntries(ids.m.map((id) => [id, ee[id] ?? 0])),
      numbers: Object.fromEntries(ids.n.map((id) => [id, en[id] ?? 0])),
      totals,
    };
  }
  /** What the API shows: every record's counters (from …/complete) and each GET …/count. */
  async function shown() {
    const get = async (kind: string, id: string) =>
      (await t.call('GET', `/api/v1/${kind}/${encodeURIComponent(id)}/complete`)).body;
    const entities: Record<string, number[]> = {};
    for (const id of ids.e) {
      const body = await get('entities', id);
      entities[id] = ENTITY_COUNTERS.map((c) => body[c]);
    }
    const one = async (kind: string, list: string[]) =>
      Object.fromEntries(
        await Promise.all(list.map(async (id) => [id, (await get(kind, id)).n_linked_entities])),
      );
    const totals = await Promise.all(
      RESOURCES.map(async (r) => (await t.call('GET', `/api/v1/${r}/count`)).body),
    );
    return {
      entities,
      addresses: await one('addresses', ids.a),
      emails: await one('emails', ids.m),
      numbers: await one('numbers', ids.n),
      totals,
    };
  }
  const reset = () => t.call('PUT', '/api/v1/entities/reset');

  it('link writes keep every counter equal to a recount, so reset finds nothing to fix', async () => {
    const truth = await expected();
    // Sanity: the fixture really has links of every kind left after the deletions.
    expect(Object.values(truth.entities)).toEqual([
      [2, 1, 1, 2],
      [1, 1, 0, 2],
      [0, 1, 0, 2],
      [0, 0, 1, 0],
      [0, 0, 0, 0],
    ]);
    expect(truth.totals).toEqual([5, 3, 3, 3]);
    expect(await shown()).toEqual(truth);
    expect(await reset()).toEqual({ status: 200, body: { updated: 0 } });
    expect(await shown()).toEqual(truth);
  });

  it('recomputes corrupted counters and record totals from the links', async () => {
    const truth = await expected();
    const { e, a, m, n } = ids;
    const corrupt = [
      sql`UPDATE entities SET n_linked_addresses = 99 WHERE uuid = ${e[0]}`,
      sql`UPDATE entities SET n_linked_emails = 0 WHERE uuid = ${e[1]}`,
      sql`UPDATE entities SET n_linked_entities = -4 WHERE uuid = ${e[2]}`,
      sql`UPDATE entities SET n_linked_numbers = 7 WHERE uuid = ${e[4]}`,
      sql`UPDATE addresses SET n_linked_entities = 5 WHERE uuid = ${a[1]}`,
      sql`UPDATE emails SET n_linked_entities = 0 WHERE email = ${m[0]}`,
      sql`UPDATE phone_numbers SET n_linked_entities = 42 WHERE phone_number = ${n[2]}`,
    ];
    for (const q of corrupt) await q.execute(t.database.db);
    await sql`UPDATE record_counts SET n = n + 17`.execute(t.database.db);
    const broken = await shown();
    expect(broken).not.toEqual(truth);
    expect(broken.totals).toEqual(truth.totals.map((x) => x + 17));

    const res = await reset();
    expect(res).toEqual({ status: 200, body: { updated: corrupt.length } });
    expect(await shown()).toEqual(truth);
    expect(await expected()).toEqual(truth);
    expect((await reset()).body).toEqual({ updated: 0 });
  });

  it('recounts the activities and tasks totals too', async () => {
    await createActivity(t);
    await createActivity(t);
    await createTask(t);
    const totals = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .selectFrom('record_counts')
            .select(['kind', 'n'])
            .where('kind', 'in', ['activities', 'tasks'])
            .execute()
        ).map((r) => [r.kind, Number(r.n)]),
      );
    const truth = await totals();
    expect(truth).toEqual({
      activities: await rowCount(t, 'activities'),
      tasks: await rowCount(t, 'tasks'),
    });
    expect(truth.activities).toBeGreaterThanOrEqual(2);
    await sql`UPDATE record_counts SET n = n + 9 WHERE kind IN ('activities', 'tasks')`.execute(
      t.database.db,
    );
    expect(await totals()).not.toEqual(truth);
    expect((await reset()).status).toBe(200);
    expect(await totals()).toEqual(truth);
  });

  it('needs an api key', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/entities/reset' });
    expect(res.statusCode).toBe(401);
  });
});
