// Migration 0007 on both databases: audit rows stored at 0006 get their subjects (a record entry
// its record, a link entry both ends, other entries none), and rows appended afterwards get theirs
// from the trigger, one statement of many rows included (the import's fast path).
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const A = '01890000-0000-7000-8000-00000000000a';
const B = '01890000-0000-7000-8000-00000000000b';
const at = new Date().toISOString();
const entry = (record_type: string, record_id: string) => ({
  at,
  actor: 'api-key:tests',
  action: 'create',
  record_type,
  record_id,
  changes: '{}',
});

// biome-ignore lint/suspicious/noExplicitAny: the rows of version 0006, not today's schema
const subjects = async (db: Kysely<any>) =>
  (
    await db
      .selectFrom('audit_subjects')
      .select(['audit_seq', 'record_type', 'record_id'])
      .orderBy('audit_seq')
      .orderBy('record_type')
      .orderBy('record_id')
      .execute()
  ).map((s) => [Number(s.audit_seq), s.record_type, s.record_id]);

describe.each(DIALECTS)('migration 0007 on %s', (dialect) => {
  it('backfills the subjects of stored audit rows and fills those of new ones', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { schema } = database;
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const db = database.db as Kysely<any>;
    try {
      await migrateTo(db, '0006-imports', schema);
      await db
        .insertInto('audit_log')
        .values([
          entry('entity', A),
          entry('entities_emails', `${A}/a/b@x.test`),
          entry('counters', '*'),
          entry('entities_entities', `${A}/${B}`),
        ])
        .execute();
      await migrateToLatest(db, schema);
      expect(await subjects(db)).toEqual([
        [1, 'entity', A],
        [2, 'email', 'a/b@x.test'],
        [2, 'entity', A],
        [4, 'entity', A],
        [4, 'entity', B],
      ]);
      await db
        .insertInto('audit_log')
        .values([entry('addresses_entities', `${B}/${A}`), entry('phone_number', '+15145550001')])
        .execute();
      expect((await subjects(db)).slice(5)).toEqual([
        [5, 'address', B],
        [5, 'entity', A],
        [6, 'phone_number', '+15145550001'],
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
