import type { DuplicateDismiss } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { MERGE_KINDS } from './merge-kinds.js';

/** POST /duplicates/dismiss: the pair, smaller id first, stays out of the list; marking it twice
 * is no error. Both records must exist (404 naming the missing one). */
export async function dismissDuplicate(database: Database, body: DuplicateDismiss, actor: Actor) {
  const { spec } = MERGE_KINDS[body.kind];
  await database.db.transaction().execute(async (trx) => {
    for (const field of ['a', 'b'] as const) {
      const { rows } =
        await sql`SELECT 1 AS one FROM ${sql.table(spec.table)} WHERE uuid = ${body[field]}`.execute(trx);
      if (rows.length === 0) throw notFound(spec.missing, field);
    }
    const [a, b] = body.a < body.b ? [body.a, body.b] : [body.b, body.a];
    await trx
      .insertInto('duplicate_dismissals')
      .values({ kind: body.kind, a, b, actor, dismissed_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['kind', 'a', 'b']).doNothing())
      .execute();
  });
}

/** DELETE /duplicates/dismiss: the pair may be listed again. */
export async function restoreDuplicate(database: Database, body: DuplicateDismiss) {
  const [a, b] = body.a < body.b ? [body.a, body.b] : [body.b, body.a];
  await database.db
    .deleteFrom('duplicate_dismissals')
    .where('kind', '=', body.kind)
    .where('a', '=', a)
    .where('b', '=', b)
    .execute();
}
