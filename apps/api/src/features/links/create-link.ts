import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { exists, notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { bumpLinkCounter } from '../../shared/counters.js';
import { assertVersion, type VersionCheck } from '../../shared/versions.js';
import { findLink } from './find-link.js';
import type { LinkRow, LinkSide, LinkSpec, LinkTable } from './link-specs.js';

async function requireRecord(trx: Transaction<DB>, side: LinkSide, key: string) {
  const { rows } =
    await sql`SELECT 1 AS one FROM ${sql.table(side.table)} WHERE ${sql.ref(side.key)} = ${key}`.execute(trx);
  if (rows.length === 0) throw notFound(side.missing, side.column);
}

/** An unordered link (a, b) is also a duplicate of (b, a), which no key of the table covers: on
 * PostgreSQL two such posts at once both passed the duplicate check and linked the pair twice.
 * Locking both records, in one order, makes the second wait and then see the first's link.
 * (SQLite runs one write transaction at a time.) */
async function lockPair(trx: Transaction<DB>, spec: LinkSpec, a: string, b: string) {
  const { table, key } = spec.left;
  await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(key)} IN (${a}, ${b})
    ORDER BY ${sql.ref(key)} FOR UPDATE`.execute(trx);
}

/** The audit entry of a new link: its tag, from nothing. */
export const linkCreatedEntry = (spec: LinkSpec, left: string, right: string, tag: string, actor: Actor) => ({
  actor,
  action: 'create' as const,
  type: spec.table,
  id: `${left}/${right}`,
  changes: { [spec.tag]: { old: null, new: tag } },
});

/** Links two existing records and raises both counters, all in `trx`. */
export async function insertLink<T extends LinkTable>(
  trx: Transaction<DB>,
  spec: LinkSpec<T>,
  left: string,
  right: string,
  tag: string,
  actor: Actor,
  share: number | null = null,
): Promise<LinkRow<T>> {
  await requireRecord(trx, spec.left, left);
  await requireRecord(trx, spec.right, right);
  if (await findLink(trx, spec, left, right)) throw exists('exists.link');
  const now = new Date().toISOString();
  // Columns named by the spec: written in SQL, as the other link statements are.
  const columns = [spec.left.column, spec.right.column, spec.tag, 'created_at', 'updated_at'].map((c) =>
    sql.ref(c),
  );
  // A share only on a table of ownership links (the schemas refuse one on any other tag).
  const owned = spec.owning ? [sql.ref('share')] : [];
  const shared = spec.owning ? [sql`${share}`] : [];
  await sql`INSERT INTO ${sql.table(spec.table)} (${sql.join([...columns, ...owned])})
    VALUES (${sql.join([sql`${left}`, sql`${right}`, sql`${tag}`, sql`${now}`, sql`${now}`, ...shared])})`.execute(
    trx,
  );
  await bumpLinkCounter(trx, spec.left.table, left, spec.left.counter, 1);
  await bumpLinkCounter(trx, spec.right.table, right, spec.right.counter, 1);
  const entry = linkCreatedEntry(spec, left, right, tag, actor);
  await appendAudit(
    trx,
    share === null ? entry : { ...entry, changes: { ...entry.changes, share: { old: null, new: share } } },
  );
  // The row as written (no read back: the import links thousands of rows through here). The key
  // columns are named by the spec, which the type checker cannot follow.
  return {
    [spec.left.column]: left,
    [spec.right.column]: right,
    [spec.tag]: tag,
    ...(spec.owning ? { share } : {}),
  } as LinkRow<T>;
}

/** POST of a link; with `check` (If-Match on the page's record) only while that record is still
 * at the version its page loaded. */
export function createLink<T extends LinkTable>(
  database: Database,
  spec: LinkSpec<T>,
  left: string,
  right: string,
  tag: string,
  actor: Actor,
  check?: VersionCheck,
  share: number | null = null,
) {
  return database.db.transaction().execute(async (trx) => {
    if (check) await assertVersion(trx, database.dialect, check);
    if (spec.unordered && database.dialect === 'postgres') await lockPair(trx, spec, left, right);
    return insertLink(trx, spec, left, right, tag, actor, share);
  });
}
