// Migration 0029 on both databases: the requirements stored before it get their type rows (each
// type named, or '*' for none), and the new address columns and tables hold what the API writes.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const at = new Date().toISOString();
const contact = '01890000-0000-7000-8000-0000000000e1';
const typed = '01890000-0000-7000-8000-0000000000a1';
const untyped = '01890000-0000-7000-8000-0000000000a2';

describe.each(DIALECTS)('migration 0029 on %s', (dialect) => {
  it("writes each stored requirement's type rows", async () => {
    const { database, drop } = await testDatabase(dialect);
    // biome-ignore lint/suspicious/noExplicitAny: the rows of version 0028, not today's schema
    const db = database.db as Kysely<any>;
    try {
      await migrateTo(db, '0028-leases', database.schema);
      await db
        .insertInto('entities')
        .values({ uuid: contact, name: 'Needs Space Inc.', created_at: at, updated_at: at })
        .execute();
      const requirement = (id: string, types: string[]) => ({
        id,
        entity_id: contact,
        deal: 'lease',
        property_types: JSON.stringify(types),
        cities: '[]',
        search_cities: '[]',
        created_at: at,
        updated_at: at,
      });
      await db
        .insertInto('requirements')
        .values(requirement(typed, ['industrial', 'flex']))
        .execute();
      await db.insertInto('requirements').values(requirement(untyped, [])).execute();
      await migrateToLatest(db, database.schema);
      const rows = await db
        .selectFrom('requirement_types')
        .select(['requirement_id', 'property_type'])
        .orderBy('requirement_id')
        .orderBy('property_type')
        .execute();
      expect(rows.map((r) => [String(r.requirement_id), r.property_type])).toEqual([
        [typed, 'flex'],
        [typed, 'industrial'],
        [untyped, '*'],
      ]);
      // A requirement deleted takes its rows with it.
      await db.deleteFrom('requirements').where('id', '=', typed).execute();
      expect(await db.selectFrom('requirement_types').select('requirement_id').execute()).toHaveLength(1);
    } finally {
      await database.close();
      await drop();
    }
  });
});
