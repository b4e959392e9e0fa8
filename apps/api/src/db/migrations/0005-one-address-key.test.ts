// Migration 0005 on both databases, from rows stored at 0004: dedupe_key is gone, every address key
// is recomputed (the earliest of a shared key keeps it), and nothing else moves: links, search.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../features/places/address-key.js';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const uuid = (n: number) => `01890000-0000-7000-8000-00000000000${n}`;
const now = new Date().toISOString();

// biome-ignore lint/suspicious/noExplicitAny: the rows are those of version 0004, not today's schema
async function storeAt0004(db: Kysely<any>) {
  const row = (n: number, address: string, address_key: string | null, subpremise: string | null = null) => ({
    uuid: uuid(n),
    address,
    subpremise,
    dedupe_key: `legacy-${n}`,
    address_key,
    search_address: address.toLowerCase(),
    search_city: '',
    search_postal: '',
    search_country: '',
    n_linked_entities: n === 3 ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('addresses')
    .values([
      // 1 and 2 had two keys under 0004's parse (the comma changed it); they share one now.
      row(1, '38 Main Blvd, Unit 24, Birmingham, AL 35203-4468', 'old-1'),
      row(2, '38 Main Blvd Unit 24 Birmingham AL 35203 4468', 'old-2'),
      row(3, '9 Elm Avenue', 'old-3'),
      row(4, '9 Elm Avenue', null, '2'),
    ])
    .execute();
  await db
    .insertInto('entities')
    .values({ uuid: uuid(9), name: 'Linked Owner', search: 'linked owner', created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('addresses_entities')
    .values({ address_id: uuid(3), entity_id: uuid(9), role: 'OWNER', created_at: now, updated_at: now })
    .execute();
}

describe.each(DIALECTS)('migration 0005 on %s', (dialect) => {
  it('drops dedupe_key and recomputes every address key; the earliest of a shared key keeps it', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0004-places', schema);
      await storeAt0004(db);
      await migrateToLatest(db, schema);

      const rows = await db.selectFrom('addresses').selectAll().orderBy('uuid').execute();
      expect(rows.map((r) => r.address_key)).toEqual([
        addressKey('38 Main Blvd, Unit 24, Birmingham, AL 35203-4468'),
        null,
        addressKey('9 Elm Avenue'),
        addressKey('9 Elm Avenue', '2'),
      ]);
      expect(rows.every((r) => !('dedupe_key' in r))).toBe(true);
      // Still unique, and a row needs no dedupe_key any more.
      await expect(
        db
          .updateTable('addresses')
          .set({ address_key: rows[0]!.address_key })
          .where('uuid', '=', uuid(2))
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('addresses')
        .values({
          uuid: uuid(5),
          address: '5 New Road',
          address_key: addressKey('5 New Road'),
          search_address: '5 new road',
          search_city: '',
          search_postal: '',
          search_country: '',
          n_linked_entities: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // The link, its counter and (SQLite's rebuilt table) the search index all survived.
      const links = await db.selectFrom('addresses_entities').select(['address_id', 'entity_id']).execute();
      expect(links).toEqual([{ address_id: uuid(3), entity_id: uuid(9) }]);
      expect(Number(rows[2]!.n_linked_entities)).toBe(1);
      if (dialect === 'sqlite') {
        await db
          .updateTable('addresses')
          .set({ search_address: 'renamed lane' })
          .where('uuid', '=', uuid(3))
          .execute();
        const match = (text: string) =>
          sql<{ rowid: number }>`SELECT rowid FROM addresses_fts WHERE addresses_fts MATCH ${text}`.execute(
            db,
          );
        expect((await match('"renamed"')).rows.map((r) => Number(r.rowid))).toEqual([Number(rows[2]!.seq)]);
        expect((await match('"new road"')).rows).toHaveLength(1);
        expect((await sql`PRAGMA foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
