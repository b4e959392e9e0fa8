// The migrator's introspector on PostgreSQL reads only the schemas on the connection's search path:
// a table in another schema, even one dropped while the migrator looks, is never read (two test
// files migrating and dropping their schemas at once once failed on each other's).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../test/harness.js';

describe.runIf(DIALECTS.includes('postgres'))('the migrator’s introspector on PostgreSQL', () => {
  it('lists the tables of its own schema (and public), with their columns, never another’s', async () => {
    const mine = await testDatabase('postgres');
    const other = await testDatabase('postgres');
    try {
      await sql`CREATE TABLE ledger (id serial PRIMARY KEY, note text NOT NULL DEFAULT '')`.execute(
        mine.database.db,
      );
      await sql`CREATE TABLE elsewhere (id integer)`.execute(other.database.db);
      const tables = await mine.database.db.introspection.getTables();
      const ledger = tables.find((t) => t.name === 'ledger');
      expect(ledger?.schema).toBe(new URL(mine.url).searchParams.get('schema'));
      expect(
        ledger?.columns.map((c) => [c.name, c.isAutoIncrementing, c.isNullable, c.hasDefaultValue]),
      ).toEqual([
        ['id', true, false, true],
        ['note', false, false, true],
      ]);
      expect(tables.some((t) => t.name === 'elsewhere')).toBe(false);
      expect(tables.every((t) => t.schema === ledger?.schema || t.schema === 'public')).toBe(true);
    } finally {
      await mine.database.close();
      await other.database.close();
      await mine.drop();
      await other.drop();
    }
  });
});
