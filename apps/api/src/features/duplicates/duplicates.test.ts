// GET /duplicates and POST|DELETE /duplicates/dismiss on both databases: which pairs are found,
// why, in which order, and that "not duplicates" stays.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING = '0190a000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('duplicates on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const list = async (kind: string, extra = '') => {
    const res = await t.call('GET', `/api/v1/duplicates?kind=${kind}&limit=100${extra}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      a: { id: string; label: string };
      b: { id: string; label: string };
      reasons: string[];
      score: number;
    }[];
  };
  /** Every pair of the kind, page after page. */
  const listAll = async (kind: string) => {
    const all: Awaited<ReturnType<typeof list>> = [];
    for (;;) {
      const page = await list(kind, `&offset=${all.length}`);
      all.push(...page);
      if (page.length < 100) return all;
    }
  };
  const find = (pairs: Awaited<ReturnType<typeof list>>, x: string, y: string) =>
    pairs.find((p) => (p.a.id === x && p.b.id === y) || (p.a.id === y && p.b.id === x));

  describe('contacts', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      const make = async (name: string, company?: string) =>
        (await createEntity(t, { name, ...(company ? { company_name: company } : {}) })).uuid;
      ids = {
        acme1: await make('Marie-Ève Gagnon', 'Acme Realty'),
        acme2: await make('marie eve GAGNON.', 'ACME Realty'),
        plain: await make('Marie Eve Gagnon'),
        near: await make('Mary Eve Gagnon'),
        other: await make('Zoltan Quibbleworth'),
        mail1: await make('Paul Lemieux'),
        mail2: await make('P. Lemieux-Roy'),
        phone1: await make('Chantal Roy'),
        phone2: await make('Chantal Roy'),
      };
      const email = await createEmail(t);
      await link(t, 'entities_emails', { entity_id: ids.mail1!, email: email.email, type: 'WORK' });
      await link(t, 'entities_emails', { entity_id: ids.mail2!, email: email.email, type: 'PERSONAL' });
      const number = await createNumber(t);
      for (const id of [ids.phone1!, ids.phone2!])
        await link(t, 'entities_numbers', {
          entity_id: id,
          phone_number: number.phone_number,
          type: 'MOBILE',
        });
    });

    it('finds each kind of pair with its reasons', async () => {
      const pairs = await list('entities');
      expect(find(pairs, ids.acme1!, ids.acme2!)?.reasons).toEqual(['same_name_company']);
      expect(find(pairs, ids.acme1!, ids.plain!)?.reasons).toEqual(['same_name']);
      expect(find(pairs, ids.plain!, ids.near!)?.reasons).toEqual(['similar_name']);
      expect(find(pairs, ids.mail1!, ids.mail2!)?.reasons).toEqual(['same_email']);
      expect(find(pairs, ids.phone1!, ids.phone2!)?.reasons).toEqual(['same_number', 'same_name']);
      expect(pairs.some((p) => [p.a.id, p.b.id].includes(ids.other!))).toBe(false);
      expect(find(pairs, ids.acme1!, ids.acme2!)?.a.label).toMatch(/Gagnon \((ACME|Acme) Realty\)/);
    });

    it('ranks the strongest first: combined reasons, then a shared email, then name and company', async () => {
      const pairs = await list('entities');
      const rank = (x: string, y: string) => pairs.indexOf(find(pairs, x, y)!);
      expect(rank(ids.phone1!, ids.phone2!)).toBe(0);
      expect(pairs[0]!.score).toBe(60);
      expect(rank(ids.mail1!, ids.mail2!)).toBe(1);
      expect(rank(ids.acme1!, ids.acme2!)).toBeLessThan(rank(ids.acme1!, ids.plain!));
      expect(rank(ids.acme1!, ids.plain!)).toBeLessThan(rank(ids.plain!, ids.near!));
      const scores = pairs.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    });

    it('pages with limit and offset', async () => {
      const all = await list('entities');
      const res = await t.call('GET', '/api/v1/duplicates?kind=entities&limit=2&offset=1');
      expect(res.body).toEqual({ data: all.slice(1, 3), offset: 1 });
    });

    it('keeps a pair marked "not duplicates" out of the list, either way round, until restored', async () => {
      const body = { kind: 'entities', a: ids.near, b: ids.plain };
      expect((await t.call('POST', '/api/v1/duplicates/dismiss', body)).status).toBe(204);
      expect((await t.call('POST', '/api/v1/duplicates/dismiss', body)).status).toBe(204);
      expect(find(await list('entities'), ids.plain!, ids.near!)).toBeUndefined();
      expect(find(await list('entities'), ids.acme1!, ids.plain!)).toBeDefined();
      const reversed = { kind: 'entities', a: ids.plain, b: ids.near };
      expect((await t.call('DELETE', '/api/v1/duplicates/dismiss', reversed)).status).toBe(204);
      expect(find(await list('entities'), ids.plain!, ids.near!)).toBeDefined();
      await t.call('POST', '/api/v1/duplicates/dismiss', reversed);
      expect(find(await list('entities'), ids.plain!, ids.near!)).toBeUndefined();
    });

    it('refuses a bad dismissal with a 4xx in the error shape and stores nothing', async () => {
      const count = async () =>
        Number(
          (await sql<{ n: number }>`SELECT count(*) AS n FROM duplicate_dismissals`.execute(t.database.db))
            .rows[0]!.n,
        );
      const before = await count();
      const same = await t.call('POST', '/api/v1/duplicates/dismiss', {
        kind: 'entities',
        a: ids.acme1,
        b: ids.acme1,
      });
      expect(same.status).toBe(400);
      expect(same.body.error.field_keys).toEqual({ b: 'duplicates.val.pair' });
      const missing = await t.call('POST', '/api/v1/duplicates/dismiss', {
        kind: 'entities',
        a: ids.acme1,
        b: MISSING,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({
        code: 'not_found',
        key: 'lookup.entity',
        field_keys: { b: 'lookup.entity' },
      });
      const extra = await t.call('POST', '/api/v1/duplicates/dismiss', {
        kind: 'entities',
        a: ids.acme1,
        b: ids.acme2,
        score: 1,
      });
      expect(extra.status).toBe(400);
      const kind = await t.call('POST', '/api/v1/duplicates/dismiss', {
        kind: 'emails',
        a: ids.acme1,
        b: ids.acme2,
      });
      expect(kind.body.error.field_keys).toEqual({ kind: 'duplicates.val.kind' });
      expect(await count()).toBe(before);
    });

    it('answers a bad query with 400', async () => {
      const res = await t.call('GET', '/api/v1/duplicates?kind=people');
      expect(res.status).toBe(400);
      expect(res.body.error.field_keys).toEqual({ kind: 'duplicates.val.kind' });
      expect((await t.call('GET', '/api/v1/duplicates?kind=entities&limit=0')).status).toBe(400);
    });
    it('lists a group of 25 namesakes by its first 20 members; each pair dismissed lets a later one in', async () => {
      const group: string[] = [];
      for (let i = 0; i < 25; i++) group.push((await createEntity(t, { name: 'Xavier Quizzlewhit' })).uuid);
      group.sort();
      const inGroup = async () =>
        (await listAll('entities')).filter((p) => group.includes(p.a.id) && group.includes(p.b.id));
      const members = (pairs: Awaited<ReturnType<typeof list>>) =>
        [...new Set(pairs.flatMap((p) => [p.a.id, p.b.id]))].sort();
      const first = await inGroup();
      expect(first).toHaveLength(190);
      expect(members(first)).toEqual(group.slice(0, 20));
      expect(first.every((p) => p.reasons.join() === 'same_name')).toBe(true);

      const dismissed = group.slice(1, 6).map((b) => ({ kind: 'entities', a: group[0], b }));
      for (const body of dismissed)
        expect((await t.call('POST', '/api/v1/duplicates/dismiss', body)).status).toBe(204);
      const next = await inGroup();
      expect(next).toHaveLength(190);
      for (const { a, b } of dismissed) expect(find(next, a!, b!)).toBeUndefined();
      expect(members(next)).toEqual(group.slice(0, 21));
      expect(next.filter((p) => [p.a.id, p.b.id].includes(group[20]!))).toHaveLength(5);

      // The same pages, however often asked: the members are taken in a stable order.
      expect(await inGroup()).toEqual(next);
      expect((await t.call('DELETE', '/api/v1/duplicates/dismiss', dismissed[0])).status).toBe(204);
      const restored = await inGroup();
      expect(find(restored, group[0]!, group[1]!)).toBeDefined();
      expect(restored.filter((p) => [p.a.id, p.b.id].includes(group[20]!))).toHaveLength(4);
    });
  });

  describe('addresses', () => {
    it('finds the same street number, route and postal code, and older duplicates by their key', async () => {
      const street = { street_number: '4410', route: 'Rue Saint-Denis', postal_code: 'H2J 2L1' };
      const a = await createAddress(t, { address: '4410 Rue Saint-Denis, Montréal', ...street });
      const b = await createAddress(t, {
        address: '4410 Rue Saint-Denis, Montréal',
        subpremise: '3',
        ...street,
      });
      // Kept apart from its building: a space of it would never pair with it (issue 26).
      await t.call('PUT', `/api/v1/addresses/${b.uuid}`, { parent_address_id: null });
      const c = await createAddress(t, { address: '912 Avenue du Parc, Montréal' });
      const d = await createAddress(t, { address: '913 Avenue du Parc, Montréal' });
      // An older duplicate, as migrations 0004 and 0005 left them: same text, null key.
      await t.database.db
        .updateTable('addresses')
        .set({ address: '912 avenue du Parc Montreal', address_key: null })
        .where('uuid', '=', d.uuid)
        .execute();
      const pairs = await list('addresses');
      expect(find(pairs, a.uuid, b.uuid)?.reasons).toEqual(['same_street']);
      expect(find(pairs, c.uuid, d.uuid)?.reasons).toEqual(['same_address_key']);
      expect(pairs[0]!.reasons).toEqual(['same_address_key']);
      expect(find(pairs, c.uuid, d.uuid)?.b.label ?? find(pairs, c.uuid, d.uuid)?.a.label).toBeTruthy();
      expect(pairs).toHaveLength(2);
    });
  });
});
