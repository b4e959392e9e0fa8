// Migration 0046 on both databases, from rows stored at 0045: the inbox takes the two new kinds,
// and (SQLite, rebuilt) every item keeps its id, a task's and an acceptance's link to their item
// stays, the indexes and the data-version triggers are back, and foreign keys are on.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const now = new Date().toISOString();
const TASK = '01890000-0000-7000-8000-0000000000a1';

// biome-ignore lint/suspicious/noExplicitAny: the rows are those of version 0045, not today's schema
async function storeAt0045(db: Kysely<any>, pg: boolean) {
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
  for (const name of ['First', 'Second'])
    await db
      .insertInto('inbox_items')
      .values({ kind: 'contact', status: 'new', name, created_at: now })
      .execute();
  await db
    .insertInto('tasks')
    .values({
      id: TASK,
      title: 'Call back',
      due_on: '2026-12-01',
      time_zone: 'UTC',
      assignee_id: 'u1',
      priority: 'normal',
      status: 'open',
      inbox_id: 2,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe.each(DIALECTS)('migration 0046 on %s', (dialect) => {
  it('takes sign-ups and client messages, and keeps every item, id and link', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0045-client-access', schema);
      await storeAt0045(db, dialect === 'postgres');
      await migrateToLatest(db, schema);

      const items = await db.selectFrom('inbox_items').select(['id', 'name']).orderBy('id').execute();
      expect(items.map((i) => [Number(i.id), i.name])).toEqual([
        [1, 'First'],
        [2, 'Second'],
      ]);
      const task = await db
        .selectFrom('tasks')
        .select('inbox_id')
        .where('id', '=', TASK)
        .executeTakeFirstOrThrow();
      expect(Number(task.inbox_id)).toBe(2);
      await db
        .insertInto('inbox_items')
        .values({ kind: 'client_message', status: 'new', user_id: 'u1', assigned_to: 'u1', created_at: now })
        .execute();
      await db.insertInto('inbox_items').values({ kind: 'signup', status: 'new', created_at: now }).execute();
      await expect(
        db
          .insertInto('inbox_items')
          .values({ kind: 'nonsense' as 'signup', status: 'new', created_at: now })
          .execute(),
      ).rejects.toThrow();
      // Still referenced: an item's task keeps it from being deleted out from under the link.
      await db.deleteFrom('inbox_items').where('id', '=', 2).execute();
      const after = await db
        .selectFrom('tasks')
        .select('inbox_id')
        .where('id', '=', TASK)
        .executeTakeFirstOrThrow();
      expect(after.inbox_id).toBeNull();
      if (dialect === 'sqlite') {
        const { rows: indexes } = await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'inbox_items'
            AND sql IS NOT NULL ORDER BY name`.execute(db);
        expect(indexes.map((i) => i.name)).toEqual([
          'inbox_items_assigned',
          'inbox_items_entity',
          'inbox_items_kind',
          'inbox_items_status',
        ]);
        const { rows: triggers } = await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'inbox_items'`.execute(db);
        expect(triggers.length).toBeGreaterThan(0);
        expect((await sql`PRAGMA foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
