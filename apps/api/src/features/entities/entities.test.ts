import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const API = '/api/v1/entities';
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MISSING = '01890000-0000-7000-8000-000000000000';
const COUNTERS = ['n_linked_entities', 'n_linked_addresses', 'n_linked_numbers', 'n_linked_emails'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Row = { uuid: string; name: string };

describe.each(DIALECTS)('entities on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function create(body: Record<string, unknown>): Promise<Row & Record<string, unknown>> {
    const res = await t.call('POST', API, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  async function query(qs: string): Promise<{ data: Row[]; offset: number }> {
    const res = await t.call('GET', `${API}/query?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  const names = async (q: string) => (await query(`name=${encodeURIComponent(q)}`)).data.map((e) => e.name);
  const count = async () => (await t.call('GET', `${API}/count`)).body as number;
  const auditRows = () => t.database.db.selectFrom('audit_log').selectAll().execute();

  it('creates a contact and finds it by any spelling of its name', async () => {
    const created = await t.call('POST', API, {
      name: 'Hélène Côté',
      company_name: 'Acme Realty',
      investor: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hélène Côté', investor: true, owner: false });
    expect(await names('HELENE cote')).toEqual(['Hélène Côté']);
    expect(await names('realt')).toEqual(['Hélène Côté']);
  });

  it('POST fills defaults: flags false, counters 0, a v7 uuid and timestamps', async () => {
    const before = Date.now();
    const e = await create({ name: '  Defaulted Person  ' });
    expect(e.name).toBe('Defaulted Person');
    expect(e.uuid).toMatch(UUID_V7);
    // A v7 uuid starts with its creation time in milliseconds.
    const ms = Number.parseInt(e.uuid.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - before)).toBeLessThan(60_000);
    for (const flag of ['investor', 'realtor', 'sunset', 'is_person', 'user', 'private', 'reoc'])
      expect(e[flag]).toBe(false);
    for (const c of COUNTERS) expect(e[c]).toBe(0);
    expect(e).toMatchObject({ company_name: null, notes: null, pct_leased: null, n_sales: null });
    expect(Date.parse(e.created_at as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(e.updated_at).toBe(e.created_at);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing name', {}, 'name', 'Name is required'],
    ['blank name', { name: '   ' }, 'name', 'Name is required'],
    ['short name', { name: 'ab' }, 'name', 'Name must be longer then 3 characters'],
    ['non-boolean flag', { name: 'Valid Name', investor: 'yes' }, 'investor', 'Must be true or false'],
    [
      'long notes',
      { name: 'Valid Name', notes: 'x'.repeat(501) },
      'notes',
      'Notes cannot be longer than 500 characters',
    ],
    ['percent over 100', { name: 'Valid Name', pct_leased: 150 }, 'pct_leased', 'Must be between 0 and 100'],
    ['negative count', { name: 'Valid Name', n_sales: -1 }, 'n_sales', 'Must be 0 or more'],
    ['fractional count', { name: 'Valid Name', n_employees: 2.5 }, 'n_employees', 'Must be a whole number'],
    ['text amount', { name: 'Valid Name', revenue: 'lots' }, 'revenue', 'Must be a number'],
    ['uuid', { name: 'Valid Name', uuid: MISSING }, 'uuid', 'Unknown field'],
    ['counter', { name: 'Valid Name', n_linked_entities: 5 }, 'n_linked_entities', 'Unknown field'],
    ['unknown field', { name: 'Valid Name', foo: 1 }, 'foo', 'Unknown field'],
  ];
  it.each(invalid)(
    'POST refuses %s with its message and changes nothing',
    async (_, body, field, message) => {
      const [n, audit] = [await count(), (await auditRows()).length];
      const res = await t.call('POST', API, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields[field]).toBe(message);
      expect(await count()).toBe(n);
      expect((await auditRows()).length).toBe(audit);
    },
  );

  it('GET /{id}/complete answers the record with empty links, 404 otherwise', async () => {
    const e = await create({ name: 'Complete Person', nickname: 'Compy' });
    const res = await t.call('GET', `${API}/${e.uuid}/complete`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: e.uuid, name: 'Complete Person', nickname: 'Compy' });
    expect(res.body.links).toEqual({ entities: [], addresses: [], numbers: [], emails: [] });
    expect((await t.call('GET', `${API}/${e.uuid.toUpperCase()}/complete`)).body.uuid).toBe(e.uuid);
    for (const id of [MISSING, 'not-a-uuid', "1' OR '1'='1"]) {
      const miss = await t.call('GET', `${API}/${encodeURIComponent(id)}/complete`);
      expect(miss).toEqual({
        status: 404,
        body: { error: { code: 'not_found', message: 'Could not find contact', key: 'lookup.entity' } },
      });
    }
  });

  it('PUT changes only the given fields, moves updated_at and keeps search in step', async () => {
    const e = await create({
      name: 'Oldname Person',
      company_name: 'Keepco Holdings',
      nickname: 'Nicky',
      n_sales: 3,
    });
    await sleep(5);
    const res = await t.call('PUT', `${API}/${e.uuid}`, {
      name: 'Newname Person',
      pct_leased: 50,
      nickname: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Newname Person', pct_leased: 50, nickname: null });
    expect(res.body).toMatchObject({ company_name: 'Keepco Holdings', n_sales: 3, created_at: e.created_at });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(e.updated_at as string));
    expect((await t.call('GET', `${API}/${e.uuid}/complete`)).body).toMatchObject(res.body);
    expect(await names('oldname')).toEqual([]);
    expect(await names('newname')).toEqual(['Newname Person']);
    expect(await names('keepco')).toEqual(['Newname Person']);
    expect(await names('nicky')).toEqual([]);
  });

  it('PUT refuses unknown fields and bad values, answers 404 for a missing contact', async () => {
    const e = await create({ name: 'Guarded Person' });
    for (const [body, field, message] of [
      [{ uuid: MISSING }, 'uuid', 'Unknown field'],
      [{ n_linked_addresses: 3 }, 'n_linked_addresses', 'Unknown field'],
      [{ name: 'ab' }, 'name', 'Name must be longer then 3 characters'],
    ] as const) {
      const res = await t.call('PUT', `${API}/${e.uuid}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await t.call('GET', `${API}/${e.uuid}/complete`)).body).toMatchObject({
      name: 'Guarded Person',
      uuid: e.uuid,
    });
    for (const id of [MISSING, 'nope']) {
      const res = await t.call('PUT', `${API}/${id}`, { name: 'Whoever' });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({
        code: 'not_found',
        message: 'Could not find contact',
        key: 'lookup.entity',
      });
    }
  });

  it('query is a case- and accent-insensitive substring on every name field, never across fields', async () => {
    await create({
      name: 'Côtéquartz Qwerty',
      alt_name: 'Françoise Bœuf',
      nickname: 'ÇA Va',
      company_name: 'Société Zyx',
    });
    await create({ name: 'Smithers Ploom', company_name: 'Acmeworks' });
    await create({ name: 'Xu Li' });
    for (const q of [
      'cotequartz',
      'CÔTÉQUARTZ',
      'tz qw',
      'francoise',
      'boeuf',
      'ça va',
      'ca va',
      'SOCIETE ZYX',
      'été z',
    ])
      expect(await names(q), q).toEqual(['Côtéquartz Qwerty']);
    expect(await names('ÇA')).toContain('Côtéquartz Qwerty');
    expect(await names('xu')).toEqual(['Xu Li']);
    expect(await names('u l')).toEqual(['Xu Li']);
    expect(await names('smithers')).toEqual(['Smithers Ploom']);
    expect(await names('acmeworks')).toEqual(['Smithers Ploom']);
    expect(await names('smithers acmeworks')).toEqual([]);
    expect(await names('ploom acme')).toEqual([]);
  });

  it('special characters never fail and match literally', async () => {
    const special = [
      'Quote "Best" Co',
      '100% Pure Realty',
      'Under_score Inc',
      "O'Brien Group",
      'Star*Co Ltd',
      'Paren (Holdings)',
      'Back\\slash Ltd',
    ];
    for (const name of special) await create({ name });
    const cases: Array<[string, string[]]> = [
      ['"', ['Quote "Best" Co']],
      ['"best"', ['Quote "Best" Co']],
      ['%', ['100% Pure Realty']],
      ['0% p', ['100% Pure Realty']],
      ['_', ['Under_score Inc']],
      ['r_s', ['Under_score Inc']],
      ["'", ["O'Brien Group"]],
      ["o'brien", ["O'Brien Group"]],
      ['*', ['Star*Co Ltd']],
      ['r*co', ['Star*Co Ltd']],
      ['(', ['Paren (Holdings)']],
      ['(hold', ['Paren (Holdings)']],
      ['\\', ['Back\\slash Ltd']],
      ['k\\s', ['Back\\slash Ltd']],
      ['0%_', []],
      ['o%e', []],
      ['s_a', []],
      ['"*"', []],
      ['NEAR(', []],
      ['a OR b', []],
    ];
    for (const [q, expected] of cases) expect(await names(q), q).toEqual(expected);
    // A NUL is refused (PostgreSQL cannot store it) or matches nothing, never a 500 or every row.
    for (const q of ['\u0000', 'ab\u0000', 'abc\u0000d']) {
      const res = await t.call('GET', `${API}/query?name=${encodeURIComponent(q)}`);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect(res.body.data).toEqual([]);
    }
  });

  it('pages through matches in a stable order: limit 10 by default, offset echoed, limit capped at 100', async () => {
    const made: string[] = [];
    // All start with "pagination": ranked by name (ADR 0020), which the padding makes creation order.
    for (let i = 0; i < 25; i++)
      made.push((await create({ name: `Pagination Member ${String(i).padStart(2, '0')}` })).uuid);
    const first = await query('name=pagination');
    expect(first.offset).toBe(0);
    expect(first.data).toHaveLength(10);
    const pages = [
      first,
      await query('name=pagination&offset=10'),
      await query('name=PAGINATION&offset=20&limit=10'),
    ];
    expect(pages.map((p) => p.offset)).toEqual([0, 10, 20]);
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 5]);
    expect(pages.flatMap((p) => p.data.map((e) => e.uuid))).toEqual(made);
    expect((await query('name=pagination&limit=7&offset=3')).data.map((e) => e.uuid)).toEqual(
      made.slice(3, 10),
    );
    expect((await query('name=pagination&offset=25')).data).toEqual([]);
    while ((await count()) <= 100) await create({ name: `Filler Contact ${await count()}` });
    const capped = await query('limit=500');
    expect(capped.data).toHaveLength(100);
    for (const qs of ['limit=0', 'limit=abc', 'offset=-1', 'offset=1.5'])
      expect((await t.call('GET', `${API}/query?${qs}`)).status, qs).toBe(400);
  });

  it('min_* filters apply only above 0 and refuse negatives with the spec messages', async () => {
    const a = await create({ name: 'Minfilter Alpha' });
    const b = await create({ name: 'Minfilter Beta' });
    for (const address of ['1 Minfilter Road', '2 Minfilter Road']) {
      const addr = await createAddress(t, { address });
      await link(t, 'addresses_entities', { entity_id: a.uuid, address_id: addr.uuid, role: 'OFFICE' });
    }
    await createEmail(t, { email: 'alpha@minfilter.test' });
    await createNumber(t, { phone_number: '(514) 398-4455' });
    await link(t, 'entities_emails', { entity_id: a.uuid, email: 'alpha@minfilter.test', type: 'WORK' });
    await link(t, 'entities_numbers', { entity_id: a.uuid, phone_number: '(514) 398-4455', type: 'MOBILE' });
    await link(t, 'entities_entities', { entity_id: a.uuid, entity_id2: b.uuid, relationship: 'SPOUSE' });
    const found = async (qs: string) => (await query(`name=minfilter&${qs}`)).data.map((e) => e.name);
    const both = ['Minfilter Alpha', 'Minfilter Beta'];
    expect(await found('min_addresses=0&min_emails=0&min_numbers=0&min_entities=0')).toEqual(both);
    expect(await found('min_addresses=2')).toEqual(['Minfilter Alpha']);
    expect(await found('min_addresses=3')).toEqual([]);
    expect(await found('min_emails=1')).toEqual(['Minfilter Alpha']);
    expect(await found('min_numbers=1')).toEqual(['Minfilter Alpha']);
    expect(await found('min_entities=1')).toEqual(both);
    expect(await found('min_entities=2')).toEqual([]);
    expect(await found('min_addresses=1&min_emails=1&min_numbers=1&min_entities=1')).toEqual([
      'Minfilter Alpha',
    ]);
    const messages: Array<[string, string]> = [
      ['min_addresses', 'Min addresses cannot be less than 0'],
      ['min_emails', 'Min emails cannot be less than 0'],
      ['min_numbers', 'Min numbers cannot be less than 0'],
      ['min_entities', 'Min contacts cannot be less than 0'],
    ];
    for (const [param, message] of messages) {
      const negative = await t.call('GET', `${API}/query?${param}=-1`);
      expect(negative.status).toBe(400);
      expect(negative.body.error.fields[param]).toBe(message);
      expect((await t.call('GET', `${API}/query?${param}=abc`)).status).toBe(400);
    }
  });

  it('GET /count answers a bare JSON number that follows creations', async () => {
    const raw = async () =>
      (await t.app.inject({ method: 'GET', url: `${API}/count`, headers: { 'api-key': API_KEY } })).body;
    const before = await raw();
    expect(before).toMatch(/^\d+$/);
    await create({ name: 'Counted Person' });
    expect(Number(await raw())).toBe(Number(before) + 1);
    const total = await t.database.db
      .selectFrom('entities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(await raw())).toBe(Number(total.n));
  });
});
