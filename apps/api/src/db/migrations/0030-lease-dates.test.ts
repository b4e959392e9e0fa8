// Migration 0030 on both databases: the stored leases' end and option notice days become
// `lease_dates` rows (two options of one kind on one day, one row).
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const at = new Date().toISOString();
const LEASE = '01890000-0000-7000-8000-0000000000a1';
const BARE = '01890000-0000-7000-8000-0000000000a2';

describe.each(DIALECTS)('migration 0030 on %s', (dialect) => {
  it('fills lease_dates from the stored leases', async () => {
    const { database, drop } = await testDatabase(dialect);
    // biome-ignore lint/suspicious/noExplicitAny: the rows of version 0028, not today's schema
    const db = database.db as Kysely<any>;
    try {
      await migrateTo(db, '0028-leases', database.schema);
      const lease = (id: string, options: unknown[]) => ({
        id,
        start_on: '2024-01-01',
        end_on: '2029-12-31',
        base_rent: 20,
        rent_basis: 'per_sqft_year',
        options: JSON.stringify(options),
        status: 'active',
        created_at: at,
        updated_at: at,
      });
      await db
        .insertInto('leases')
        .values(
          lease(LEASE, [
            { kind: 'renewal', notice_on: '2029-06-30', note: null },
            { kind: 'renewal', notice_on: '2029-06-30', note: 'twice' },
            { kind: 'termination', notice_on: '2027-12-31' },
          ]),
        )
        .execute();
      await db.insertInto('leases').values(lease(BARE, [])).execute();
      await migrateToLatest(db, database.schema);
      const rows = await db
        .selectFrom('lease_dates')
        .select(['lease_id', 'date_kind', 'day'])
        .orderBy('lease_id')
        .orderBy('date_kind')
        .execute();
      expect(rows.map((r) => [String(r.lease_id), r.date_kind, r.day])).toEqual([
        [LEASE, 'end_on', '2029-12-31'],
        [LEASE, 'notice:renewal', '2029-06-30'],
        [LEASE, 'notice:termination', '2027-12-31'],
        [BARE, 'end_on', '2029-12-31'],
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
