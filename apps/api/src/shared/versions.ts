// Record versions (ADR 0032): every record row has a `version` raised by each write of its fields
// and of its links. GET …/complete answers it as a strong ETag ("7"); a write sent with If-Match
// applies only while the record is still at that version, else 412 and nothing changes. Without
// If-Match every write behaves as it did before versions existed.
import { type ErrorBody, errorBody } from '@crm/shared';
import type { FastifyReply } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { AppError } from './app-error.js';
import { type CountedTable, RECORD_KEY } from './counters.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The assignment that raises a row's version, for the UPDATE of any record table. */
export const NEXT_VERSION = sql`version = version + 1`;

/** The version of a record that was loaded, to be checked before a write. */
export interface VersionCheck {
  table: CountedTable;
  key: string;
  expected: number;
}

/** The record moved on since the caller loaded it: the route answers 412 with what it is now. */
export class StaleVersion extends AppError {
  constructor() {
    super(412, 'precondition_failed', 'err.staleVersion');
  }
}

/** The strong ETag of a version: its number in quotes. */
export const etagOf = (version: number) => `"${version}"`;

/** The version If-Match asks for; undefined without the header or for `*` (any version: the
 * record only has to exist, which every write checks anyway). Anything else than one quoted
 * version is a 400 that says so: a weak tag, a list or a bare number never matches by accident. */
export function readIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  const text = value.trim();
  if (text === '*') return undefined;
  const match = /^"([1-9][0-9]{0,14})"$/.exec(text);
  if (!match) throw new AppError(400, 'bad_request', 'err.ifMatch', 'if-match');
  return Number(match[1]);
}

/** 412 unless the record is still at the version checked. On PostgreSQL the row is locked until
 * the transaction ends, so no other write slips between this check and the caller's write (SQLite
 * transactions begin IMMEDIATE and hold the write lock already). A missing record passes: the
 * write that follows answers its usual 404. */
export async function assertVersion(trx: Db, dialect: Dialect, check: VersionCheck): Promise<void> {
  const lock = dialect === 'postgres' ? sql` FOR UPDATE` : sql``;
  const { rows } = await sql<{ version: number }>`SELECT version FROM ${sql.table(check.table)}
    WHERE ${sql.ref(RECORD_KEY[check.table])} = ${check.key}${lock}`.execute(trx);
  if (rows[0] && Number(rows[0].version) !== check.expected) throw new StaleVersion();
}

/** The version of a record just created (the column's default). */
export const FIRST_VERSION = 1;

/** Answers a record just created, 201 with its ETag: a client can edit it with If-Match at once,
 * without reading it back first. */
export function sendCreated<T>(reply: FastifyReply, record: T) {
  return reply.status(201).header('etag', etagOf(FIRST_VERSION)).send(record);
}

/** Answers a record read with its ETag. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version));
  return record;
}

/** Runs a checked write and answers its record with the new ETag; a StaleVersion becomes the 412
 * `{ error, current }`, `current` being the record as it is now (same shape as …/complete), with
 * its ETag so the client can retry against it. */
export async function sendVersioned<T extends { version: number }, C extends { version: number }>(
  reply: FastifyReply,
  ifMatch: string | string[] | undefined,
  write: (expected: number | undefined) => Promise<T>,
  current: () => Promise<C>,
): Promise<T | (ErrorBody & { current: C })> {
  const expected = readIfMatch(ifMatch);
  try {
    const saved = await write(expected);
    reply.header('etag', etagOf(saved.version));
    return saved;
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    const record = await current();
    reply.header('etag', etagOf(record.version));
    // Answered as the handler's value: the route serialises it by the 412 schema it declares.
    reply.status(412);
    return { ...errorBody('precondition_failed', 'err.staleVersion'), current: record };
  }
}
