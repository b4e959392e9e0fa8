import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../db/rows.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

type Audit = {
  actor: string;
  action: string;
  record_type: string;
  record_id: string;
  at: string;
  changes: unknown;
};
type Method = 'POST' | 'PUT' | 'DELETE';
const ACTOR = 'api-key:tests';
const created = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { old: null, new: v }]));

describe.each(DIALECTS)('audit trail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** Sends a request that must answer `status` and returns the audit rows it appended. */
  async function audited(method: Method, url: string, body: unknown, status: number) {
    const before = await t.database.db.selectFrom('audit_log').select('seq').execute();
    const started = Date.now();
    const res = await t.call(method, `/api/v1/${url}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', Math.max(0, ...before.map((r) => Number(r.seq))))
      .orderBy('seq')
      .execute();
    const audits: Audit[] = rows.map((r) => ({
      actor: r.actor,
      action: r.action,
      record_type: r.record_type,
      record_id: r.record_id,
      at: toIso(r.at),
      changes: JSON.parse(String(r.changes)),
    }));
    for (const a of audits) expect(Math.abs(Date.parse(a.at) - started)).toBeLessThan(10_000);
    return { body: res.body, audits: audits.map(({ at: _, ...rest }) => rest) };
  }
  const row = (action: string, record_type: string, record_id: string, changes: unknown) => ({
    actor: ACTOR,
    action,
    record_type,
    record_id,
    changes,
  });

  it('entity create and update record exactly the set and changed fields', async () => {
    const input = { name: '  Audited Person ', investor: true, n_sales: 3, notes: 'hello', nickname: '' };
    const c = await audited('POST', 'entities', input, 201);
    const id = c.body.uuid;
    expect(c.audits).toEqual([
      row(
        'create',
        'entity',
        id,
        created({ name: 'Audited Person', investor: true, n_sales: 3, notes: 'hello' }),
      ),
    ]);

    const u = await audited(
      'PUT',
      `entities/${id}`,
      { name: 'Audited Renamed', investor: false, n_sales: 3, notes: 'hello', pct_leased: 40 },
      200,
    );
    expect(u.audits).toEqual([
      row('update', 'entity', id, {
        name: { old: 'Audited Person', new: 'Audited Renamed' },
        investor: { old: true, new: false },
        pct_leased: { old: null, new: 40 },
      }),
    ]);
    const cleared = await audited('PUT', `entities/${id}`, { notes: '' }, 200);
    expect(cleared.audits).toEqual([row('update', 'entity', id, { notes: { old: 'hello', new: null } })]);
  });

  it('an update that changes nothing writes no audit row and keeps updated_at', async () => {
    const e = (await audited('POST', 'entities', { name: 'Steady Person', owner: true, notes: 'same' }, 201))
      .body;
    for (const body of [
      {},
      { name: ' Steady Person ', owner: true },
      { notes: 'same', investor: false, alt_name: null },
    ]) {
      const u = await audited('PUT', `entities/${e.uuid}`, body, 200);
      expect(u.audits, JSON.stringify(body)).toEqual([]);
      expect(u.body.updated_at).toBe(e.updated_at);
    }
    const a = (
      await audited(
        'POST',
        'addresses',
        { address: '3 Steady Road', country: 'US', place_type: ['route'] },
        201,
      )
    ).body;
    const same = await audited(
      'PUT',
      `addresses/${a.uuid}`,
      { country: 'United States', place_type: ['route'], address: '3 Steady Road' },
      200,
    );
    expect(same.audits).toEqual([]);
  });

  it('address create and update record their fields', async () => {
    const input = {
      address: '12 Audit Avenue',
      locality: 'Laval',
      country: 'Canada',
      place_type: ['premise'],
      liq_importance: 0.5,
    };
    const c = await audited('POST', 'addresses', input, 201);
    const id = c.body.uuid;
    expect(c.audits).toEqual([row('create', 'address', id, created({ ...input, country: 'CA' }))]);
    const u = await audited(
      'PUT',
      `addresses/${id}`,
      { place_type: ['premise', 'subpremise'], locality: 'Laval', rba: 900 },
      200,
    );
    expect(u.audits).toEqual([
      row('update', 'address', id, {
        place_type: { old: ['premise'], new: ['premise', 'subpremise'] },
        rba: { old: null, new: 900 },
      }),
    ]);
  });

  it('emails and numbers record their creation and changes', async () => {
    const m = await audited('POST', 'emails', { email: 'Audit@Example.com', default_type: 'WORK' }, 201);
    expect(m.audits).toEqual([
      row(
        'create',
        'email',
        'audit@example.com',
        created({ email: 'audit@example.com', default_type: 'WORK' }),
      ),
    ]);
    const mu = await audited(
      'PUT',
      'emails/audit@example.com',
      { status: 'bounced', default_type: 'WORK' },
      200,
    );
    expect(mu.audits).toEqual([
      row('update', 'email', 'audit@example.com', { status: { old: null, new: 'bounced' } }),
    ]);
    const n = await audited('POST', 'numbers', { phone_number: '(514) 398-4455' }, 201);
    expect(n.audits).toEqual([
      row('create', 'phone_number', '+15143984455', created({ phone_number: '+15143984455' })),
    ]);
  });

  it('every link create, update and delete records its tag', async () => {
    const [e1, e2] = [
      await createEntity(t, { name: 'Linker One' }),
      await createEntity(t, { name: 'Linker Two' }),
    ];
    const a = await createAddress(t, { address: '99 Link Lane' });
    await createEmail(t, { email: 'link@example.com' });
    await createNumber(t, { phone_number: '212-736-5000' });
    const kinds = [
      [
        'addresses_entities',
        { entity_id: e1.uuid, address_id: a.uuid, role: 'HOME' },
        `${a.uuid}/${e1.uuid}`,
        'role',
        'HOME',
        'OFFICE',
      ],
      [
        'entities_emails',
        { entity_id: e1.uuid, email: 'LINK@example.com', type: 'WORK' },
        `${e1.uuid}/link@example.com`,
        'type',
        'WORK',
        'PERSONAL',
      ],
      [
        'entities_entities',
        { entity_id: e1.uuid, entity_id2: e2.uuid, relationship: 'OWNER' },
        `${e1.uuid}/${e2.uuid}`,
        'relationship',
        'OWNER',
        'SPOUSE',
      ],
      [
        'entities_numbers',
        { entity_id: e1.uuid, phone_number: '(212) 736-5000', type: 'MOBILE' },
        `${e1.uuid}/+12127365000`,
        'type',
        'MOBILE',
        'FAX',
      ],
    ] as const;
    for (const [table, body, id, tag, first, second] of kinds) {
      const c = await audited('POST', table, body, 201);
      expect(c.audits, table).toEqual([row('create', table, id, { [tag]: { old: null, new: first } })]);
      const path = `${table}/${id.split('/').map(encodeURIComponent).join('/')}`;
      const u = await audited('PUT', path, { [tag]: second }, 200);
      expect(u.audits, table).toEqual([row('update', table, id, { [tag]: { old: first, new: second } })]);
      expect((await audited('PUT', path, { [tag]: second }, 200)).audits, `${table} unchanged`).toEqual([]);
      const d = await audited('DELETE', path, undefined, 204);
      expect(d.audits, table).toEqual([row('delete', table, id, { [tag]: { old: second, new: null } })]);
    }
    // The entity-entity link named the other way round is the same link, audited under its stored order.
    await link(t, 'entities_entities', { entity_id: e2.uuid, entity_id2: e1.uuid, relationship: 'CO-OWNER' });
    const reversed = await audited(
      'PUT',
      `entities_entities/${e1.uuid}/${e2.uuid}`,
      { relationship: 'SPOUSE' },
      200,
    );
    expect(reversed.audits).toEqual([
      row('update', 'entities_entities', `${e2.uuid}/${e1.uuid}`, {
        relationship: { old: 'CO-OWNER', new: 'SPOUSE' },
      }),
    ]);
  });

  it('reset records how many counters it corrected', async () => {
    const r = await audited('PUT', 'entities/reset', undefined, 200);
    expect(r.audits).toEqual([
      row('reset', 'counters', '*', { counters_corrected: { old: null, new: r.body.updated } }),
    ]);
  });

  it('a refused request appends nothing', async () => {
    expect((await audited('POST', 'entities', { name: 'ab' }, 400)).audits).toEqual([]);
    expect((await audited('POST', 'addresses', { address: '12 Audit Avenue' }, 409)).audits).toEqual([]);
    expect(
      (await audited('PUT', 'entities/01890000-0000-7000-8000-000000000000', { name: 'Nobody' }, 404)).audits,
    ).toEqual([]);
  });
});
