// Migration 0050 on both databases, from rows stored at 0046: staff profiles and inbox items keep
// their rows (no phone, no property yet); a reply hangs on its item and goes with it; an answer
// outlives its author's account.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const now = new Date().toISOString();
const REPLY = '01890000-0000-7000-8000-0000000000b1';

// biome-ignore lint/suspicious/noExplicitAny: the rows are those of version 0046, not today's schema
async function storeAt0046(db: Kysely<any>, pg: boolean) {
  await db
    .insertInto('user')
    .values({
      id: 'u1',
      name: 'Staff',
      email: 'staff@firm.test',
      emailVerified: pg ? true : 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db.insertInto('staff_profiles').values({ user_id: 'u1', time_zone: 'Europe/Paris' }).execute();
  await db
    .insertInto('inbox_items')
    .values({ kind: 'client_message', status: 'new', body: 'Hello', assigned_to: 'u1', created_at: now })
    .execute();
}

describe.each(DIALECTS)('migration 0050 on %s', (dialect) => {
  it('keeps profiles and items, and hangs replies on their item', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0046-inbox-client-kinds', schema);
      await storeAt0046(db, dialect === 'postgres');
      await migrateToLatest(db, schema);

      const profile = await db
        .selectFrom('staff_profiles')
        .select(['time_zone', 'phone'])
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({ time_zone: 'Europe/Paris', phone: null });
      const item = await db.selectFrom('inbox_items').select(['id', 'property_id']).executeTakeFirstOrThrow();
      expect(item.property_id).toBeNull();
      await db
        .insertInto('inbox_replies')
        .values({ id: REPLY, inbox_item_id: Number(item.id), body: 'Hi', author_id: 'u1', created_at: now })
        .execute();
      await db.deleteFrom('user').where('id', '=', 'u1').execute();
      const reply = await db
        .selectFrom('inbox_replies')
        .select(['author_id', 'emailed_at'])
        .executeTakeFirstOrThrow();
      expect(reply).toEqual({ author_id: null, emailed_at: null });
      await db.deleteFrom('inbox_items').where('id', '=', item.id).execute();
      expect(await db.selectFrom('inbox_replies').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
