// Record versions through HTTP on both databases (ADR 0032): …/complete answers an ETag, a PUT or a
// link call with a stale If-Match answers 412 and changes nothing, a current one succeeds with the
// next ETag, a malformed one is a 400 that says so, and without If-Match nothing differs from before.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('record versions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function send(method: InjectOptions['method'], url: string, body?: unknown, ifMatch?: string) {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'api-key': API_KEY,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(ifMatch !== undefined ? { 'if-match': ifMatch } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: res.statusCode,
      etag: res.headers.etag,
      body: res.body ? JSON.parse(res.body) : undefined,
    };
  }

  // The four kinds: how to make one, its path, and a field to edit.
  const KINDS = [
    { name: 'contact', make: async () => `/entities/${(await createEntity(t)).uuid}`, field: 'notes' },
    { name: 'address', make: async () => `/addresses/${(await createAddress(t)).uuid}`, field: 'notes' },
    {
      name: 'email',
      make: async () => `/emails/${encodeURIComponent((await createEmail(t)).email)}`,
      field: 'notes',
    },
    {
      name: 'number',
      make: async () => `/numbers/${encodeURIComponent((await createNumber(t)).phone_number)}`,
      field: 'notes',
    },
  ];

  it.each(KINDS)(
    'a $name: stale If-Match is refused, current one saves, none behaves as before',
    async (kind) => {
      const path = await kind.make();
      const loaded = await send('GET', `${path}/complete`);
      expect(loaded.status).toBe(200);
      expect(loaded.etag).toBe('"1"');

      const first = await send('PUT', path, { [kind.field]: 'first' }, '"1"');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.etag).toBe('"2"');
      expect(first.body[kind.field]).toBe('first');

      // A second user who loaded version 1 saves over it: refused, with the record as it is now.
      const stale = await send('PUT', path, { [kind.field]: 'second' }, '"1"');
      expect(stale.status).toBe(412);
      expect(stale.etag).toBe('"2"');
      expect(stale.body.error).toMatchObject({ code: 'precondition_failed', key: 'err.staleVersion' });
      expect(stale.body.current[kind.field]).toBe('first');
      expect(stale.body.current.links).toBeDefined();
      const after = await send('GET', `${path}/complete`);
      expect(after.body[kind.field]).toBe('first');
      // The cached answer carries the ETag too.
      expect(after.etag).toBe('"2"');
      expect((await send('GET', `${path}/complete`)).etag).toBe('"2"');

      // Without If-Match the last write wins, as before versions existed; the answer has its ETag.
      const blind = await send('PUT', path, { [kind.field]: 'third' });
      expect(blind.status).toBe(200);
      expect(blind.body[kind.field]).toBe('third');
      expect(blind.etag).toBe('"3"');

      // A save that changes nothing keeps the version.
      const same = await send('PUT', path, { [kind.field]: 'third' }, '"3"');
      expect(same.status).toBe(200);
      expect(same.etag).toBe('"3"');
    },
  );

  it.each([
    { path: '/entities', body: { name: 'Created Then Edited' }, key: (b: { uuid: string }) => b.uuid },
    { path: '/addresses', body: { address: '1 Rue Peel, Montréal' }, key: (b: { uuid: string }) => b.uuid },
    {
      path: '/emails',
      body: { email: 'created.etag@versions.test' },
      key: (b: { email: string }) => encodeURIComponent(b.email),
    },
    {
      path: '/numbers',
      body: { phone_number: '+33142685300' },
      key: (b: { phone_number: string }) => encodeURIComponent(b.phone_number),
    },
  ])('a record created at $path answers its ETag, which an edit can send at once', async (kind) => {
    const created = await send('POST', kind.path, kind.body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.etag).toBe('"1"');
    const edited = await send(
      'PUT',
      `${kind.path}/${kind.key(created.body)}`,
      { notes: 'at once' },
      created.etag,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.etag).toBe('"2"');
  });

  it('a malformed If-Match is a 400 naming the header, and * means any version', async () => {
    const path = `/entities/${(await createEntity(t)).uuid}`;
    for (const bad of ['W/"1"', '1', '"one"', '"1", "2"', '""', '"01"']) {
      const res = await send('PUT', path, { notes: 'x' }, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', key: 'err.ifMatch' });
    }
    expect((await send('GET', `${path}/complete`)).body.notes).toBeNull();
    const any = await send('PUT', path, { notes: 'any' }, '*');
    expect(any.status).toBe(200);
    expect(any.etag).toBe('"2"');
  });

  it('links: add, retag and remove check the page record, raise both versions and refuse when stale', async () => {
    const entity = await createEntity(t);
    const email = await createEmail(t);
    const page = `/entities/${entity.uuid}`;
    const mail = `/emails/${encodeURIComponent(email.email)}`;
    const version = async (path: string) => (await send('GET', `${path}/complete`)).etag;
    const body = { entity_id: entity.uuid, email: email.email, type: 'WORK' };

    // If-Match without naming the side it belongs to is refused with a clear message.
    const unnamed = await send('POST', '/entities_emails', body, '"1"');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.key).toBe('err.ifMatchRecord');

    const added = await send('POST', '/entities_emails?record=entity_id', body, '"1"');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await version(page)).toBe('"2"');
    expect(await version(mail)).toBe('"2"');

    const linkPath = `/entities_emails/${entity.uuid}/${encodeURIComponent(email.email)}`;
    const staleRetag = await send('PUT', `${linkPath}?record=entity_id`, { type: 'HOME' }, '"1"');
    expect(staleRetag.status).toBe(412);
    expect(staleRetag.body.error.code).toBe('precondition_failed');
    expect((await send('GET', `${page}/complete`)).body.links.emails).toEqual([
      { email: email.email, type: 'WORK' },
    ]);

    // From the email's page: its own version is the one checked.
    const retag = await send('PUT', `${linkPath}?record=email`, { type: 'HOME' }, '"2"');
    expect(retag.status, JSON.stringify(retag.body)).toBe(200);
    expect(await version(mail)).toBe('"3"');
    expect(await version(page)).toBe('"3"');

    const staleRemove = await send('DELETE', `${linkPath}?record=entity_id`, undefined, '"2"');
    expect(staleRemove.status).toBe(412);
    expect((await send('GET', `${page}/complete`)).body.n_linked_emails).toBe(1);

    const removed = await send('DELETE', `${linkPath}?record=entity_id`, undefined, '"3"');
    expect(removed.status).toBe(204);
    expect(await version(page)).toBe('"4"');
    expect((await send('GET', `${page}/complete`)).body.n_linked_emails).toBe(0);
  });

  it('a relationship turned round is one checked write: a stale page cannot turn it back', async () => {
    const [owner, owned] = [(await createEntity(t)).uuid, (await createEntity(t)).uuid];
    await send('POST', '/entities_entities', { entity_id: owner, entity_id2: owned, relationship: 'OWNER' });
    const loaded = (await send('GET', `/entities/${owned}/complete`)).etag;
    const turned = await send(
      'PUT',
      `/entities_entities/${owned}/${owner}?record=entity_id`,
      { relationship: 'OWNER', as_named: true },
      loaded,
    );
    expect(turned.status).toBe(200);
    expect(turned.body).toEqual({ entity_id: owned, entity_id2: owner, relationship: 'OWNER', share: null });
    // The link call answers no ETag; the page's record moved one version on.
    const next = `"${Number(loaded?.replaceAll('"', '')) + 1}"`;
    expect((await send('GET', `/entities/${owned}/complete`)).etag).toBe(next);
    // A second editor on the same loaded page: refused, the link stays as the first one left it.
    const stale = await send(
      'PUT',
      `/entities_entities/${owner}/${owned}?record=entity_id2`,
      { relationship: 'SPOUSE', as_named: true },
      loaded,
    );
    expect(stale.status).toBe(412);
    const links = (await send('GET', `/entities/${owned}/complete`)).body.links.entities;
    expect(links).toMatchObject([{ entity_id: owner, relationship: 'OWNER', direction: 'outgoing' }]);
  });

  it('links without If-Match behave as before, and a stale record PUT after a link change is refused', async () => {
    const entity = await createEntity(t);
    const other = await createEntity(t);
    const page = `/entities/${entity.uuid}`;
    const linked = await send('POST', '/entities_entities', {
      entity_id: other.uuid,
      entity_id2: entity.uuid,
      relationship: 'OWNER',
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    // Someone linked a contact to this one since its page loaded version 1.
    const stale = await send('PUT', page, { notes: 'mine' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.current.links.entities).toHaveLength(1);
    const retag = await send('PUT', `/entities_entities/${entity.uuid}/${other.uuid}`, {
      relationship: 'SPOUSE',
    });
    expect(retag.status, JSON.stringify(retag.body)).toBe(200);
    // The reversed pair from this page's side, checked against this record's version.
    const removed = await send(
      'DELETE',
      `/entities_entities/${entity.uuid}/${other.uuid}?record=entity_id`,
      undefined,
      '"3"',
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
  });
});
