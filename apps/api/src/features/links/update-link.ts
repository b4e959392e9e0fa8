import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { assertVersion, type VersionCheck } from '../../shared/versions.js';
import { findLink, linkField } from './find-link.js';
import type { LinkRow, LinkSpec, LinkTable } from './link-specs.js';

/** Changes a link's tag (role, type or relationship), and on a link of ownership the owner's
 * `share` (undefined keeps it; a tag no longer of ownership clears it), and both records' versions
 * rise. Its
 * direction is kept, unless `asNamed` (two contacts: the link stored as `left`, `right`, turned
 * round in the same write if it was stored the other way). With `check`, only while the page's
 * record is at the version checked. */
export function updateLink<T extends LinkTable>(
  database: Database,
  spec: LinkSpec<T>,
  left: string,
  right: string,
  tag: string,
  actor: Actor,
  check?: VersionCheck,
  asNamed = false,
  share?: number | null,
) {
  return database.db.transaction().execute(async (trx): Promise<LinkRow<T>> => {
    if (check) await assertVersion(trx, database.dialect, check);
    const link = await findLink(trx, spec, left, right);
    if (!link) throw notFound('lookup.link');
    const [a, b] = [linkField(link, spec.left.column), linkField(link, spec.right.column)];
    const old = linkField(link, spec.tag);
    const turn = asNamed && a !== left;
    const oldShare = spec.owning ? ((link as { share?: number | null }).share ?? null) : null;
    const newShare = spec.owning?.includes(tag) ? (share === undefined ? oldShare : share) : null;
    if (old === tag && !turn && oldShare === newShare) return link;
    const [first, second] = turn ? [b, a] : [a, b];
    await sql`UPDATE ${sql.table(spec.table)} SET ${sql.ref(spec.tag)} = ${tag},
      ${sql.ref(spec.left.column)} = ${first}, ${sql.ref(spec.right.column)} = ${second},
      updated_at = ${new Date().toISOString()}${spec.owning ? sql`, share = ${newShare}` : sql``}
      WHERE ${sql.ref(spec.left.column)} = ${a} AND ${sql.ref(spec.right.column)} = ${b}`.execute(trx);
    await bumpVersion(trx, spec.left.table, a);
    await bumpVersion(trx, spec.right.table, b);
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: spec.table,
      id: `${first}/${second}`,
      changes: {
        ...(old === tag ? {} : { [spec.tag]: { old, new: tag } }),
        ...(oldShare === newShare ? {} : { share: { old: oldShare, new: newShare } }),
        ...(turn
          ? { [spec.left.column]: { old: a, new: first }, [spec.right.column]: { old: b, new: second } }
          : {}),
      },
    });
    return {
      ...link,
      [spec.left.column]: first,
      [spec.right.column]: second,
      [spec.tag]: tag,
      ...(spec.owning ? { share: newShare } : {}),
    };
  });
}
