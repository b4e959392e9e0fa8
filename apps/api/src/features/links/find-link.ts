import { type Kysely, sql, type Transaction } from 'kysely';
import { numberOrNull } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import type { LinkRow, LinkSpec, LinkTable } from './link-specs.js';

/** A field of a link by column name: the specs name the columns as data. */
export const linkField = (link: LinkRow, column: string): string => (link as Record<string, string>)[column]!;

/** The stored link between two keys, as stored (for an unordered spec, either way round). */
export async function findLink<T extends LinkTable>(
  db: Kysely<DB> | Transaction<DB>,
  spec: LinkSpec<T>,
  left: string,
  right: string,
): Promise<LinkRow<T> | undefined> {
  const pairs = spec.unordered
    ? [
        [left, right],
        [right, left],
      ]
    : [[left, right]];
  // A table of ownership links answers with the owner's share too (numeric: a string on PostgreSQL).
  const share = spec.owning ? sql`, share` : sql``;
  for (const [a, b] of pairs) {
    const { rows } = await sql<
      LinkRow<T>
    >`SELECT ${sql.ref(spec.left.column)}, ${sql.ref(spec.right.column)}, ${sql.ref(spec.tag)}${share}
      FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.left.column)} = ${a} AND ${sql.ref(spec.right.column)} = ${b}`.execute(
      db,
    );
    const row = rows[0];
    if (row) return spec.owning ? { ...row, share: numberOrNull((row as { share?: unknown }).share) } : row;
  }
  return undefined;
}
