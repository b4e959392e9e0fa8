// POST /entities/merge and /addresses/merge, GET …/{id}/merged on both databases: fields, links
// moved and collapsed, counters, record totals, NDA acceptances, the audit trail, old ids and
// chains, and refusals that change nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, expectCountersExact } from '../../test/records.js';

const MISSING = '0190a000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('merge on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const merge = (kind: string, body: unknown) => t.call('POST', `/api/v1/${kind}/merge`, body);
  // biome-ignore lint/suspicious/noExplicitAny: entries are asserted field by field
  const history = async (path: string): Promise<any[]> => {
    const res = await t.call('GET', `/api/v1/${path}/history?limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  /** A record's values as the API answers them (its links left out). */
  const valuesOf = async (kind: string, id: string): Promise<Record<string, unknown>> => {
    // The complete answer's parts beside the record's own fields (links; a building's spaces,
    // figures and derived flags).
    const {
      links: _links,
      spaces: _spaces,
      parent: _parent,
      rba_from_spaces: _derived,
      pct_leased_from_leases: _fromLeases,
      figures: _figures,
      ...record
    } = (await t.call('GET', `/api/v1/${kind}/${id}/complete`)).body;
    return record;
  };
  /** What a merged record's `merged` entry keeps of it: every value it had, but its id and counters. */
  const fullValues = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([field, value]) => field !== 'uuid' && !field.startsWith('n_linked_') && value !== null)
        .map(([field, value]) => [field, { old: value, new: null }]),
    );

  /** A survivor and a duplicate with links of every kind, some shared. */
  async function contacts() {
    const into = await createEntity(t, { name: 'Louise Fortin', job_title: null, notes: 'Keeps this note' });
    const from = await createEntity(t, {
      name: 'Louise Fortin-Côté',
      job_title: 'Broker',
      company_name: 'Fortin Inc',
    });
    const other = await createEntity(t, { name: 'Colleague' });
    const shared = await createEmail(t);
    const own = await createEmail(t);
    const number = await createNumber(t);
    const office = await createAddress(t);
    await link(t, 'entities_emails', { entity_id: into.uuid, email: shared.email, type: 'WORK' });
    await link(t, 'entities_emails', { entity_id: from.uuid, email: shared.email, type: 'PERSONAL' });
    await link(t, 'entities_emails', { entity_id: from.uuid, email: own.email, type: 'HOME' });
    await link(t, 'entities_numbers', {
      entity_id: from.uuid,
      phone_number: number.phone_number,
      type: 'MOBILE',
    });
    await link(t, 'addresses_entities', { address_id: office.uuid, entity_id: from.uuid, role: 'OFFICE' });
    await link(t, 'entities_entities', {
      entity_id: other.uuid,
      entity_id2: from.uuid,
      relationship: 'EMPLOYER_EMPLOYEE',
    });
    await link(t, 'entities_entities', {
      entity_id: into.uuid,
      entity_id2: from.uuid,
      relationship: 'SPOUSE',
    });
    await t.database.db
      .insertInto('nda_acceptances')
      .values({
        showcase_slug: '426sunset',
        entity_id: from.uuid,
        accepted_at: new Date().toISOString(),
        ip: '203.0.113.9',
        user_agent: 'test',
        nda_version: '1',
      })
      .execute();
    return { into, from, other, shared, own, number, office };
  }

  it('merges two contacts: chosen fields, links moved and collapsed, counters exact', async () => {
    const c = await contacts();
    const res = await merge('entities', {
      into: c.into.uuid,
      from: [c.from.uuid],
      fields: { job_title: c.from.uuid, company_name: c.from.uuid, name: c.into.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid: c.into.uuid,
      name: 'Louise Fortin',
      job_title: 'Broker',
      company_name: 'Fortin Inc',
      notes: 'Keeps this note',
      n_linked_emails: 2,
      n_linked_numbers: 1,
      n_linked_addresses: 1,
      n_linked_entities: 1,
    });
    // Both were linked to the shared email: one link stays, with the survivor's type.
    expect(res.body.links.emails).toEqual(
      expect.arrayContaining([
        { email: c.shared.email, type: 'WORK' },
        { email: c.own.email, type: 'HOME' },
      ]),
    );
    expect(res.body.links.emails).toHaveLength(2);
    expect(res.body.links.numbers).toEqual([{ phone_number: c.number.phone_number, type: 'MOBILE' }]);
    expect(res.body.links.addresses).toEqual([
      { address_id: c.office.uuid, address: c.office.address, role: 'OFFICE' },
    ]);
    // The link between the two is gone (no one is their own spouse); the colleague's link moved.
    expect(res.body.links.entities).toEqual([
      {
        entity_id: c.other.uuid,
        name: 'Colleague',
        relationship: 'EMPLOYER_EMPLOYEE',
        direction: 'incoming',
      },
    ]);
    const email = await t.call('GET', `/api/v1/emails/${encodeURIComponent(c.shared.email)}/complete`);
    expect(email.body.n_linked_entities).toBe(1);
    expect((await t.call('GET', `/api/v1/addresses/${c.office.uuid}/complete`)).body.links.entities).toEqual([
      { entity_id: c.into.uuid, name: 'Louise Fortin', role: 'OFFICE' },
    ]);
    expect((await t.call('GET', `/api/v1/entities/${c.from.uuid}/complete`)).status).toBe(404);
    await expectCountersExact(t);
  });

  it('moves NDA acceptances and inbox items to the survivor and sends the old id there', async () => {
    const c = await contacts();
    const item = await t.database.db
      .insertInto('inbox_items')
      .values({
        kind: 'contact',
        status: 'new',
        name: 'Merge Inbox',
        subject: 'Hello',
        body: 'A lead linked to the merged contact',
        entity_id: c.from.uuid,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await merge('entities', { into: c.into.uuid, from: [c.from.uuid] });
    const inbox = await t.call('GET', `/api/v1/inbox/${item.id}`);
    expect(inbox.body.entity_id).toBe(c.into.uuid);
    const ndas = await t.database.db
      .selectFrom('nda_acceptances')
      .select('entity_id')
      .where('ip', '=', '203.0.113.9')
      .execute();
    expect(ndas.map((n) => String(n.entity_id))).toContain(c.into.uuid);
    expect(ndas.map((n) => String(n.entity_id))).not.toContain(c.from.uuid);
    const old = await t.call('GET', `/api/v1/entities/${c.from.uuid}/merged`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: c.from.uuid, into: c.into.uuid });
    const never = await t.call('GET', `/api/v1/entities/${c.into.uuid}/merged`);
    expect(never.status).toBe(404);
    expect(never.body.error).toMatchObject({ code: 'not_found', key: 'lookup.merged' });
    expect((await t.call('GET', `/api/v1/addresses/${c.from.uuid}/merged`)).status).toBe(404);
  });

  it('tells both histories through the API: merge on the survivor, the merged record’s full values on its id', async () => {
    const c = await contacts();
    const before = await valuesOf('entities', c.from.uuid);
    await merge('entities', { into: c.into.uuid, from: [c.from.uuid], fields: { job_title: c.from.uuid } });
    const [mergeEntry] = await history(`entities/${c.into.uuid}`);
    expect(mergeEntry).toMatchObject({
      actor: 'api-key:tests',
      action: 'merge',
      record_type: 'entity',
      record_id: c.into.uuid,
    });
    expect(mergeEntry.changes).toEqual({
      merged: { old: null, new: [c.from.uuid] },
      job_title: { old: null, new: 'Broker' },
    });
    // The merged id is gone but answers its history, newest first: its `merged` entry holds every
    // value it had (name, job title, company, flags, dates…), so nothing is lost with it.
    const [merged] = await history(`entities/${c.from.uuid}`);
    expect(merged).toMatchObject({ action: 'merged', record_type: 'entity', record_id: c.from.uuid });
    expect(merged.changes).toEqual({ ...fullValues(before), merged_into: { old: null, new: c.into.uuid } });
    expect(merged.changes).toMatchObject({
      name: { old: 'Louise Fortin-Côté', new: null },
      company_name: { old: 'Fortin Inc', new: null },
    });
    // Moved links are the link operations' own entries: a delete of the old, a create of the new.
    const moves = (await history(`emails/${encodeURIComponent(c.own.email)}`))
      .filter((e) => e.record_type === 'entities_emails')
      .map((e) => [e.action, e.record_id]);
    expect(moves).toEqual([
      ['create', `${c.into.uuid}/${c.own.email}`],
      ['delete', `${c.from.uuid}/${c.own.email}`],
      ['create', `${c.from.uuid}/${c.own.email}`],
    ]);
  });

  it('merges several at once and follows chains to the last survivor', async () => {
    const [a, b, c, d] = await Promise.all(
      ['Chain A', 'Chain B', 'Chain C', 'Chain D'].map((name) => createEntity(t, { name })),
    );
    const email = await createEmail(t);
    for (const e of [a!, b!, c!])
      await link(t, 'entities_emails', { entity_id: e.uuid, email: email.email, type: 'OTHER' });
    await link(t, 'entities_entities', { entity_id: a!.uuid, entity_id2: b!.uuid, relationship: 'OWNER' });
    const counts = await t.call('GET', '/api/v1/entities/count');
    expect((await merge('entities', { into: b!.uuid, from: [a!.uuid] })).status).toBe(200);
    const res = await merge('entities', {
      into: c!.uuid,
      from: [b!.uuid, d!.uuid],
      fields: { name: d!.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Chain D', n_linked_emails: 1, n_linked_entities: 0 });
    expect((await t.call('GET', '/api/v1/entities/count')).body).toBe(counts.body - 3);
    for (const old of [a!, b!, d!])
      expect((await t.call('GET', `/api/v1/entities/${old.uuid}/merged`)).body.into).toBe(c!.uuid);
    expect(
      (await t.call('GET', `/api/v1/emails/${encodeURIComponent(email.email)}/complete`)).body
        .n_linked_entities,
    ).toBe(1);
    await expectCountersExact(t);
  });

  it('merges addresses: the location fields come together, contacts move, keys follow', async () => {
    const owner = await createEntity(t, { name: 'Owner of both' });
    const tenant = await createEntity(t, { name: 'Tenant' });
    const into = await createAddress(t, { address: '1 Merge Street, Laval', rba: 1200, notes: 'survivor' });
    const from = await createAddress(t, {
      address: '1 Merge St, Laval QC H7N 1A1',
      street_number: '1',
      route: 'Merge St',
      postal_code: 'H7N 1A1',
      building_class: 'A',
    });
    await link(t, 'addresses_entities', {
      address_id: into.uuid,
      entity_id: owner.uuid,
      role: 'RECORDED_OWNER',
    });
    await link(t, 'addresses_entities', { address_id: from.uuid, entity_id: owner.uuid, role: 'OFFICE' });
    await link(t, 'addresses_entities', { address_id: from.uuid, entity_id: tenant.uuid, role: 'HOME' });
    const fromBefore = await valuesOf('addresses', from.uuid);
    const res = await merge('addresses', {
      into: into.uuid,
      from: [from.uuid],
      fields: { address: from.uuid, building_class: from.uuid, notes: into.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid: into.uuid,
      address: '1 Merge St, Laval QC H7N 1A1',
      postal_code: 'H7N 1A1',
      route: 'Merge St',
      building_class: 'A',
      rba: 1200,
      notes: 'survivor',
      n_linked_entities: 2,
    });
    expect(res.body.links.entities).toEqual(
      expect.arrayContaining([
        { entity_id: owner.uuid, name: 'Owner of both', role: 'RECORDED_OWNER' },
        { entity_id: tenant.uuid, name: 'Tenant', role: 'HOME' },
      ]),
    );
    expect((await t.call('GET', `/api/v1/entities/${owner.uuid}/complete`)).body.n_linked_addresses).toBe(1);
    // The survivor now answers to the merged text ('exists!'), and the old id leads to it.
    const again = await t.call('POST', '/api/v1/addresses', { address: '1 Merge St., Laval, QC' });
    expect(again.status).toBe(409);
    expect((await t.call('GET', `/api/v1/addresses/${from.uuid}/merged`)).body.into).toBe(into.uuid);
    const [mergeEntry] = await history(`addresses/${into.uuid}`);
    expect(mergeEntry).toMatchObject({ action: 'merge', record_type: 'address', record_id: into.uuid });
    expect(mergeEntry.changes).toMatchObject({
      merged: { old: null, new: [from.uuid] },
      address: { old: '1 Merge Street, Laval', new: '1 Merge St, Laval QC H7N 1A1' },
      building_class: { old: null, new: 'A' },
    });
    const [merged] = await history(`addresses/${from.uuid}`);
    expect(merged).toMatchObject({ action: 'merged', record_type: 'address', record_id: from.uuid });
    expect(merged.changes).toEqual({ ...fullValues(fromBefore), merged_into: { old: null, new: into.uuid } });
    expect(merged.changes).toMatchObject({ building_class: { old: 'A', new: null } });
    await expectCountersExact(t);
  });

  describe('refusals change nothing', () => {
    let a: string;
    let b: string;
    let before: number;
    beforeAll(async () => {
      a = (await createEntity(t, { name: 'Refused A' })).uuid;
      b = (await createEntity(t, { name: 'Refused B' })).uuid;
      await link(t, 'entities_entities', { entity_id: a, entity_id2: b, relationship: 'OWNER' });
    });
    const still = async () => {
      expect(await auditCount(t)).toBe(before);
      expect((await t.call('GET', `/api/v1/entities/${b}/complete`)).body.n_linked_entities).toBe(1);
    };

    it.each([
      ['an unknown survivor', () => ({ into: MISSING, from: [b] }), 404, { into: 'lookup.entity' }],
      ['an unknown merged id', () => ({ into: a, from: [b, MISSING] }), 404, { 'from.1': 'lookup.entity' }],
      ['a record merged into itself', () => ({ into: a, from: [a] }), 400, { 'from.0': 'merge.val.self' }],
      ['an id repeated', () => ({ into: a, from: [b, b] }), 400, { 'from.1': 'merge.val.repeated' }],
      ['no record to merge', () => ({ into: a, from: [] }), 400, { from: 'merge.val.from' }],
      [
        'an unknown field',
        () => ({ into: a, from: [b], fields: { uuid: b } }),
        400,
        { 'fields.uuid': 'val.unknownField' },
      ],
      [
        'a counter as a field',
        () => ({ into: a, from: [b], fields: { n_linked_entities: b } }),
        400,
        { 'fields.n_linked_entities': 'val.unknownField' },
      ],
      [
        'a field from outside the merge',
        () => ({ into: a, from: [b], fields: { name: MISSING } }),
        400,
        { 'fields.name': 'merge.val.fieldSource' },
      ],
      [
        'a field id that is no UUID',
        () => ({ into: a, from: [b], fields: { name: 'x' } }),
        400,
        { 'fields.name': 'val.uuid' },
      ],
      ['a body field of its own', () => ({ into: a, from: [b], keep: true }), 400, undefined],
    ])('refuses %s', async (_, body, status, fieldKeys) => {
      before = await auditCount(t);
      const res = await merge('entities', body());
      expect(res.status).toBe(status);
      if (fieldKeys) expect(res.body.error.field_keys).toMatchObject(fieldKeys);
      else expect(res.body.error.code).toBe('validation');
      await still();
    });

    it('refuses an address id as a contact (404)', async () => {
      before = await auditCount(t);
      const address = await createAddress(t);
      before = await auditCount(t);
      expect((await merge('entities', { into: a, from: [address.uuid] })).status).toBe(404);
      await still();
    });

    it('rolls everything back when the merge fails midway', async () => {
      // A fault after the links have moved: the merged-id row cannot be written.
      if (dialect === 'sqlite')
        await sql`CREATE TRIGGER fail_merge BEFORE INSERT ON merged_records BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
          t.database.db,
        );
      else {
        await sql`CREATE FUNCTION fail_merge() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`.execute(
          t.database.db,
        );
        await sql`CREATE TRIGGER fail_merge BEFORE INSERT ON merged_records FOR EACH ROW EXECUTE FUNCTION fail_merge()`.execute(
          t.database.db,
        );
      }
      const entities = (await t.call('GET', '/api/v1/entities/count')).body;
      before = await auditCount(t);
      const res = await merge('entities', { into: a, from: [b], fields: { name: b } });
      expect(res.status).toBe(500);
      await sql`DROP TRIGGER fail_merge${sql.raw(dialect === 'postgres' ? ' ON merged_records' : '')}`.execute(
        t.database.db,
      );
      await still();
      expect((await t.call('GET', '/api/v1/entities/count')).body).toBe(entities);
      expect((await t.call('GET', `/api/v1/entities/${a}/complete`)).body.name).toBe('Refused A');
      await expectCountersExact(t);
      // The same merge goes through once the fault is gone.
      expect((await merge('entities', { into: a, from: [b], fields: { name: b } })).body.name).toBe(
        'Refused B',
      );
    });
  });
});
