// Merges at their edges on both databases: links that become the same collapse into one (numbers,
// contact-to-contact links from either side, between merged records), the survivor's version rises
// once per merge, and an address merge refused (unknown ids, itself, an id repeated, another address
// holding the resulting key) changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEntity, createNumber, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, expectCountersExact, rowCount } from '../../test/records.js';

const MISSING = '0190a000-0000-7000-8000-000000000000';
const enc = encodeURIComponent;

describe.each(DIALECTS)('merge edges on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const merge = (kind: string, body: unknown) => t.call('POST', `/api/v1/${kind}/merge`, body);
  const complete = async (kind: string, id: string) => {
    const res = await t.call('GET', `/api/v1/${kind}/${enc(id)}/complete`);
    expect(res.status, `${kind}/${id}`).toBe(200);
    return res.body;
  };

  it('collapses a number both contacts have into one link, with the survivor’s type', async () => {
    const into = await createEntity(t, { name: 'Number Survivor' });
    const from = await createEntity(t, { name: 'Number Merged' });
    const shared = await createNumber(t);
    const own = await createNumber(t);
    await link(t, 'entities_numbers', {
      entity_id: into.uuid,
      phone_number: shared.phone_number,
      type: 'OFFICE',
    });
    await link(t, 'entities_numbers', {
      entity_id: from.uuid,
      phone_number: shared.phone_number,
      type: 'MOBILE',
    });
    await link(t, 'entities_numbers', { entity_id: from.uuid, phone_number: own.phone_number, type: 'HOME' });
    const res = await merge('entities', { into: into.uuid, from: [from.uuid] });
    expect(res.status).toBe(200);
    expect(res.body.n_linked_numbers).toBe(2);
    expect(res.body.links.numbers).toEqual(
      expect.arrayContaining([
        { phone_number: shared.phone_number, type: 'OFFICE' },
        { phone_number: own.phone_number, type: 'HOME' },
      ]),
    );
    expect(res.body.links.numbers).toHaveLength(2);
    const number = await complete('numbers', shared.phone_number);
    expect(number.n_linked_entities).toBe(1);
    expect(number.links.entities).toEqual([
      expect.objectContaining({ entity_id: into.uuid, type: 'OFFICE' }),
    ]);
    await expectCountersExact(t);
  });

  it('raises the survivor’s version once, whether it takes fields or not', async () => {
    const version = async (id: string) => {
      const row = await t.database.db
        .selectFrom('entities')
        .select('version')
        .where('uuid', '=', id)
        .executeTakeFirst();
      return Number(row?.version);
    };
    const into = await createEntity(t, { name: 'Version Survivor' });
    const taken = await createEntity(t, { name: 'Version Merged', job_title: 'Broker' });
    expect(await version(into.uuid)).toBe(1);
    const fields = { job_title: taken.uuid };
    const res = await merge('entities', { into: into.uuid, from: [taken.uuid], fields });
    expect(res.status).toBe(200);
    expect(res.body.job_title).toBe('Broker');
    expect(await version(into.uuid)).toBe(2);
    const plain = await createEntity(t, { name: 'Version Plain' });
    expect((await merge('entities', { into: into.uuid, from: [plain.uuid] })).status).toBe(200);
    expect(await version(into.uuid)).toBe(3);
  });

  it('collapses contact-to-contact links, named from either side, and drops those between the merged', async () => {
    const into = await createEntity(t, { name: 'Pair Survivor' });
    const first = await createEntity(t, { name: 'Pair Merged One' });
    const second = await createEntity(t, { name: 'Pair Merged Two' });
    const partner = await createEntity(t, { name: 'Pair Partner' });
    const colleague = await createEntity(t, { name: 'Pair Colleague' });
    const rel = (entity_id: string, entity_id2: string, relationship: 'OWNER' | 'SPOUSE' | 'CO-OWNER') =>
      link(t, 'entities_entities', { entity_id, entity_id2, relationship });
    // The survivor and a merged record both linked to the partner, named from opposite sides.
    await rel(into.uuid, partner.uuid, 'OWNER');
    await rel(partner.uuid, first.uuid, 'SPOUSE');
    // Both merged records linked to the colleague: the first in `from` order keeps its tag.
    await rel(first.uuid, colleague.uuid, 'CO-OWNER');
    await rel(colleague.uuid, second.uuid, 'SPOUSE');
    // A link between the two merged records would join the survivor to itself.
    await rel(first.uuid, second.uuid, 'OWNER');
    const res = await merge('entities', { into: into.uuid, from: [first.uuid, second.uuid] });
    expect(res.status).toBe(200);
    expect(res.body.n_linked_entities).toBe(2);
    expect(res.body.links.entities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity_id: partner.uuid, relationship: 'OWNER', direction: 'outgoing' }),
        expect.objectContaining({ entity_id: colleague.uuid, relationship: 'CO-OWNER' }),
      ]),
    );
    expect(res.body.links.entities).toHaveLength(2);
    for (const other of [partner, colleague]) {
      const answer = await complete('entities', other.uuid);
      expect(answer.n_linked_entities, other.name).toBe(1);
      expect(answer.links.entities.map((l: { entity_id: string }) => l.entity_id)).toEqual([into.uuid]);
    }
    await expectCountersExact(t);
  });

  describe('an address merge refused changes nothing', () => {
    let into: string;
    let from: string;
    let owner: string;
    let before: { audit: number; addresses: number; merged: number };
    const snapshot = async () => ({
      audit: await auditCount(t),
      addresses: await rowCount(t, 'addresses'),
      merged: await rowCount(t, 'merged_records'),
    });
    beforeAll(async () => {
      into = (await createAddress(t, { address: '10 Refusal Road, Laval', notes: 'kept' })).uuid;
      from = (await createAddress(t, { address: '12 Refusal Road, Laval' })).uuid;
      owner = (await createEntity(t, { name: 'Refusal Owner' })).uuid;
      await link(t, 'addresses_entities', { address_id: from, entity_id: owner, role: 'OWNER' });
    });
    const unchanged = async () => {
      expect(await snapshot()).toEqual(before);
      expect((await complete('addresses', into)).notes).toBe('kept');
      expect((await complete('addresses', from)).links.entities).toEqual([
        expect.objectContaining({ entity_id: owner, role: 'OWNER' }),
      ]);
      expect((await t.call('GET', `/api/v1/addresses/${from}/merged`)).status).toBe(404);
      await expectCountersExact(t);
    };

    it.each([
      ['an unknown survivor', () => ({ into: MISSING, from: [from] }), 404, { into: 'lookup.address' }],
      ['an unknown merged id', () => ({ into, from: [from, MISSING] }), 404, { 'from.1': 'lookup.address' }],
      ['an address merged into itself', () => ({ into, from: [into] }), 400, { 'from.0': 'merge.val.self' }],
      ['an id repeated', () => ({ into, from: [from, from] }), 400, { 'from.1': 'merge.val.repeated' }],
      [
        'a field only the location brings',
        () => ({ into, from: [from], fields: { postal_code: from } }),
        400,
        { 'fields.postal_code': 'val.unknownField' },
      ],
    ])('refuses %s', async (_, body, status, fieldKeys) => {
      before = await snapshot();
      const res = await merge('addresses', body());
      expect(res.status).toBe(status);
      expect(res.body.error.field_keys).toMatchObject(fieldKeys);
      await unchanged();
    });

    it('refuses a contact id as an address (404)', async () => {
      before = await snapshot();
      const res = await merge('addresses', { into, from: [owner] });
      expect([res.status, res.body.error.key]).toEqual([404, 'lookup.address']);
      await unchanged();
    });

    it('refuses (409) and rolls back the whole merge when another address holds the resulting key', async () => {
      // An older duplicate, as migrations 0004 and 0005 left them: another address's text, no key.
      const holder = await createAddress(t, { address: '14 Refusal Road, Laval' });
      const old = (await createAddress(t, { address: '16 Refusal Road, Laval' })).uuid;
      await link(t, 'addresses_entities', { address_id: old, entity_id: owner, role: 'HOME' });
      await t.database.db
        .updateTable('addresses')
        .set({ address: '14 refusal road laval', address_key: null })
        .where('uuid', '=', old)
        .execute();
      before = await snapshot();
      const res = await merge('addresses', { into, from: [from, old], fields: { address: old } });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'exists' });
      await unchanged();
      expect((await complete('addresses', old)).links.entities).toEqual([
        expect.objectContaining({ entity_id: owner, role: 'HOME' }),
      ]);
      expect((await complete('addresses', holder.uuid)).address).toBe('14 Refusal Road, Laval');
      expect((await complete('addresses', into)).address).toBe('10 Refusal Road, Laval');
      expect((await complete('entities', owner)).n_linked_addresses).toBe(2);
      // The same merge keeping the survivor's text goes through.
      const ok = await merge('addresses', { into, from: [from, old] });
      expect(ok.status).toBe(200);
      expect(ok.body.n_linked_entities).toBe(1);
    });
  });
});
