import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import type { ContactPointSpec } from './contact-point-specs.js';

/** The row stored under a key (canonicalised first), or undefined. */
export async function lookupContactPoint<T>(
  db: Kysely<DB> | Transaction<DB>,
  spec: ContactPointSpec<T>,
  key: string,
) {
  const canonical = spec.lookupKey(key);
  if (!canonical) return undefined;
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT * FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.key)} = ${canonical}`.execute(db);
  return rows[0];
}

export async function findContactPoint<T>(
  db: Kysely<DB> | Transaction<DB>,
  spec: ContactPointSpec<T>,
  key: string,
) {
  const row = await lookupContactPoint(db, spec, key);
  if (!row) throw notFound(spec.missing);
  return row;
}
