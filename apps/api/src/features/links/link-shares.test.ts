// The owner's share on ownership links (issue 29, migration 0048), on both databases: recorded on an
// OWNER link between contacts and on an owner role of an address, answered with the link, kept or
// changed by a PUT, cleared when the link stops being one of ownership; refused (400
// links.val.share, nothing written) out of range, beyond 4 decimals or on any other link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('ownership shares on links (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const refused = (res: { status: number; body: { error?: { field_keys?: Record<string, string> } } }) =>
    [res.status, res.body.error?.field_keys?.share] as const;

  it('records, keeps, changes and clears the share of an OWNER link between contacts', async () => {
    const [owner, owned] = [await createEntity(t), await createEntity(t)];
    const link = { entity_id: owner.uuid, entity_id2: owned.uuid };
    const created = await t.call('POST', '/api/v1/entities_entities', {
      ...link,
      relationship: 'OWNER',
      share: 12.3456,
    });
    expect([created.status, created.body]).toEqual([201, { ...link, relationship: 'OWNER', share: 12.3456 }]);
    const put = (body: object) =>
      t.call('PUT', `/api/v1/entities_entities/${owner.uuid}/${owned.uuid}`, body);
    expect((await put({ relationship: 'OWNER', share: 60 })).body.share).toBe(60);
    expect((await put({ relationship: 'OWNER' })).body.share).toBe(60);
    expect(refused(await put({ relationship: 'CO-OWNER', share: 60 }))).toEqual([400, 'links.val.share']);
    expect((await put({ relationship: 'CO-OWNER' })).body).toEqual({
      ...link,
      relationship: 'CO-OWNER',
      share: null,
    });
    const stored = await t.database.db
      .selectFrom('entities_entities')
      .select('share')
      .where('entity_id', '=', owner.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.share).toBeNull();
  });

  it('refuses a share out of range, too precise or on a link not of ownership, writing nothing', async () => {
    const [owner, owned] = [await createEntity(t), await createEntity(t)];
    for (const [relationship, share] of [
      ['OWNER', 0],
      ['OWNER', -5],
      ['OWNER', 100.0001],
      ['OWNER', 1.23456],
      ['OWNER', '50'],
      ['CO-OWNER', 50],
      ['EMPLOYER_EMPLOYEE', 50],
    ] as const) {
      const res = await t.call('POST', '/api/v1/entities_entities', {
        entity_id: owner.uuid,
        entity_id2: owned.uuid,
        relationship,
        share,
      });
      expect(refused(res), `${relationship} ${share}`).toEqual([400, 'links.val.share']);
    }
    const links = await t.database.db
      .selectFrom('entities_entities')
      .select('entity_id')
      .where('entity_id', 'in', [owner.uuid, owned.uuid])
      .execute();
    expect(links).toEqual([]);
    const full = await t.call('POST', '/api/v1/entities_entities', {
      entity_id: owner.uuid,
      entity_id2: owned.uuid,
      relationship: 'OWNER',
      share: 100,
    });
    expect(full.body.share).toBe(100);
  });

  it("records the share of an owner role on an address, and only of an owner's", async () => {
    const [entity, address] = [await createEntity(t), await createAddress(t)];
    const ids = { address_id: address.uuid, entity_id: entity.uuid };
    const contact = await t.call('POST', '/api/v1/addresses_entities', {
      ...ids,
      role: 'OWNER_CONTACT',
      share: 10,
    });
    expect(refused(contact)).toEqual([400, 'links.val.share']);
    const created = await t.call('POST', '/api/v1/addresses_entities', {
      ...ids,
      role: 'RECORDED_OWNER',
      share: 33.3333,
    });
    expect([created.status, created.body]).toEqual([201, { ...ids, role: 'RECORDED_OWNER', share: 33.3333 }]);
    const url = `/api/v1/addresses_entities/${address.uuid}/${entity.uuid}`;
    expect((await t.call('PUT', url, { role: 'TRUE_OWNER' })).body.share).toBe(33.3333);
    expect((await t.call('PUT', url, { role: 'TRUE_OWNER', share: null })).body.share).toBeNull();
    expect((await t.call('PUT', url, { role: 'OWNER', share: 75 })).body.share).toBe(75);
    expect((await t.call('PUT', url, { role: 'OWNER_CONTACT' })).body).toEqual({
      ...ids,
      role: 'OWNER_CONTACT',
      share: null,
    });
    const plain = await t.call('POST', '/api/v1/addresses_entities', {
      address_id: (await createAddress(t)).uuid,
      entity_id: entity.uuid,
      role: 'TENANT',
    });
    expect([plain.status, plain.body.share]).toEqual([201, null]);
  });
});
