// A building's yearly figures (/api/v1/addresses/{id}/figures, issue 26) on both databases: a year
// entered, changed and deleted, each write in the address's history and raising its ETag; the
// refusals with nothing written; …/complete's last 10 years; a merge keeping the merged years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const API = '/api/v1/addresses';
const MISSING = '01890000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('yearly figures on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const etag = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/${id}/complete`, headers: { 'api-key': API_KEY } }))
      .headers.etag;
  const history = async (id: string) => (await t.call('GET', `${API}/${id}/history`)).body.data;

  it('enters, changes and deletes a year, each write in the history and raising the ETag', async () => {
    const b = await createAddress(t, { address: '3000 Rue des Chiffres, Laval, QC' });
    const url = `${API}/${b.uuid}/figures`;
    expect(await etag(b.uuid)).toBe('"1"');
    const made = await t.call('PUT', `${url}/2024`, { noi: -5000.5, opex: 120_000, taxes: 30_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ year: 2024, noi: -5000.5, opex: 120_000, taxes: 30_000 });
    expect(await etag(b.uuid)).toBe('"2"');
    await t.call('PUT', `${url}/2022`, { noi: 250_000 });
    // Only the amounts given change; the year's others stay.
    const changed = await t.call('PUT', `${url}/2024`, { taxes: 31_000, noi: null });
    expect(changed.body).toMatchObject({ year: 2024, noi: null, opex: 120_000, taxes: 31_000 });
    expect(changed.body.updated_at >= made.body.updated_at).toBe(true);
    const list = await t.call('GET', url);
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: { year: number; noi: number | null }) => [f.year, f.noi])).toEqual([
      [2022, 250_000],
      [2024, null],
    ]);
    // The same amounts again write nothing.
    const before = [await auditCount(t), await etag(b.uuid)];
    expect((await t.call('PUT', `${url}/2024`, { opex: 120_000 })).status).toBe(200);
    expect([await auditCount(t), await etag(b.uuid)]).toEqual(before);
    expect((await t.call('DELETE', `${url}/2022`)).status).toBe(204);
    const gone = await t.call('DELETE', `${url}/2022`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({
      message: 'Could not find figures of this year',
      field_keys: { year: 'lookup.figure' },
    });
    expect((await t.call('GET', url)).body.data.map((f: { year: number }) => f.year)).toEqual([2024]);
    expect(await etag(b.uuid)).toBe('"5"');
    const entries = await history(b.uuid);
    expect(entries.map((e: { action: string; changes: object }) => [e.action, e.changes])).toEqual([
      ['update', { 'figures.2022': { old: { noi: 250_000, opex: null, taxes: null }, new: null } }],
      [
        'update',
        {
          'figures.2024': {
            old: { noi: -5000.5, opex: 120_000, taxes: 30_000 },
            new: { noi: null, opex: 120_000, taxes: 31_000 },
          },
        },
      ],
      ['update', { 'figures.2022': { old: null, new: { noi: 250_000, opex: null, taxes: null } } }],
      ['update', { 'figures.2024': { old: null, new: { noi: -5000.5, opex: 120_000, taxes: 30_000 } } }],
      ['create', expect.any(Object)],
    ]);
    expect(entries[0].actor).toBe('api-key:tests');
  });

  it('refuses bad years and amounts, and unknown addresses, writing nothing', async () => {
    const b = await createAddress(t, { address: '3100 Rue des Chiffres, Laval, QC' });
    await t.call('PUT', `${API}/${b.uuid}/figures/2023`, { noi: 1 });
    const before = [await rowCount(t, 'property_figures'), await auditCount(t), await etag(b.uuid)];
    const cases: [string, unknown, Record<string, string>][] = [
      ['1899', { noi: 1 }, { year: 'figures.val.year' }],
      ['2101', { noi: 1 }, { year: 'figures.val.year' }],
      ['2024.5', { noi: 1 }, { year: 'figures.val.year' }],
      ['last', { noi: 1 }, { year: 'figures.val.year' }],
      ['2024', { noi: -1e12 - 1 }, { noi: 'figures.val.noi' }],
      ['2024', { noi: 1e12 + 1 }, { noi: 'figures.val.noi' }],
      ['2024', { opex: -1 }, { opex: 'figures.val.opex' }],
      ['2024', { taxes: -0.01 }, { taxes: 'figures.val.taxes' }],
      ['2024', { taxes: '100' }, { taxes: 'figures.val.taxes' }],
      ['2024', { capex: 5 }, { capex: 'val.unknownField' }],
    ];
    for (const [year, body, keys] of cases) {
      const res = await t.call('PUT', `${API}/${b.uuid}/figures/${year}`, body);
      expect(res.status, `${year} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.field_keys).toEqual(keys);
    }
    const opex = await t.call('PUT', `${API}/${b.uuid}/figures/2024`, { opex: -1 });
    expect(opex.body.error.fields).toEqual({
      opex: 'Operating expenses must be a number from 0 to 1,000,000,000,000',
    });
    expect((await t.call('DELETE', `${API}/${b.uuid}/figures/1800`)).status).toBe(400);
    for (const [method, path] of [
      ['PUT', `${MISSING}/figures/2024`],
      ['DELETE', `${MISSING}/figures/2024`],
      ['GET', `${MISSING}/figures`],
      ['GET', 'not-an-id/figures'],
    ] as const) {
      const res = await t.call(method, `${API}/${path}`, method === 'PUT' ? { noi: 1 } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Could not find address');
    }
    expect([await rowCount(t, 'property_figures'), await auditCount(t), await etag(b.uuid)]).toEqual(before);
    // NOI may be a loss down to the bound; the bounds themselves are accepted.
    const bounds = await t.call('PUT', `${API}/${b.uuid}/figures/1900`, { noi: -1e12, opex: 1e12, taxes: 0 });
    expect(bounds.status, JSON.stringify(bounds.body)).toBe(200);
  });

  it('…/complete lists the last 10 years entered, oldest first', async () => {
    const b = await createAddress(t, { address: '3200 Rue des Chiffres, Laval, QC' });
    for (let year = 2013; year <= 2024; year += 1)
      await t.call('PUT', `${API}/${b.uuid}/figures/${year}`, { noi: year * 10 });
    const { figures } = (await t.call('GET', `${API}/${b.uuid}/complete`)).body;
    expect(figures.map((f: { year: number; noi: number }) => [f.year, f.noi])).toEqual(
      Array.from({ length: 10 }, (_, i) => [2015 + i, (2015 + i) * 10]),
    );
    expect((await t.call('GET', `${API}/${b.uuid}/figures`)).body.data).toHaveLength(12);
  });

  it("a merge keeps the merged building's years the survivor lacks", async () => {
    const into = await createAddress(t, { address: '3300 Rue des Chiffres, Laval, QC' });
    const from = await createAddress(t, { address: '3301 Rue des Chiffres, Laval, QC' });
    await t.call('PUT', `${API}/${into.uuid}/figures/2023`, { noi: 1 });
    await t.call('PUT', `${API}/${from.uuid}/figures/2023`, { noi: 2 });
    await t.call('PUT', `${API}/${from.uuid}/figures/2022`, { noi: 3 });
    const merge = await t.call('POST', `${API}/merge`, { into: into.uuid, from: [from.uuid] });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    expect(merge.body.figures.map((f: { year: number; noi: number }) => [f.year, f.noi])).toEqual([
      [2022, 3],
      [2023, 1],
    ]);
    expect(await rowCount(t, 'property_figures')).toBeGreaterThan(0);
    const left = await t.database.db
      .selectFrom('property_figures')
      .select('year')
      .where('address_id', '=', from.uuid)
      .execute();
    expect(left).toEqual([]);
  });

  it('needs a credential', async () => {
    const b = await createAddress(t);
    for (const [method, url] of [
      ['GET', `${API}/${b.uuid}/figures`],
      ['PUT', `${API}/${b.uuid}/figures/2024`],
      ['DELETE', `${API}/${b.uuid}/figures/2024`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PUT' ? { noi: 1 } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
