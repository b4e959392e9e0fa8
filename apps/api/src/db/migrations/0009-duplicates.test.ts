// Migration 0009 on both databases, from contacts stored at 0006: every contact gets its name keys
// (more than one backfill page of them), as the live functions compute them, and detection finds
// the stored duplicates at once.
import { nameBlock, nameKey } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const NAMES = ['Émile  Nelligan', 'emile nelligan.', 'Emil Neligan', 'Zoë Œuvre-Smith', 'X'];

describe.each(DIALECTS)('migration 0009 on %s', (dialect) => {
  it('backfills name_key and name_block of every stored contact', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0006-imports', schema);
      const now = new Date().toISOString();
      // 5,000 a page in the migration: 6,000 rows cross a page boundary.
      const rows = Array.from({ length: 6000 }, (_, i) => ({
        uuid: `01890000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        name: NAMES[i % NAMES.length]!,
        search: '',
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto('entities')
          .values(rows.slice(i, i + 500))
          .execute();
      await migrateToLatest(db, schema);

      const stored = await db.selectFrom('entities').select(['name', 'name_key', 'name_block']).execute();
      expect(stored).toHaveLength(6000);
      for (const row of stored) {
        expect(row.name_key).toBe(nameKey(row.name));
        expect(row.name_block).toBe(nameBlock(row.name));
      }
      expect(nameKey('Émile  Nelligan')).toBe('emile nelligan');
      expect(nameKey('emile nelligan.')).toBe('emile nelligan');
      expect(nameBlock('Emil Neligan')).toBe(nameBlock('Émile Nelligan'));
      expect(nameBlock('Zoë Œuvre-Smith')).toBe('o160 s530 z000');
    } finally {
      await database.close();
      await drop();
    }
  });
});
