import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { insertLink } from '../links/create-link.js';
import { removeLink } from '../links/delete-link.js';
import { findLink } from '../links/find-link.js';
import type { MergeKind } from './merge-kinds.js';

/** Moves every link of the merged records to the survivor, as link deletes and creates (their own
 * audit entries and counter bumps, so counters stay exact). A link that would join the survivor to
 * itself (the two were linked, or two merged records were) is dropped; one the survivor already
 * has collapses into it and the survivor's tag stays (else the first merged record's in `from`
 * order: the first to reach the survivor). */
export async function moveLinks(
  trx: Transaction<DB>,
  kind: MergeKind,
  into: string,
  from: string[],
  actor: Actor,
): Promise<void> {
  for (const id of from) {
    for (const { spec, side } of kind.links) {
      const mine = spec[side];
      const other = side === 'left' ? spec.right : spec.left;
      const { rows } = await sql<{
        l: string;
        r: string;
        tag: string;
      }>`SELECT ${sql.ref(spec.left.column)} AS l,
          ${sql.ref(spec.right.column)} AS r, ${sql.ref(spec.tag)} AS tag FROM ${sql.table(spec.table)}
          WHERE ${sql.ref(mine.column)} = ${id} ORDER BY created_at`.execute(trx);
      for (const row of rows) {
        const [l, r] = [String(row.l), String(row.r)];
        await removeLink(trx, spec, l, r, row.tag, actor);
        const otherKey = side === 'left' ? r : l;
        const target = other.table === mine.table && from.includes(otherKey) ? into : otherKey;
        if (other.table === mine.table && target === into) continue;
        const [left, right] = side === 'left' ? [into, target] : [target, into];
        if (await findLink(trx, spec, left, right)) continue;
        await insertLink(trx, spec, left, right, row.tag, actor);
      }
    }
  }
}
