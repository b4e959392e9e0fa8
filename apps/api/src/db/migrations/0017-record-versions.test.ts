// Migration 0017 on both databases: records stored before it start at version 1, as new ones do,
// and down() takes the column away again.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const at = new Date().toISOString();

describe.each(DIALECTS)('migration 0017 on %s', (dialect) => {
  it('gives every stored record version 1', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { schema } = database;
    // biome-ignore lint/suspicious/noExplicitAny: the rows of version 0016, not today's schema
    const db = database.db as Kysely<any>;
    try {
      await migrateTo(db, '0016-crm-version', schema);
      await db
        .insertInto('emails')
        .values({ email: 'old@x.test', domain: 'x.test', created_at: at, updated_at: at })
        .execute();
      await migrateToLatest(db, schema);
      const rows = await db.selectFrom('emails').select(['email', 'version']).execute();
      expect(rows.map((r) => [r.email, Number(r.version)])).toEqual([['old@x.test', 1]]);
      await db
        .insertInto('emails')
        .values({ email: 'new@x.test', domain: 'x.test', created_at: at, updated_at: at })
        .execute();
      const fresh = await db
        .selectFrom('emails')
        .select('version')
        .where('email', '=', 'new@x.test')
        .execute();
      expect(Number(fresh[0]?.version)).toBe(1);
      await migrateTo(db, '0016-crm-version', schema);
      const columns = await db.selectFrom('emails').selectAll().executeTakeFirst();
      expect(columns).not.toHaveProperty('version');
    } finally {
      await database.close();
      await drop();
    }
  });
});
