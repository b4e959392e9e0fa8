// Migration 0015 on both databases, from rows stored at 0014: an NDA acceptance may wait without a
// contact, every stored acceptance keeps its contact and its inbox item, and (SQLite, rebuilt)
// the indexes, the foreign keys and the acceptance ids stay.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const LEAD = '01890000-0000-7000-8000-000000000001';
const now = new Date().toISOString();

// biome-ignore lint/suspicious/noExplicitAny: the rows are those of version 0014, not today's schema
async function storeAt0014(db: Kysely<any>) {
  await db
    .insertInto('entities')
    .values({ uuid: LEAD, name: 'Showcase Lead', search: 'showcase lead', created_at: now, updated_at: now })
    .execute();
  const acceptance = {
    showcase_slug: '426sunset',
    entity_id: LEAD,
    accepted_at: now,
    ip: '127.0.0.1',
    user_agent: 'test',
    nda_version: '2026-11-21',
  };
  await db.insertInto('nda_acceptances').values(acceptance).execute();
  await db.insertInto('nda_acceptances').values(acceptance).execute();
  await db
    .insertInto('inbox_items')
    .values({
      kind: 'showcase',
      status: 'new',
      name: 'Showcase Lead',
      nda_acceptance_id: 2,
      entity_id: LEAD,
      created_at: now,
    })
    .execute();
}

describe.each(DIALECTS)('migration 0015 on %s', (dialect) => {
  it('lets an acceptance wait without a contact and keeps every stored one with its contact and item', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0014-import-heartbeat', schema);
      await storeAt0014(db);
      await migrateToLatest(db, schema);

      const rows = await db.selectFrom('nda_acceptances').select(['id', 'entity_id']).orderBy('id').execute();
      expect(rows.map((r) => [Number(r.id), r.entity_id])).toEqual([
        [1, LEAD],
        [2, LEAD],
      ]);
      const items = await db.selectFrom('inbox_items').select(['nda_acceptance_id', 'entity_id']).execute();
      expect(items.map((i) => [Number(i.nda_acceptance_id), i.entity_id])).toEqual([[2, LEAD]]);

      const pending = await db
        .insertInto('nda_acceptances')
        .values({
          showcase_slug: '426sunset',
          entity_id: null,
          accepted_at: now,
          ip: '::1',
          user_agent: null,
          nda_version: '2026-11-21',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(pending.id)).toBe(3);
      // Still evidence: an item's acceptance cannot be deleted, nor can a contact with one.
      await expect(db.deleteFrom('nda_acceptances').where('id', '=', 2).execute()).rejects.toThrow();
      await expect(db.deleteFrom('entities').where('uuid', '=', LEAD).execute()).rejects.toThrow();
      if (dialect === 'sqlite') {
        const { rows: indexes } = await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'nda_acceptances'
            AND sql IS NOT NULL ORDER BY name`.execute(db);
        expect(indexes.map((i) => i.name)).toEqual(['nda_acceptances_entity', 'nda_acceptances_showcase']);
        expect((await sql`PRAGMA foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
