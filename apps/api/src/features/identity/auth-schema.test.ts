// Migration 0003 holds exactly what Better Auth expects: its own migration planner finds nothing
// to create or add on a migrated database of either kind.
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('Better Auth schema (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('leaves nothing for getMigrations to do', async () => {
    const plan = await getMigrations(t.app.auth.options);
    expect(plan.toBeCreated).toEqual([]);
    expect(plan.toBeAdded).toEqual([]);
    expect(plan.toBeAddedIndexes).toEqual([]);
    expect(plan.unsafeChanges).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
  });

  it('would notice a missing piece (the check has teeth)', async () => {
    await t.database.db.schema.alterTable('user').dropColumn('banReason').execute();
    const plan = await getMigrations(t.app.auth.options);
    expect(plan.toBeAdded.map((change) => [change.table, Object.keys(change.fields)])).toEqual([
      ['user', ['banReason']],
    ]);
  });
});
