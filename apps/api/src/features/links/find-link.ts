import { type Kysely, sql, type Transaction } from 'kysely';
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
  for (const [a, b] of pairs) {
    const { rows } = await sql<
      LinkRow<T>
    >`SELECT ${sql.ref(spec.left.column)}, ${sql.ref(spec.right.column)}, ${sql.ref(spec.tag)}
      FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.left.column)} = ${a} AND ${sql.ref(spec.right.column)} = ${b}`.execute(
      db,
    );
    if (rows[0]) return rows[0];
  }
  return undefined;
}
