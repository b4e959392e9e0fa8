import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { bumpLinkCounter } from '../../shared/counters.js';
import { assertVersion, type VersionCheck } from '../../shared/versions.js';
import { findLink, linkField } from './find-link.js';
import type { LinkSpec, LinkTable } from './link-specs.js';

/** Removes the stored link (a, b) as stored, lowers both counters and audits it, all in `trx`
 * (a merge moves links through here and insertLink). */
export async function removeLink(
  trx: Transaction<DB>,
  spec: LinkSpec,
  a: string,
  b: string,
  tag: string,
  actor: Actor,
): Promise<void> {
  await sql`DELETE FROM ${sql.table(spec.table)}
    WHERE ${sql.ref(spec.left.column)} = ${a} AND ${sql.ref(spec.right.column)} = ${b}`.execute(trx);
  await bumpLinkCounter(trx, spec.left.table, a, spec.left.counter, -1);
  await bumpLinkCounter(trx, spec.right.table, b, spec.right.counter, -1);
  await appendAudit(trx, {
    actor,
    action: 'delete',
    type: spec.table,
    id: `${a}/${b}`,
    changes: { [spec.tag]: { old: tag, new: null } },
  });
}

/** Removes a link and lowers both counters in the same transaction; with `check`, only while the
 * page's record is at the version checked. */
export function deleteLink<T extends LinkTable>(
  database: Database,
  spec: LinkSpec<T>,
  left: string,
  right: string,
  actor: Actor,
  check?: VersionCheck,
) {
  return database.db.transaction().execute(async (trx) => {
    if (check) await assertVersion(trx, database.dialect, check);
    const link = await findLink(trx, spec, left, right);
    if (!link) throw notFound('lookup.link');
    const [a, b] = [linkField(link, spec.left.column), linkField(link, spec.right.column)];
    await removeLink(trx, spec, a, b, linkField(link, spec.tag), actor);
  });
}
