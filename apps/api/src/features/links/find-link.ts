import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { LinkSpec } from './link-specs.js';

export type LinkRow = Record<string, string>;

/** The stored link between two keys, as stored (for an unordered spec, either way round). */
export async function findLink(
  db: Kysely<DB> | Transaction<DB>,
  spec: LinkSpec,
  left: string,
  right: string,
): Promise<LinkRow | undefined> {
  const pairs = spec.unordered
    ? [
        [left, right],
        [right, left],
      ]
    : [[left, right]];
  for (const [a, b] of pairs) {
    const { rows } =
      await sql<LinkRow>`SELECT ${sql.ref(spec.left.column)}, ${sql.ref(spec.right.column)}, ${sql.ref(spec.tag)}
      FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.left.column)} = ${a} AND ${sql.ref(spec.right.column)} = ${b}`.execute(
        db,
      );
    if (rows[0]) return rows[0];
  }
  return undefined;
}
