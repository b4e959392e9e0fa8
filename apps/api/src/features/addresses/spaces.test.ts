// Buildings and spaces (issue 26, ADR 0040) on both databases: a space names its building, the
// building's complete record lists its spaces and sums their area, bad buildings are 400s that
// change nothing, TENANT is an address role, and a unit is never its own building's duplicate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const API = '/api/v1/addresses';
const MISSING = '01890000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('buildings and spaces on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  async function create(body: Record<string, unknown>) {
    const res = await t.call('POST', API, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Record<string, unknown> & { uuid: string };
  }
  const complete = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/${id}/complete`,
      headers: { 'api-key': API_KEY },
    });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), etag: res.headers.etag };
  };
  const snapshot = async () => {
    const rows = await t.database.db
      .selectFrom('addresses')
      .select(['uuid', 'parent_address_id', 'version'])
      .execute();
    const audit = await t.database.db.selectFrom('audit_log').select('seq').execute();
    return JSON.stringify([
      rows.map((r) => [r.uuid, r.parent_address_id, Number(r.version)]).sort(),
      audit.length,
    ]);
  };
  /** A request that must be refused with `key` on parent_address_id, changing nothing. */
  async function refused(method: 'POST' | 'PUT', url: string, body: unknown, key: string) {
    const before = await snapshot();
    const res = await t.call(method, url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.field_keys).toEqual({ parent_address_id: key });
    expect(await snapshot()).toBe(before);
    return res.body.error;
  }

  it('lists a building’s spaces by floor then unit and sums their rentable area', async () => {
    const building = await create({ address: '300 Front St W, Toronto, ON', rba: 99000 });
    const first = await complete(building.uuid);
    expect(first.body).toMatchObject({ spaces: [], parent: null, rba: 99000, rba_from_spaces: false });
    const spaces = [
      { subpremise: '1200', floor: '12', rba: 4000, space_use: 'office', space_status: 'leased' },
      { subpremise: '300', floor: '3', rba: 2500.5, space_use: 'retail', space_status: 'available' },
      {
        subpremise: '301',
        floor: '3',
        space_use: 'flex',
        space_status: 'off_market',
        asking_rent_sqft_year: 32.5,
      },
    ];
    const made = [];
    for (const s of spaces)
      made.push(
        await create({
          address: `300 Front St W, Suite ${s.subpremise}, Toronto, ON`,
          parent_address_id: building.uuid,
          ...s,
        }),
      );
    expect(made[0]).toMatchObject({ parent_address_id: building.uuid, floor: '12', space_use: 'office' });
    const after = await complete(building.uuid);
    // Adding spaces changed the building's page, so its ETag moved.
    expect(after.etag).not.toBe(first.etag);
    expect(after.body.rba).toBe(6500.5);
    expect(after.body.rba_from_spaces).toBe(true);
    expect(after.body.spaces.map((s: { subpremise: string }) => s.subpremise)).toEqual([
      '300',
      '301',
      '1200',
    ]);
    expect(after.body.spaces[1]).toEqual({
      uuid: made[2]!.uuid,
      address: '300 Front St W, Suite 301, Toronto, ON',
      subpremise: '301',
      floor: '3',
      rba: null,
      space_use: 'flex',
      space_status: 'off_market',
      asking_rent_sqft_year: 32.5,
    });
    const space = await complete(made[1]!.uuid);
    expect(space.body).toMatchObject({
      parent: { uuid: building.uuid, address: building.address },
      spaces: [],
    });
    // A space changed moves its building's ETag too.
    const changed = await t.call('PUT', `${API}/${made[1]!.uuid}`, { space_status: 'leased' });
    expect(changed.status).toBe(200);
    expect((await complete(building.uuid)).etag).not.toBe(after.etag);
  });

  it('attaches a new unit to its stored building when no building is given', async () => {
    const building = await create({ address: '77 King St W, Toronto, ON' });
    const unit = await create({ address: '77 King St W, Suite 410, Toronto, ON', subpremise: '410' });
    expect(unit.parent_address_id).toBe(building.uuid);
    // A null building is no building known to the form: the unit still joins its own.
    const posted = await create({
      address: '77 King St W, Suite 420, Toronto, ON',
      subpremise: '420',
      parent_address_id: null,
    });
    expect(posted.parent_address_id).toBe(building.uuid);
    const apart = await t.call('PUT', `${API}/${posted.uuid}`, { parent_address_id: null });
    expect(apart.body.parent_address_id).toBeNull();
    const alone = await create({ address: '9 Nowhere Lane, Unit 2, Halifax, NS', subpremise: '2' });
    expect(alone.parent_address_id).toBeNull();
  });

  it('refuses a building that is the address itself, its own space, a space or missing', async () => {
    const building = await create({ address: '1 Yonge St, Toronto, ON' });
    const space = await create({
      address: '1 Yonge St, Suite 100, Toronto, ON',
      parent_address_id: building.uuid,
    });
    const other = await create({ address: '2 Bloor St E, Toronto, ON' });
    const self = await refused(
      'PUT',
      `${API}/${building.uuid}`,
      { parent_address_id: building.uuid },
      'val.parentSelf',
    );
    expect(self.fields).toEqual({ parent_address_id: 'An address cannot be its own building.' });
    await refused(
      'PUT',
      `${API}/${building.uuid}`,
      { parent_address_id: space.uuid, notes: 'x' },
      'val.parentCycle',
    );
    await refused('PUT', `${API}/${other.uuid}`, { parent_address_id: space.uuid }, 'val.parentSpace');
    await refused(
      'POST',
      API,
      { address: '2 Bloor St E, Suite 5', parent_address_id: space.uuid },
      'val.parentSpace',
    );
    await refused('PUT', `${API}/${building.uuid}`, { parent_address_id: other.uuid }, 'val.parentHasSpaces');
    const missing = await refused(
      'POST',
      API,
      { address: '3 Bay St, Unit 1', parent_address_id: MISSING },
      'val.parentAddress',
    );
    expect(missing.fields).toEqual({ parent_address_id: 'The building does not exist.' });
    // Moved to another building and back out: both buildings' lists follow.
    expect((await t.call('PUT', `${API}/${space.uuid}`, { parent_address_id: other.uuid })).status).toBe(200);
    expect((await complete(other.uuid)).body.spaces.map((s: { uuid: string }) => s.uuid)).toEqual([
      space.uuid,
    ]);
    expect((await complete(building.uuid)).body.spaces).toEqual([]);
    expect((await t.call('PUT', `${API}/${space.uuid}`, { parent_address_id: null })).status).toBe(200);
    expect((await complete(other.uuid)).body.spaces).toEqual([]);
  });

  it('refuses a bad use, status or asking rent', async () => {
    for (const [field, value, key] of [
      ['space_use', 'castle', 'val.spaceUse'],
      ['space_status', 'empty', 'val.spaceStatus'],
      ['asking_rent_sqft_year', -1, 'val.nonNegative'],
    ] as const) {
      const res = await t.call('POST', API, { address: '5 Adelaide St, Unit 3', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.error.field_keys).toEqual({ [field]: key });
    }
  });

  it('links a tenant to a space', async () => {
    const space = await create({ address: '8 Wellington St, Suite 20, Toronto, ON', subpremise: '20' });
    const tenant = await createEntity(t, { name: 'Tenant Company' });
    await link(t, 'addresses_entities', { entity_id: tenant.uuid, address_id: space.uuid, role: 'TENANT' });
    expect((await complete(space.uuid)).body.links.entities).toEqual([
      { entity_id: tenant.uuid, name: 'Tenant Company', role: 'TENANT' },
    ]);
  });

  it('gives a merged building’s spaces to the survivor, never a building of its own', async () => {
    const merge = (into: string, from: string) =>
      t.call('POST', `${API}/merge`, { into, from: [from] }).then((r) => r.status);
    const a = await create({ address: '15 Carlton St, Toronto, ON' });
    const b = await create({ address: '15 Carlton Street, Toronto' });
    const space = await create({ address: '15 Carlton St, Unit 9, Toronto, ON', parent_address_id: a.uuid });
    expect(await merge(b.uuid, a.uuid)).toBe(200);
    expect((await complete(b.uuid)).body.spaces.map((s: { uuid: string }) => s.uuid)).toEqual([space.uuid]);
    // The building merged into its own space: the survivor is no space of itself.
    expect(await merge(space.uuid, b.uuid)).toBe(200);
    expect((await complete(space.uuid)).body).toMatchObject({
      parent_address_id: null,
      parent: null,
      spaces: [],
    });
  });

  it('never proposes a unit as a duplicate of its own building, nor two units of it', async () => {
    const street = {
      street_number: '40',
      route: 'Temperance St',
      postal_code: 'M5H 0B4',
      locality: 'Toronto',
    };
    const building = await create({ address: '40 Temperance St, Toronto, ON', ...street });
    const units = [];
    for (const n of ['1', '2'])
      units.push(
        await create({ address: `40 Temperance St, Unit ${n}, Toronto, ON`, subpremise: n, ...street }),
      );
    expect(units.map((u) => u.parent_address_id)).toEqual([building.uuid, building.uuid]);
    // The same building typed another way (another key): a true duplicate candidate.
    const twin = await create({ address: '40 Temperance Street, Toronto', ...street });
    const res = await t.call('GET', '/api/v1/duplicates?kind=addresses&limit=100');
    expect(res.status).toBe(200);
    const ours = new Set([building.uuid, ...units.map((u) => u.uuid), twin.uuid]);
    const pairs = (res.body.data as { a: { id: string }; b: { id: string } }[])
      .filter((p) => ours.has(p.a.id) && ours.has(p.b.id))
      .map((p) => [p.a.id, p.b.id].sort().join('|'));
    // The stray address on the street still pairs with the building and its units; they never do.
    const expected = [building, ...units].map((x) => [x.uuid, twin.uuid].sort().join('|'));
    expect(pairs.sort()).toEqual(expected.sort());
  });
});
