import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

// Issue 25: GET /entities/query's optional filters, alone and together, on both databases.
const API = '/api/v1/entities';

describe.each(DIALECTS)('contact search filters on %s', (dialect) => {
  let t: TestApp;
  let staff: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = await userWithRole(t, 'rep.one@example.com', 'staff');
    other = await userWithRole(t, 'rep.two@example.com', 'admin');
    const montreal = await createAddress(t, {
      address: '1 Rue Sainte-Catherine, Montréal, QC',
      locality: 'Montréal',
      administrative_area_level_1: 'Québec',
    });
    const toronto = await createAddress(t, {
      address: '1 King St, Toronto, ON',
      locality: 'Toronto',
      administrative_area_level_1: 'ON',
    });
    // Filter Alpha: investor, Montréal, representative one, an email.
    const alpha = await createEntity(t, {
      name: 'Filter Alpha',
      investor: true,
      representative_id: staff.id,
    });
    await link(t, 'addresses_entities', { address_id: montreal.uuid, entity_id: alpha.uuid, role: 'OFFICE' });
    await link(t, 'entities_emails', {
      entity_id: alpha.uuid,
      email: (await createEmail(t)).email,
      type: 'WORK',
    });
    // Filter Beta: developer and private, Toronto, representative two, a number.
    const beta = await createEntity(t, {
      name: 'Filter Beta',
      developer: true,
      private: true,
      representative_id: other.id,
    });
    await link(t, 'addresses_entities', { address_id: toronto.uuid, entity_id: beta.uuid, role: 'HOME' });
    await link(t, 'entities_numbers', {
      entity_id: beta.uuid,
      phone_number: (await createNumber(t)).phone_number,
      type: 'MOBILE',
    });
    // Filter Gamma: investor and public, both cities, no representative, nothing linked else.
    const gamma = await createEntity(t, { name: 'Filter Gamma', investor: true, public: true });
    await link(t, 'addresses_entities', { address_id: montreal.uuid, entity_id: gamma.uuid, role: 'HOME' });
    await link(t, 'addresses_entities', { address_id: toronto.uuid, entity_id: gamma.uuid, role: 'OFFICE' });
    // Filter Delta: nothing at all.
    await createEntity(t, { name: 'Filter Delta' });
  });
  afterAll(() => t?.close());

  async function names(qs: string): Promise<string[]> {
    const res = await t.call('GET', `${API}/query?name=filter&${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map((e: { name: string }) => e.name).sort();
  }

  it('each filter alone', async () => {
    expect(await names('roles=investor')).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect(await names('user_types=private')).toEqual(['Filter Beta']);
    expect(await names('city=montreal')).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect(await names('province=quebec')).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect(await names(`representative_id=${staff.id}`)).toEqual(['Filter Alpha']);
    expect(await names('has_email=true')).toEqual(['Filter Alpha']);
    expect(await names('has_email=false')).toEqual(['Filter Beta', 'Filter Delta', 'Filter Gamma']);
    expect(await names('has_phone=true')).toEqual(['Filter Beta']);
    expect(await names('has_phone=false')).toEqual(['Filter Alpha', 'Filter Delta', 'Filter Gamma']);
  });

  it('city and province ignore case, accents and spacing, and match the whole value', async () => {
    expect(await names(`city=${encodeURIComponent('  MONTRÉAL ')}`)).toEqual([
      'Filter Alpha',
      'Filter Gamma',
    ]);
    expect(await names(`province=${encodeURIComponent('QUÉBEC')}`)).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect(await names('province=on')).toEqual(['Filter Beta', 'Filter Gamma']);
    expect(await names('city=mont')).toEqual([]);
  });

  it('multi-values: comma-separated, repeated, or both, any of them', async () => {
    const all = ['Filter Alpha', 'Filter Beta', 'Filter Gamma'];
    expect(await names('roles=investor,developer')).toEqual(all);
    expect(await names('roles=investor&roles=developer')).toEqual(all);
    expect(await names('roles=investor,reit&roles=developer')).toEqual(all);
    expect(await names('user_types=public,private')).toEqual(['Filter Beta', 'Filter Gamma']);
    expect(await names('roles=')).toHaveLength(4);
  });

  it('filters combine (all of them must hold)', async () => {
    expect(await names('roles=investor&city=toronto')).toEqual(['Filter Gamma']);
    expect(await names('roles=investor,developer&city=toronto&has_phone=true')).toEqual(['Filter Beta']);
    expect(await names(`roles=investor&representative_id=${staff.id}&has_email=true`)).toEqual([
      'Filter Alpha',
    ]);
    expect(await names('user_types=public&province=on&has_email=false')).toEqual(['Filter Gamma']);
    expect(await names('roles=developer&city=montreal')).toEqual([]);
  });

  it('filters apply without a name, and with the min_ counters', async () => {
    const res = await t.call('GET', `${API}/query?roles=developer&user_types=private`);
    expect(res.body.data.map((e: { name: string }) => e.name)).toEqual(['Filter Beta']);
    expect(await names('min_addresses=2&roles=investor')).toEqual(['Filter Gamma']);
    expect(await names('min_emails=2&has_email=true')).toEqual([]);
  });

  it('paging is unchanged: limit, offset, and the offset answered', async () => {
    const first = await t.call('GET', `${API}/query?roles=investor,developer&limit=2&offset=0`);
    const second = await t.call('GET', `${API}/query?roles=investor,developer&limit=2&offset=2`);
    expect(first.body.offset).toBe(0);
    expect(second.body.offset).toBe(2);
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    const seen = [...first.body.data, ...second.body.data].map((e: { name: string }) => e.name).sort();
    expect(seen).toEqual(['Filter Alpha', 'Filter Beta', 'Filter Gamma']);
  });

  it('the ranking is kept: an exact name first, then names starting with it', async () => {
    await createEntity(t, { name: 'Rank Filter Two', investor: true });
    await createEntity(t, { name: 'Rank Filter', investor: true });
    await createEntity(t, { name: 'Rank Filter Other', developer: true });
    const res = await t.call('GET', `${API}/query?name=rank%20filter&roles=investor`);
    expect(res.body.data.map((e: { name: string }) => e.name)).toEqual(['Rank Filter', 'Rank Filter Two']);
  });

  it('representative_id=me: the signed-in staff member’s contacts, cached per person', async () => {
    const mine = await call(t, 'GET', `${API}/query?representative_id=me`, undefined, {
      cookie: staff.cookie,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((e: { name: string }) => e.name)).toEqual(['Filter Alpha']);
    const theirs = await call(t, 'GET', `${API}/query?representative_id=me`, undefined, {
      cookie: other.cookie,
    });
    expect(theirs.body.data.map((e: { name: string }) => e.name)).toEqual(['Filter Beta']);
    // An api key is nobody's "me".
    const key = await t.call('GET', `${API}/query?representative_id=me`);
    expect(key.status).toBe(400);
    expect(key.body.error.field_keys).toEqual({ representative_id: 'val.representativeMe' });
  });

  it('unknown values are a 400 naming the parameter', async () => {
    for (const [qs, field, key] of [
      ['roles=investor,astronaut', 'roles', 'val.roles'],
      ['roles=Investor', 'roles', 'val.roles'],
      ['user_types=robot', 'user_types', 'val.userTypes'],
      ['has_email=yes', 'has_email', 'val.boolean'],
      ['has_phone=1', 'has_phone', 'val.boolean'],
    ] as const) {
      const res = await t.call('GET', `${API}/query?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(Object.values(res.body.error.field_keys), qs).toContain(key);
      expect(Object.keys(res.body.error.field_keys).join(), qs).toContain(field);
    }
  });

  it('the export runs the same filters, and writes the representative by email', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
    const res = await get(`${API}/export?roles=investor,developer&city=toronto`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true }) as string[][];
    const at = (name: string) => rows[0]!.indexOf(name);
    expect(at('representative_id')).toBe(-1);
    expect(
      rows
        .slice(1)
        .map((r) => [r[at('name')], r[at('representative')]])
        .sort(),
    ).toEqual([
      ['Filter Beta', 'rep.two@example.com'],
      ['Filter Gamma', ''],
    ]);
    expect((await get(`${API}/export?roles=astronaut`)).statusCode).toBe(400);
    const vcards = await get(`${API}/export?format=vcf&has_phone=true&name=filter`);
    expect(vcards.body.match(/BEGIN:VCARD/g)).toHaveLength(1);
  });
});
