// /api/v1/emails through HTTP on both databases: canonical storage, the spec's messages, lookup
// in any case, updates (including a rename that keeps the links), search and count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const enc = encodeURIComponent;

describe.each(DIALECTS)('emails on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const create = (email: unknown, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/api/v1/emails', { email, ...extra });
  const complete = (email: string) => t.call('GET', `/api/v1/emails/${enc(email)}/complete`);
  const put = (email: string, body: unknown) => t.call('PUT', `/api/v1/emails/${enc(email)}`, body);
  const count = async () => (await t.call('GET', '/api/v1/emails/count')).body as number;
  const query = async (qs: string) => {
    const res = await t.call('GET', `/api/v1/emails/query?${qs}`);
    expect(res.status).toBe(200);
    return res.body as { data: Array<{ email: string }>; offset: number };
  };
  const emailsOf = async (qs: string) => (await query(qs)).data.map((e) => e.email);
  async function linkedEntity(email: string, name = 'Linked Person') {
    const entity = await createEntity(t, { name });
    await link(t, 'entities_emails', { entity_id: entity.uuid, email, type: 'WORK' });
    return entity.uuid;
  }
  const fieldError = (res: Awaited<ReturnType<TestApp['call']>>, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    return res.body.error.fields[field] as string;
  };

  it('stores the canonical lowercase form and derives the domain', async () => {
    const res = await create('  Jane.Doe@Example.COM ', { default_type: 'WORK' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'jane.doe@example.com',
      domain: 'example.com',
      default_type: 'WORK',
      do_not_contact: false,
      status: null,
      notes: null,
      n_linked_entities: 0,
    });
    expect(typeof res.body.created_at).toBe('string');
    const stored = await complete('jane.doe@example.com');
    expect(stored.body).toMatchObject({
      email: 'jane.doe@example.com',
      domain: 'example.com',
      links: { entities: [] },
    });
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const before = await count();
    expect(fieldError(await t.call('POST', '/api/v1/emails', { default_type: 'WORK' }), 'email')).toBe(
      'Email is required',
    );
    expect(fieldError(await create(''), 'email')).toBe('Email is required');
    expect(fieldError(await create('   '), 'email')).toBe('Email is required');
    expect(fieldError(await create('ab'), 'email')).toBe('Email must be longer then 3 characters');
    for (const bad of ['not-an-email', 'a@b', 'two words@x.com', '@example.com', 'me@@x.org'])
      expect(fieldError(await create(bad), 'email'), bad).toBe('Please enter a valid email address.');
    expect(fieldError(await create('ok@valid.com', { default_type: 'BOGUS' }), 'default_type')).toBe(
      'Type must be one of MOBILE, FAX, HOME, PERSONAL, WORK, OFFICE, OTHER',
    );
    expect(fieldError(await create('ok@valid.com', { n_linked_entities: 5 }), 'n_linked_entities')).toBe(
      'Unknown field',
    );
    expect(fieldError(await create(42), 'email')).toBe('Email is required');
    expect(await count()).toBe(before);
    expect((await complete('ok@valid.com')).status).toBe(404);
  });

  it('answers 409 exists for the same email in another case', async () => {
    expect((await create('dup@case.test')).status).toBe(201);
    const before = await count();
    const res = await create('DUP@Case.TEST');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'exists', message: 'This email address already exists' });
    expect(await count()).toBe(before);
  });

  it('finds an email URL-encoded and in upper case; an unknown one is 404', async () => {
    await create('Mixed.Case+tag@Lookup.test');
    const res = await t.call('GET', `/api/v1/emails/${enc('MIXED.CASE+TAG@LOOKUP.TEST')}/complete`);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('mixed.case+tag@lookup.test');
    for (const missing of ['nobody@lookup.test', 'not-an-email']) {
      const miss = await complete(missing);
      expect(miss.status).toBe(404);
      expect(miss.body.error).toEqual({
        code: 'not_found',
        message: 'Could not find email',
        key: 'lookup.email',
      });
    }
  });

  it('finds, updates and links an email longer than 100 characters by its path', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`;
    expect((await create(long)).status).toBe(201);
    expect((await complete(long.toUpperCase())).body.email).toBe(long);
    expect((await put(long, { status: 'long' })).body.status).toBe('long');
    const entity = await linkedEntity(long);
    const del = await t.call('DELETE', `/api/v1/entities_emails/${entity}/${enc(long)}`);
    expect(del.status).toBe(204);
  });

  it('changes status, notes, do_not_contact and default_type, with limits', async () => {
    await create('edit@put.test', { default_type: 'PERSONAL' });
    const ok = await put('EDIT@put.test', {
      status: 'bounced',
      notes: 'n'.repeat(500),
      do_not_contact: true,
      default_type: 'OFFICE',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'bounced', do_not_contact: true, default_type: 'OFFICE' });
    expect((await complete('edit@put.test')).body).toMatchObject({
      status: 'bounced',
      notes: 'n'.repeat(500),
      do_not_contact: true,
      default_type: 'OFFICE',
    });
    expect(fieldError(await put('edit@put.test', { status: 's'.repeat(16) }), 'status')).toBe(
      'Status cannot be longer than 15 characters',
    );
    expect(fieldError(await put('edit@put.test', { notes: 'n'.repeat(501) }), 'notes')).toBe(
      'Notes cannot be longer than 500 characters',
    );
    expect((await put('edit@put.test', { default_type: 'bogus' })).status).toBe(400);
    expect((await put('edit@put.test', { do_not_contact: 'yes' })).status).toBe(400);
    expect((await complete('edit@put.test')).body).toMatchObject({
      status: 'bounced',
      default_type: 'OFFICE',
    });
    const cleared = await put('edit@put.test', { status: '', do_not_contact: false });
    expect(cleared.body).toMatchObject({ status: null, do_not_contact: false });
    const missing = await put('ghost@put.test', { status: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Could not find email');
  });

  it('renames an email and keeps its links; renaming onto an existing email is 409', async () => {
    await create('old.name@rename.test', { default_type: 'WORK' });
    const entity = await linkedEntity('old.name@rename.test', 'Renamed Owner');
    const renamed = await put('old.name@rename.test', { email: ' New.Name@Other.ORG' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      email: 'new.name@other.org',
      domain: 'other.org',
      n_linked_entities: 1,
    });
    expect((await complete('old.name@rename.test')).status).toBe(404);
    const email = await complete('new.name@other.org');
    expect(email.body.links.entities).toEqual([{ entity_id: entity, name: 'Renamed Owner', type: 'WORK' }]);
    const owner = await t.call('GET', `/api/v1/entities/${entity}/complete`);
    expect(owner.body.links.emails).toEqual([{ email: 'new.name@other.org', type: 'WORK' }]);
    expect(owner.body.n_linked_emails).toBe(1);

    await create('taken@rename.test');
    const clash = await put('new.name@other.org', { email: 'TAKEN@rename.test' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('exists');
    expect((await complete('new.name@other.org')).body.links.entities).toHaveLength(1);
    expect((await complete('taken@rename.test')).body.links.entities).toHaveLength(0);
    expect(fieldError(await put('new.name@other.org', { email: 'broken' }), 'email')).toBe(
      'Please enter a valid email address.',
    );
  });

  it('searches by email substring and by domain, any case', async () => {
    for (const e of ['alice@acme-search.test', 'bob@acme-search.test', 'carol@widgets-search.test'])
      await create(e);
    expect(await emailsOf('email=ACME-SEARCH')).toEqual(['alice@acme-search.test', 'bob@acme-search.test']);
    expect(await emailsOf('email=alice%40acme')).toEqual(['alice@acme-search.test']);
    expect(await emailsOf('email=ol@')).toEqual(['carol@widgets-search.test']);
    expect(await emailsOf('domain=widgets-search')).toEqual(['carol@widgets-search.test']);
    expect(await emailsOf('domain=acme-search.test&email=bob')).toEqual(['bob@acme-search.test']);
    // A domain filter matches the domain only, not the local part.
    expect(await emailsOf('domain=alice')).toEqual([]);
    expect(await emailsOf('email=zzz-nothing-zzz')).toEqual([]);
    // LIKE wildcards typed by a user are plain characters.
    await create('under_score@wild.test');
    expect(await emailsOf('email=_')).toEqual(['under_score@wild.test']);
    expect(await emailsOf('email=%25')).toEqual([]);
    expect(await emailsOf('email=r_s')).toEqual(['under_score@wild.test']);
  });

  it('finds an accented address by its own spelling in any case', async () => {
    expect((await create('Émile.Zola@Exemple-Accent.fr')).body.email).toBe('émile.zola@exemple-accent.fr');
    expect(await emailsOf(`email=${enc('ÉMILE.Z')}`)).toEqual(['émile.zola@exemple-accent.fr']);
    expect(await emailsOf(`email=${enc('émile')}&domain=ACCENT`)).toEqual(['émile.zola@exemple-accent.fr']);
    expect((await complete('ÉMILE.ZOLA@EXEMPLE-ACCENT.FR')).status).toBe(200);
  });

  it('filters by min_entities, pages in a stable order, and counts', async () => {
    const all = ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => `${p}@paging-min.test`);
    for (const e of all) await create(e);
    await linkedEntity(all[1]!);
    await linkedEntity(all[3]!);
    await linkedEntity(all[3]!, 'Second Linked');
    expect(await emailsOf('domain=paging-min&min_entities=1')).toEqual([all[1], all[3]]);
    expect(await emailsOf('domain=paging-min&min_entities=2')).toEqual([all[3]]);
    expect(await emailsOf('domain=paging-min&min_entities=0')).toEqual(all);
    const page2 = await query('domain=paging-min&limit=2&offset=2');
    expect(page2).toMatchObject({ offset: 2 });
    expect(page2.data.map((e) => e.email)).toEqual(all.slice(2, 4));
    expect(await emailsOf('domain=paging-min&limit=2&offset=4')).toEqual(all.slice(4));
    expect((await query('domain=paging-min')).offset).toBe(0);
    const negative = await t.call('GET', '/api/v1/emails/query?min_entities=-1');
    expect(fieldError(negative, 'min_entities')).toBe('Min contacts cannot be less than 0');
    expect((await t.call('GET', '/api/v1/emails/query?limit=0')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/emails/query?offset=abc')).status).toBe(400);

    const before = await count();
    await create('one-more@count.test');
    const res = await t.call('GET', '/api/v1/emails/count');
    expect(res).toEqual({ status: 200, body: before + 1 });
  });

  it('caps a page at 100 results', async () => {
    for (let i = 0; i < 101; i++) await create(`bulk${String(i).padStart(3, '0')}@cap-limit.test`);
    const page = await query('domain=cap-limit&limit=500');
    expect(page.data).toHaveLength(100);
    expect(page.data[0]!.email).toBe('bulk000@cap-limit.test');
    expect(await emailsOf('domain=cap-limit&offset=100')).toEqual(['bulk100@cap-limit.test']);
  });
});
