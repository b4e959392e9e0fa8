import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('SQLite migrations', () => {
  it('apply whole or not at all: a migration that fails midway leaves no table behind', async () => {
    const database = openDatabase(`sqlite:${join(mkdtempSync(join(tmpdir(), 'crm-db-')), 'm.db')}`);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: {
          getMigrations: async () => ({
            '0001-half': {
              // biome-ignore lint/suspicious/noExplicitAny: a throwaway schema
              up: async (db: Kysely<any>) => {
                await db.schema.createTable('half').addColumn('id', 'integer').execute();
                await sql`INSERT INTO half (id) VALUES (1)`.execute(db);
                throw new Error('stopped midway');
              },
            },
          }),
        },
      });
      const { error } = await migrator.migrateToLatest();
      expect(String(error)).toContain('stopped midway');
      const tables = database.sqlite!.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").all();
      expect(tables).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
