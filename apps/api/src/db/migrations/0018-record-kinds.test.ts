// Migration 0018 on both databases: the audit trigger reads the kinds from `record_kinds` and
// `link_kinds`, so the four kinds of today keep their subjects, and a kind added to the
// registration gets its own (record entries and links to it) with no SQL written for it.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KINDS, RECORD_KINDS } from '../../records/kinds.js';
import { linkKinds, registerKinds } from '../../records/register-kinds.js';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import type { DB } from '../schema.js';

const A = '01890000-0000-7000-8000-00000000000a';
const D = '01890000-0000-7000-8000-00000000000d';
const entry = (record_type: string, record_id: string) => ({
  at: new Date().toISOString(),
  actor: 'api-key:tests',
  action: 'create' as const,
  record_type,
  record_id,
  changes: '{}',
});

const subjectsOf = async (db: Kysely<DB>, seqs: number[]) =>
  (
    await db
      .selectFrom('audit_subjects')
      .select(['audit_seq', 'record_type', 'record_id'])
      .where('audit_seq', 'in', seqs)
      .orderBy('audit_seq')
      .orderBy('record_type')
      .execute()
  ).map((s) => [Number(s.audit_seq), s.record_type, s.record_id]);

/** Appends audit rows in one statement (the import's way) and answers their seqs. */
async function append(db: Kysely<DB>, rows: ReturnType<typeof entry>[]): Promise<number[]> {
  const inserted = await db.insertInto('audit_log').values(rows).returning('seq').execute();
  return inserted.map((r) => Number(r.seq));
}

// A kind registered after the migrations: a project, linked to contacts (deals were this example
// until they became a kind of their own, issue 27).
const project = {
  ...RECORD_KINDS.entity,
  collection: 'projects',
  spec: { ...RECORD_KINDS.entity.spec, auditType: 'project' },
};
const projectLink = { record_type: 'projects_entities', left_type: 'project', right_type: 'entity' };

describe.each(DIALECTS)('migration 0018 on %s', (dialect) => {
  it('keeps the four kinds’ subjects, and a newly registered kind gets its own without SQL', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0017-record-versions', schema);
      await migrateToLatest(db, schema);
      const kinds = await db
        .selectFrom('record_kinds')
        .select('record_type')
        .orderBy('record_type')
        .execute();
      // Today's four, and the kinds registered since (activities, tasks: issue 25).
      expect(kinds.map((k) => k.record_type)).toEqual(KINDS.map((k) => k.spec.auditType).sort());
      expect(await db.selectFrom('link_kinds').selectAll().orderBy('record_type').execute()).toEqual(
        linkKinds(KINDS).sort((a, b) => a.record_type.localeCompare(b.record_type)),
      );
      const four = await append(db, [
        entry('entity', A),
        entry('entities_emails', `${A}/a/b@x.test`),
        entry('phone_number', '+15145550001'),
        entry('counters', '*'),
      ]);
      expect(await subjectsOf(db, four)).toEqual([
        [four[0], 'entity', A],
        [four[1], 'email', 'a/b@x.test'],
        [four[1], 'entity', A],
        [four[2], 'phone_number', '+15145550001'],
      ]);
      // Before its registration a project's entries name nothing, as any unknown type.
      const before = await append(db, [entry('project', D), entry('projects_entities', `${D}/${A}`)]);
      expect(await subjectsOf(db, before)).toEqual([]);
      await registerKinds(db, [...KINDS, project], [...linkKinds(KINDS), projectLink]);
      const after = await append(db, [entry('project', D), entry('projects_entities', `${D}/${A}`)]);
      expect(await subjectsOf(db, after)).toEqual([
        [after[0], 'project', D],
        [after[1], 'entity', A],
        [after[1], 'project', D],
      ]);
      // One row at a time too (SQLite's row triggers, PostgreSQL's statement trigger per row).
      const [single] = await append(db, [entry('project', A)]);
      expect(await subjectsOf(db, [single ?? 0])).toEqual([[single, 'project', A]]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('writes nothing when the registration is unchanged, and corrects a link kind’s ends', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateToLatest(db, schema);
      const version = async () =>
        Number(
          (
            await db
              .selectFrom('crm_version')
              .select((e) => e.fn.sum<number>('n').as('n'))
              .executeTakeFirst()
          )?.n,
        );
      const start = await version();
      await migrateToLatest(db, schema);
      await registerKinds(db);
      expect(await version()).toBe(start);
      await db
        .updateTable('link_kinds')
        .set({ left_type: 'wrong' })
        .where('record_type', '=', 'entities_emails')
        .execute();
      await registerKinds(db);
      const fixed = await db
        .selectFrom('link_kinds')
        .selectAll()
        .where('record_type', '=', 'entities_emails')
        .execute();
      expect(fixed).toEqual([{ record_type: 'entities_emails', left_type: 'entity', right_type: 'email' }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
