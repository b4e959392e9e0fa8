// What tests of merges check: counters equal a recount of the links, record totals equal the rows,
// and the audit trail of a record.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.js';
import type { TestApp } from './harness.js';

export async function expectCountersExact(t: TestApp) {
  for (const kind of ['entities', 'addresses', 'emails', 'phone_numbers'] as const) {
    const { rows } = await sql<{ n: number | string; stored: number | string }>`SELECT
        (SELECT count(*) FROM ${sql.table(kind)}) AS n,
        (SELECT n FROM record_counts WHERE kind = ${kind}) AS stored`.execute(t.database.db);
    expect(Number(rows[0]!.stored), `record_counts ${kind}`).toBe(Number(rows[0]!.n));
  }
  // PUT /entities/reset recomputes every n_linked_* counter from the link tables and says how
  // many it had to correct: none, when the merges kept them exact.
  const reset = await t.call('PUT', '/api/v1/entities/reset');
  expect(reset.body).toEqual({ updated: 0 });
}

/** Audit rows of one record, oldest first, with their changes parsed. */
export async function auditOf(t: TestApp, id: string) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'record_type', 'record_id', 'changes'])
    .where('record_id', 'like', `%${id}%`)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    ...r,
    changes: JSON.parse(r.changes) as Record<string, { old: unknown; new: unknown }>,
  }));
}

/** The rows of a table now: what tests of "nothing was written" compare before and after. */
export async function rowCount(t: TestApp, table: keyof DB): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const auditCount = (t: TestApp) => rowCount(t, 'audit_log');
