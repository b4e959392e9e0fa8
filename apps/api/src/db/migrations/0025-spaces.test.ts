// Migration 0025 on both databases: stored units join the building whose key is theirs without the
// unit, a missing building is created from the unit's place fields, both audited and counted, and
// the count is logged.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressKey, buildingKey } from '../../features/places/address-key.js';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const at = new Date().toISOString();
const ids = {
  building: '01890000-0000-7000-8000-000000000001',
  suite400: '01890000-0000-7000-8000-000000000002',
  suite500: '01890000-0000-7000-8000-000000000003',
  bay: '01890000-0000-7000-8000-000000000004',
  plain: '01890000-0000-7000-8000-000000000005',
};

function row(uuid: string, address: string, subpremise: string | null, extra: Record<string, unknown> = {}) {
  return {
    uuid,
    address,
    subpremise,
    address_key: addressKey(address, subpremise),
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(DIALECTS)('migration 0025 on %s', (dialect) => {
  it('attaches stored units to their buildings, creating the missing ones', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { schema } = database;
    // biome-ignore lint/suspicious/noExplicitAny: the rows of version 0024, not today's schema
    const db = database.db as Kysely<any>;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await migrateTo(db, '0024-requirements', schema);
      const bay = { street_number: '200', route: 'Bay St', locality: 'Toronto' };
      // One row a statement: SQLite has no DEFAULT for the columns another row leaves out.
      for (const value of [
        row(ids.building, '100 King St W, Toronto, ON', null),
        row(ids.suite400, '100 King St W, Suite 400, Toronto, ON', '400'),
        row(ids.suite500, '100 King St W, Suite 500, Toronto, ON', '500'),
        row(ids.bay, '200 Bay St, Unit 7, Toronto, ON M5J 2J5', '7', {
          ...bay,
          administrative_area_level_1: 'ON',
          postal_code: 'M5J 2J5',
          country: 'CA',
          search_city: 'toronto',
        }),
        row(ids.plain, '9 Queen St E, Toronto, ON', null),
      ])
        await db.insertInto('addresses').values(value).execute();
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('record_counts')
              .select('n')
              .where('kind', '=', 'addresses')
              .executeTakeFirst()
          )?.n,
        );
      const before = await count();
      await migrateToLatest(db, schema);
      const rows = await db
        .selectFrom('addresses')
        .select(['uuid', 'address', 'parent_address_id', 'version', 'address_key', 'locality', 'search_city'])
        .execute();
      const byId = new Map(rows.map((r) => [String(r.uuid), r]));
      expect(byId.get(ids.suite400)?.parent_address_id).toBe(ids.building);
      expect(byId.get(ids.suite500)?.parent_address_id).toBe(ids.building);
      expect(Number(byId.get(ids.suite400)?.version)).toBe(2);
      expect(byId.get(ids.building)?.parent_address_id).toBeNull();
      expect(byId.get(ids.plain)?.parent_address_id).toBeNull();
      const created = rows.find((r) => !Object.values(ids).includes(String(r.uuid)));
      expect(created).toMatchObject({
        address: '200 Bay St, Toronto, ON M5J 2J5',
        parent_address_id: null,
        locality: 'Toronto',
        search_city: 'toronto',
        address_key: buildingKey(addressKey('200 Bay St, Unit 7, Toronto, ON M5J 2J5', '7')),
      });
      expect(byId.get(ids.bay)?.parent_address_id).toBe(String(created?.uuid));
      // The live key of the created building's text is the one stored: a later edit keeps it.
      expect(addressKey(String(created?.address), null)).toBe(created?.address_key);
      expect(await count()).toBe(before + 1);
      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'record_id', 'actor'])
        .where('actor', '=', 'system:migration')
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update', 'update']);
      expect(info).toHaveBeenCalledWith('0025-spaces: 3 units attached to 2 buildings (1 buildings created)');
    } finally {
      await database.close();
      await drop();
    }
  });
});
