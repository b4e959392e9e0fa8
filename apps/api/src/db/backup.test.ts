// Issue 16: backups restore. SQLite: `npm run backup`'s copy, taken while the API writes, opens as a
// database holding whole commits only. PostgreSQL: pg_dump of the database, pg_restore into a new
// one, and the API serves the restored data.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEntity } from '../test/factories.js';
import { createTestApp, DIALECTS, TEST_POSTGRES, type TestApp } from '../test/harness.js';
import { backupSqlite } from './backup.js';
import { parseDatabaseUrl } from './database.js';

const dir = mkdtempSync(join(tmpdir(), 'crm-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Names of the contacts, and whether the stored count agrees with them (whole commits only). */
async function contents(t: TestApp) {
  const names = (await t.database.db.selectFrom('entities').select('name').orderBy('name').execute()).map(
    (r) => r.name,
  );
  const counted = await t.call('GET', '/api/v1/entities/count');
  return { names, counted: counted.body === names.length };
}

describe('SQLite online backup', () => {
  it('copies the database while the API writes, and the copy serves as the database', async () => {
    const t = await createTestApp('sqlite');
    const target = join(dir, 'backup.db');
    try {
      for (const i of [1, 2, 3]) await createEntity(t, { name: `Kept ${i}` });
      // Writes under way while the copy is taken: each is in the copy whole, or not at all.
      const writes = Promise.all([4, 5, 6, 7].map((i) => createEntity(t, { name: `Kept ${i}` })));
      backupSqlite((parseDatabaseUrl(t.config.databaseUrl) as { file: string }).file, target);
      await writes;
    } finally {
      await t.close();
    }
    const restored = await createTestApp('sqlite', {
      reopen: { url: `sqlite:${target}`, drop: async () => {} },
    });
    try {
      const { names, counted } = await contents(restored);
      expect(names.slice(0, 3)).toEqual(['Kept 1', 'Kept 2', 'Kept 3']);
      expect(counted).toBe(true);
      expect((await restored.call('GET', '/api/v1/entities/query?name=Kept%201')).body.data).toHaveLength(1);
    } finally {
      await restored.close();
    }
    expect(() => backupSqlite(target, target)).toThrow(/already exists/);
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('%s: pg_dump and pg_restore', () => {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `crm_backup_${randomBytes(4).toString('hex')}`;
  const urlOf = (db: string) => Object.assign(new URL(TEST_POSTGRES), { pathname: `/${db}` }).toString();
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${name}_restored WITH (FORCE)`);
  });

  it('restores a dump of the database into a new one that the API serves', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const t = await createTestApp('postgres', { reopen: { url: urlOf(name), drop: async () => {} } });
    const dump = join(dir, `${name}.dump`);
    try {
      for (const i of [1, 2, 3]) await createEntity(t, { name: `Dumped ${i}` });
      execFileSync('pg_dump', ['-Fc', '-f', dump, urlOf(name)]);
    } finally {
      await t.close();
    }
    await admin(`CREATE DATABASE ${name}_restored`);
    execFileSync('pg_restore', ['--no-owner', '-d', urlOf(`${name}_restored`), dump]);
    const restored = await createTestApp('postgres', {
      reopen: { url: urlOf(`${name}_restored`), drop: async () => {} },
    });
    try {
      expect(await contents(restored)).toEqual({
        names: ['Dumped 1', 'Dumped 2', 'Dumped 3'],
        counted: true,
      });
      expect((await restored.call('GET', '/api/v1/entities/query?name=Dumped%202')).body.data).toHaveLength(
        1,
      );
    } finally {
      await restored.close();
    }
  });
});
