// GET /addresses/{id}/owners and /entities/{id}/portfolio on both databases: chains to the ultimate
// owner, co-owners on a shared tier, diamonds (one owner reached twice, listed once), cycles
// (reported once with the link that closes them, also beside a new owner; the walk ends), depth
// limits both ways, _CONTACT roles kept apart and out of the totals, the walk's row limit, and the
// answers to an address nobody owns, an unknown record, a bad depth and a missing credential.
import type { Entity, OwnershipGraph } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING_UUID = '0190a000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('ownership on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const get = async (url: string): Promise<OwnershipGraph> => {
    const res = await t.call('GET', `/api/v1/${url}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const owners = (address: string, depth?: number) =>
    get(`addresses/${address}/owners${depth ? `?depth=${depth}` : ''}`);
  const portfolio = (entity: string, depth?: number) =>
    get(`entities/${entity}/portfolio${depth ? `?depth=${depth}` : ''}`);
  const owns = (owner: Entity, owned: Entity) =>
    link(t, 'entities_entities', { entity_id: owner.uuid, entity_id2: owned.uuid, relationship: 'OWNER' });
  const coOwns = (a: Entity, b: Entity) =>
    link(t, 'entities_entities', { entity_id: a.uuid, entity_id2: b.uuid, relationship: 'CO-OWNER' });
  const role = (
    address: string,
    entity: Entity,
    r: 'RECORDED_OWNER' | 'TRUE_OWNER' | 'OWNER' | 'TRUE_OWNER_CONTACT' | 'OWNER_CONTACT',
  ) => link(t, 'addresses_entities', { address_id: address, entity_id: entity.uuid, role: r });

  /** Each path as the labels along it, with its kind, end and depth: what the portal shows. */
  const read = (g: OwnershipGraph) => {
    const label = new Map(g.nodes.map((n) => [n.id, n.label]));
    return g.paths.map(
      (p) =>
        `${p.kind} ${p.end} ${p.depth}: ${[p.steps[0]!.from, ...p.steps.map((s) => `${s.link} ${s.to}`)]
          .map((x) => x.replace(/[0-9a-f-]{36}/, (id) => label.get(id) ?? '?'))
          .join(' > ')}`,
    );
  };

  /** 426 Sunset ← RECORDED_OWNER 426 Sunset LLC ← owned by Crest Holdings ← owned by Jane Doe. */
  async function chain(prefix: string) {
    const address = await createAddress(t, { address: `${prefix} Sunset Blvd, Los Angeles, CA`, rba: 42000 });
    const llc = await createEntity(t, { name: `${prefix} Sunset LLC` });
    const crest = await createEntity(t, { name: `${prefix} Crest Holdings` });
    const jane = await createEntity(t, { name: `${prefix} Jane Doe`, is_person: true });
    await role(address.uuid, llc, 'RECORDED_OWNER');
    await owns(crest, llc);
    await owns(jane, crest);
    return { address, llc, crest, jane };
  }

  it('walks a chain of three up to the ultimate owner, and back down as her portfolio', async () => {
    const { address, llc, crest, jane } = await chain('426');
    const up = await owners(address.uuid);
    expect(up.depth).toBe(6);
    expect(up.root).toBe(address.uuid);
    expect(up.totals).toBeNull();
    expect(up.truncated).toBe(false);
    expect(up.paths).toEqual([
      {
        kind: 'owner',
        depth: 3,
        end: 'ultimate',
        steps: [
          { from: address.uuid, to: llc.uuid, link: 'RECORDED_OWNER' },
          { from: llc.uuid, to: crest.uuid, link: 'OWNER_OF' },
          { from: crest.uuid, to: jane.uuid, link: 'OWNER_OF' },
        ],
      },
    ]);
    expect(up.nodes).toEqual([
      {
        id: address.uuid,
        kind: 'address',
        label: address.address,
        is_person: null,
        tier: 0,
        ultimate: false,
        subpremise: null,
        rba: 42000,
      },
      {
        id: llc.uuid,
        kind: 'entity',
        label: '426 Sunset LLC',
        is_person: false,
        tier: 1,
        ultimate: false,
        subpremise: null,
        rba: null,
      },
      {
        id: crest.uuid,
        kind: 'entity',
        label: '426 Crest Holdings',
        is_person: false,
        tier: 2,
        ultimate: false,
        subpremise: null,
        rba: null,
      },
      {
        id: jane.uuid,
        kind: 'entity',
        label: '426 Jane Doe',
        is_person: true,
        tier: 3,
        ultimate: true,
        subpremise: null,
        rba: null,
      },
    ]);

    const down = await portfolio(jane.uuid);
    expect(read(down)).toEqual([
      `owner address 3: 426 Jane Doe > OWNER_OF 426 Crest Holdings > OWNER_OF 426 Sunset LLC > RECORDED_OWNER ${address.address}`,
    ]);
    expect(down.nodes.map((n) => [n.label, n.tier])).toEqual([
      ['426 Jane Doe', 0],
      ['426 Crest Holdings', 1],
      ['426 Sunset LLC', 2],
      [address.address, 3],
    ]);
    expect(down.totals).toEqual({
      properties: 1,
      units: 0,
      square_feet: 42000,
      with_square_feet: 1,
      partial: false,
    });
  });

  it('cuts at the depth asked for: end "depth" where owners remain above', async () => {
    const { address, jane } = await chain('12');
    expect(read(await owners(address.uuid, 1))).toEqual([
      `owner depth 1: ${address.address} > RECORDED_OWNER 12 Sunset LLC`,
    ]);
    const two = await owners(address.uuid, 2);
    expect(two.depth).toBe(2);
    expect(read(two)).toEqual([
      `owner depth 2: ${address.address} > RECORDED_OWNER 12 Sunset LLC > OWNER_OF 12 Crest Holdings`,
    ]);
    expect(two.nodes.map((n) => n.label)).not.toContain('12 Jane Doe');
    expect(read(await owners(address.uuid, 3))[0]).toMatch(/^owner ultimate 3: /);
    // The address is the third tier below Jane: depth 1 or 2 does not reach it, and the answer says
    // where the walk stopped with more beyond, rather than looking as if she owned nothing.
    const one = await portfolio(jane.uuid, 1);
    expect(read(one)).toEqual(['owner depth 1: 12 Jane Doe > OWNER_OF 12 Crest Holdings']);
    expect(one.nodes.map((n) => [n.label, n.tier])).toEqual([
      ['12 Jane Doe', 0],
      ['12 Crest Holdings', 1],
    ]);
    expect(read(await portfolio(jane.uuid, 2))).toEqual([
      'owner depth 2: 12 Jane Doe > OWNER_OF 12 Crest Holdings > OWNER_OF 12 Sunset LLC',
    ]);
    for (const depth of [1, 2])
      expect((await portfolio(jane.uuid, depth)).totals).toEqual({
        properties: 0,
        units: 0,
        square_feet: 0,
        with_square_feet: 0,
        partial: false,
      });
    expect(read(await portfolio(jane.uuid, 3))).toEqual([
      `owner address 3: 12 Jane Doe > OWNER_OF 12 Crest Holdings > OWNER_OF 12 Sunset LLC > RECORDED_OWNER ${address.address}`,
    ]);
    // A contact at the depth that holds or owns nothing more is no cut: the path simply ends.
    const lone = await createEntity(t, { name: '12 Lone Sub' });
    await owns(jane, lone);
    expect(read(await portfolio(jane.uuid, 1))).toEqual([
      'owner depth 1: 12 Jane Doe > OWNER_OF 12 Crest Holdings',
    ]);
  });

  it('co-owners share a tier: each is a path of its own, and an owned co-owner is walked on up', async () => {
    const address = await createAddress(t, { address: '77 Harbor Way, Boston, MA' });
    const alpha = await createEntity(t, { name: 'Alpha Partners' });
    const beta = await createEntity(t, { name: 'Beta Partners' });
    const gamma = await createEntity(t, { name: 'Gamma Fund' });
    await role(address.uuid, alpha, 'TRUE_OWNER');
    // Named from the other side: CO-OWNER has no direction.
    await coOwns(beta, alpha);
    await owns(gamma, beta);
    const up = await owners(address.uuid);
    expect(read(up)).toEqual([
      `owner ultimate 1: ${address.address} > TRUE_OWNER Alpha Partners`,
      `owner ultimate 2: ${address.address} > TRUE_OWNER Alpha Partners > CO-OWNER Beta Partners > OWNER_OF Gamma Fund`,
    ]);
    expect(up.nodes.map((n) => [n.label, n.tier, n.ultimate])).toEqual([
      [address.address, 0, false],
      ['Alpha Partners', 1, true],
      ['Beta Partners', 1, false],
      ['Gamma Fund', 2, true],
    ]);
    // Down from Gamma: through Beta, then its co-owner Alpha, to the address.
    expect(read(await portfolio(gamma.uuid))).toEqual([
      `owner address 2: Gamma Fund > OWNER_OF Beta Partners > CO-OWNER Alpha Partners > TRUE_OWNER ${address.address}`,
    ]);
  });

  it('a diamond: two paths to one owner, who is listed once, and one property counted once', async () => {
    const address = await createAddress(t, {
      address: '5 Diamond Ct, Denver, CO',
      subpremise: 'Unit 2',
      rba: 900,
    });
    const llc = await createEntity(t, { name: 'Diamond LLC' });
    const [east, west] = [
      await createEntity(t, { name: 'East Holdings' }),
      await createEntity(t, { name: 'West Holdings' }),
    ];
    const top = await createEntity(t, { name: 'Top Family Trust' });
    await role(address.uuid, llc, 'RECORDED_OWNER');
    await owns(east, llc);
    await owns(west, llc);
    await owns(top, east);
    await owns(top, west);
    const up = await owners(address.uuid);
    expect(read(up)).toEqual([
      `owner ultimate 3: ${address.address} > RECORDED_OWNER Diamond LLC > OWNER_OF East Holdings > OWNER_OF Top Family Trust`,
      `owner ultimate 3: ${address.address} > RECORDED_OWNER Diamond LLC > OWNER_OF West Holdings > OWNER_OF Top Family Trust`,
    ]);
    expect(up.nodes.filter((n) => n.id === top.uuid)).toHaveLength(1);
    expect(up.nodes).toHaveLength(5);
    const down = await portfolio(top.uuid);
    expect(down.paths).toHaveLength(2);
    expect(down.totals).toEqual({
      properties: 1,
      units: 1,
      square_feet: 900,
      with_square_feet: 1,
      partial: false,
    });
  });

  it('an address nobody owns answers no path and itself as the only node', async () => {
    const address = await createAddress(t, { address: '1 Vacant Lot, Tulsa, OK' });
    // A link of another role is no ownership.
    await link(t, 'addresses_entities', {
      address_id: address.uuid,
      entity_id: (await createEntity(t, { name: 'Vacant Lot Managers' })).uuid,
      role: 'PROPERTY_MANAGER',
    });
    const g = await owners(address.uuid);
    expect(g.paths).toEqual([]);
    expect(g.nodes.map((n) => [n.id, n.kind, n.tier])).toEqual([[address.uuid, 'address', 0]]);
    expect(g.truncated).toBe(false);
    expect(g.totals).toBeNull();
  });

  it('a cycle (A owned by B owned by C owned by A) is reported once and the walk ends', async () => {
    // A pair is linked once, in one direction, so the shortest cycle of OWNER links has three.
    const address = await createAddress(t, { address: '9 Loop Rd, Austin, TX' });
    const [a, b, c] = [
      await createEntity(t, { name: 'Loop A Corp' }),
      await createEntity(t, { name: 'Loop B Corp' }),
      await createEntity(t, { name: 'Loop C Corp' }),
    ];
    await role(address.uuid, a, 'OWNER');
    await owns(b, a);
    await owns(c, b);
    await owns(a, c);
    // The path ends with the link that closes the loop: C is owned by A, already on it.
    const loop = `${address.address} > OWNER Loop A Corp > OWNER_OF Loop B Corp > OWNER_OF Loop C Corp > OWNER_OF Loop A Corp`;
    const closed = await owners(address.uuid, 3);
    expect(read(closed)).toEqual([`owner cycle 3: ${loop}`]);
    expect(closed.paths[0]!.steps.at(-1)).toEqual({ from: c.uuid, to: a.uuid, link: 'OWNER_OF' });
    // A is listed once, at its own tier.
    expect(closed.nodes.map((n) => [n.label, n.tier])).toEqual([
      [address.address, 0],
      ['Loop A Corp', 1],
      ['Loop B Corp', 2],
      ['Loop C Corp', 3],
    ]);
    expect(read(await owners(address.uuid, 8))).toEqual([`owner cycle 3: ${loop}`]);
    // Cut before the loop closes, it is the depth that ends the path.
    expect(read(await owners(address.uuid, 2))).toEqual([
      `owner depth 2: ${address.address} > OWNER Loop A Corp > OWNER_OF Loop B Corp`,
    ]);
    // Down the loop, each start sees it close on itself, once.
    expect(read(await portfolio(b.uuid, 8))).toEqual([
      `owner address 2: Loop B Corp > OWNER_OF Loop A Corp > OWNER ${address.address}`,
      'owner cycle 2: Loop B Corp > OWNER_OF Loop A Corp > OWNER_OF Loop C Corp > OWNER_OF Loop B Corp',
    ]);
    expect(read(await portfolio(a.uuid, 8))).toEqual([
      `owner address 1: Loop A Corp > OWNER ${address.address}`,
      'owner cycle 2: Loop A Corp > OWNER_OF Loop C Corp > OWNER_OF Loop B Corp > OWNER_OF Loop A Corp',
    ]);
    // At depth 1 the loop is not reached: C, at the depth, owns more.
    expect(read(await portfolio(a.uuid, 1))).toEqual([
      `owner address 1: Loop A Corp > OWNER ${address.address}`,
      'owner depth 1: Loop A Corp > OWNER_OF Loop C Corp',
    ]);
  });

  it('a loop beside a new owner is reported too, and the walk goes on to that owner', async () => {
    // 8 Fork Rd ← A ← B ← C, and C is owned both by A (on the path) and by D (new).
    const address = await createAddress(t, { address: '8 Fork Rd, Austin, TX' });
    const [a, b, c, d] = [
      await createEntity(t, { name: 'Fork A Corp' }),
      await createEntity(t, { name: 'Fork B Corp' }),
      await createEntity(t, { name: 'Fork C Corp' }),
      await createEntity(t, { name: 'Fork D Family', is_person: true }),
    ];
    await role(address.uuid, a, 'RECORDED_OWNER');
    await owns(b, a);
    await owns(c, b);
    await owns(a, c);
    await owns(d, c);
    const chain = `${address.address} > RECORDED_OWNER Fork A Corp > OWNER_OF Fork B Corp > OWNER_OF Fork C Corp`;
    const up = await owners(address.uuid);
    expect(read(up)).toEqual([
      `owner cycle 3: ${chain} > OWNER_OF Fork A Corp`,
      `owner ultimate 4: ${chain} > OWNER_OF Fork D Family`,
    ]);
    expect(up.nodes.filter((n) => n.ultimate).map((n) => n.label)).toEqual(['Fork D Family']);
    // Cut at C: the loop closes there, and D is beyond.
    expect(read(await owners(address.uuid, 3))).toEqual([
      `owner depth 3: ${chain}`,
      `owner cycle 3: ${chain} > OWNER_OF Fork A Corp`,
    ]);
  });

  it('a loop of two companies (A owns B owns A) is reported once from either side', async () => {
    // The API refuses the reverse of an existing link, but older data or a direct import may hold
    // one: written straight to the table.
    const address = await createAddress(t, { address: '2 Mirror Ln, Salem, OR' });
    const [a, b] = [
      await createEntity(t, { name: 'Mirror A Inc' }),
      await createEntity(t, { name: 'Mirror B Inc' }),
    ];
    await role(address.uuid, a, 'TRUE_OWNER');
    await owns(a, b);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('entities_entities')
      .values({
        entity_id: b.uuid,
        entity_id2: a.uuid,
        relationship: 'OWNER',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const depth of [2, 8])
      expect(read(await owners(address.uuid, depth))).toEqual([
        `owner cycle 2: ${address.address} > TRUE_OWNER Mirror A Inc > OWNER_OF Mirror B Inc > OWNER_OF Mirror A Inc`,
      ]);
    // Shallower first: the loop closes at A, on the first tier, before A's address.
    expect(read(await portfolio(b.uuid))).toEqual([
      'owner cycle 1: Mirror B Inc > OWNER_OF Mirror A Inc > OWNER_OF Mirror B Inc',
      `owner address 2: Mirror B Inc > OWNER_OF Mirror A Inc > TRUE_OWNER ${address.address}`,
    ]);
    expect(read(await portfolio(a.uuid))).toEqual([
      `owner address 1: Mirror A Inc > TRUE_OWNER ${address.address}`,
      'owner cycle 1: Mirror A Inc > OWNER_OF Mirror B Inc > OWNER_OF Mirror A Inc',
    ]);
  });

  it('_CONTACT roles are contact paths, never walked through and never in the totals', async () => {
    const address = await createAddress(t, { address: '31 Contact St, Miami, FL', rba: 1000 });
    const owner = await createEntity(t, { name: 'Owner Co' });
    const bob = await createEntity(t, { name: 'Bob Caller', is_person: true });
    const boss = await createEntity(t, { name: 'Bob Boss Inc' });
    await role(address.uuid, owner, 'OWNER');
    await role(address.uuid, bob, 'TRUE_OWNER_CONTACT');
    // Someone owns Bob's company role: the contact path still stops at Bob.
    await owns(boss, bob);
    const up = await owners(address.uuid);
    expect(read(up)).toEqual([
      `owner ultimate 1: ${address.address} > OWNER Owner Co`,
      `contact contact 1: ${address.address} > TRUE_OWNER_CONTACT Bob Caller`,
    ]);
    expect(up.nodes.find((n) => n.id === bob.uuid)).toMatchObject({ ultimate: false, is_person: true });
    const bobs = await portfolio(bob.uuid);
    expect(read(bobs)).toEqual([`contact contact 1: Bob Caller > TRUE_OWNER_CONTACT ${address.address}`]);
    expect(bobs.totals).toEqual({
      properties: 0,
      units: 0,
      square_feet: 0,
      with_square_feet: 0,
      partial: false,
    });
    // Only the root's own contact roles show: Bob's boss controls nothing through them.
    expect((await portfolio(boss.uuid)).paths).toEqual([]);
  });

  it('portfolio totals: units, square feet where known, an address reached twice counted once', async () => {
    const fund = await createEntity(t, { name: 'Totals Fund' });
    const sub = await createEntity(t, { name: 'Totals Sub LLC' });
    await owns(fund, sub);
    const unit = await createAddress(t, {
      address: '100 Main St Unit 4, Reno, NV',
      subpremise: '4',
      rba: 1200,
    });
    const tower = await createAddress(t, { address: '200 Main St, Reno, NV', rba: 5000.5 });
    const lot = await createAddress(t, { address: '300 Main St, Reno, NV' });
    await role(unit.uuid, fund, 'RECORDED_OWNER');
    await role(tower.uuid, sub, 'RECORDED_OWNER');
    await role(lot.uuid, sub, 'TRUE_OWNER');
    // The unit is reached directly and through the subsidiary.
    await role(unit.uuid, sub, 'OWNER');
    const g = await portfolio(fund.uuid);
    expect(g.paths).toHaveLength(4);
    expect(g.paths.map((p) => p.depth)).toEqual([1, 2, 2, 2]);
    expect(g.totals).toEqual({
      properties: 3,
      units: 1,
      square_feet: 6200.5,
      with_square_feet: 2,
      partial: false,
    });
    expect(
      g.nodes
        .filter((n) => n.kind === 'address')
        .map((n) => n.id)
        .sort(),
    ).toEqual([unit.uuid, tower.uuid, lot.uuid].sort());
  });

  it('a clique of co-owners is walked without repeating anyone, and cut at 500 paths', async () => {
    const address = await createAddress(t, { address: '1 Partnership Sq, Chicago, IL' });
    const partners: Entity[] = [];
    for (let i = 1; i <= 7; i++) partners.push(await createEntity(t, { name: `Clique Partner ${i}` }));
    for (const [i, a] of partners.entries()) for (const b of partners.slice(i + 1)) await coOwns(a, b);
    await role(address.uuid, partners[0]!, 'RECORDED_OWNER');
    // Every order of the other six after the first: 1,957 paths, all on tier 1.
    const g = await owners(address.uuid);
    expect(g.truncated).toBe(true);
    expect(g.paths).toHaveLength(500);
    expect(g.paths.every((p) => p.depth === 1 && p.end === 'ultimate')).toBe(true);
    for (const p of g.paths) expect(new Set(p.steps.map((s) => s.to)).size).toBe(p.steps.length);
    expect(g.nodes).toHaveLength(8);
  });

  it('a walk stopped at its 5,000 partial paths is truncated, its totals marked partial', async () => {
    // Eight co-owners: 13,700 orders of them from the first, past the walk's limit, though only the
    // first holds a property (one path: it is the walk, not the 500 listed, that is cut).
    const partners: Entity[] = [];
    for (let i = 1; i <= 8; i++) partners.push(await createEntity(t, { name: `Limit Partner ${i}` }));
    for (const [i, a] of partners.entries()) for (const b of partners.slice(i + 1)) await coOwns(a, b);
    const address = await createAddress(t, { address: '1 Limit Plaza, Dallas, TX', rba: 300 });
    await role(address.uuid, partners[0]!, 'RECORDED_OWNER');
    const g = await portfolio(partners[0]!.uuid);
    expect(read(g)).toEqual([`owner address 1: Limit Partner 1 > RECORDED_OWNER ${address.address}`]);
    expect(g.truncated).toBe(true);
    expect(g.totals).toEqual({
      properties: 1,
      units: 0,
      square_feet: 300,
      with_square_feet: 1,
      partial: true,
    });
    expect(g.nodes.map((n) => n.label)).toEqual(['Limit Partner 1', address.address]);
  });

  it('an unknown or malformed id is a 404; a depth outside 1-8 a 400; no credential a 401', async () => {
    for (const [url, message] of [
      [`addresses/${MISSING_UUID}/owners`, 'Could not find address'],
      ['addresses/not-a-uuid/owners', 'Could not find address'],
      [`entities/${MISSING_UUID}/portfolio`, 'Could not find contact'],
      ['entities/not-a-uuid/portfolio', 'Could not find contact'],
    ]) {
      const res = await t.call('GET', `/api/v1/${url}`);
      expect(res.status, url).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', message });
    }
    const address = await createAddress(t);
    const contact = await createEntity(t);
    // Each kind's id on the other's route names nothing.
    expect((await t.call('GET', `/api/v1/entities/${address.uuid}/portfolio`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/addresses/${contact.uuid}/owners`)).status).toBe(404);
    for (const url of [`addresses/${address.uuid}/owners`, `entities/${contact.uuid}/portfolio`]) {
      for (const depth of ['0', '9', '1.5', 'abc', '']) {
        const res = await t.call('GET', `/api/v1/${url}?depth=${depth}`);
        expect(res.status, `${url} depth=${depth}`).toBe(400);
        expect(res.body.error).toMatchObject({
          code: 'validation',
          fields: { depth: 'Depth must be a whole number from 1 to 8' },
          field_keys: { depth: 'val.depth' },
        });
      }
      expect((await t.call('GET', `/api/v1/${url}?depth=8`)).body.depth).toBe(8);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('documents both routes in OpenAPI with the graph as their answer', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    for (const path of ['/api/v1/addresses/{id}/owners', '/api/v1/entities/{id}/portfolio']) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['depth', 'id']);
      const schema = op.responses['200'].content['application/json'].schema;
      expect(Object.keys(schema.properties).sort()).toEqual(
        ['depth', 'nodes', 'paths', 'root', 'totals', 'truncated'].sort(),
      );
      expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    }
  });
});
