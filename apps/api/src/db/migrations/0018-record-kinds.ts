// The kinds of record and link the audit trigger knows are data (issue 24, ADR 0035): 0007's
// trigger named them as SQL literals, so a new kind whose migration forgot to redefine it got an
// empty History and no error. Now `record_kinds` lists the audit types that name a record and
// `link_kinds` the link types with the record types at their two ends; the trigger joins them. The
// app writes its registration into both at every migrate (records/register-kinds.ts); the rows
// below are the kinds of today, so the database works before the app ever ran.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const RECORD_KINDS = ['entity', 'address', 'email', 'phone_number'];
const LINK_KINDS = [
  ['addresses_entities', 'address', 'entity'],
  ['entities_emails', 'entity', 'email'],
  ['entities_entities', 'entity', 'entity'],
  ['entities_numbers', 'entity', 'phone_number'],
] as const;

/** A link entry's id "<left>/<right>" split in SQL, `row` being the trigger's NEW or the
 * statement's transition rows (`a`). */
function ends(pg: boolean, row: 'NEW' | 'a') {
  const slash = sql.raw(pg ? `strpos(${row}.record_id, '/')` : `instr(${row}.record_id, '/')`);
  const id = sql.raw(`${row}.record_id`);
  return { slash, left: sql`substr(${id}, 1, ${slash} - 1)`, right: sql`substr(${id}, ${slash} + 1)` };
}

/** SQLite's two row triggers of 0007, dropped before either version redefines them. */
async function dropRowTriggers(db: Db) {
  await sql`DROP TRIGGER audit_subjects_record`.execute(db);
  await sql`DROP TRIGGER audit_subjects_link`.execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('record_kinds')
    .addColumn('record_type', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('link_kinds')
    .addColumn('record_type', 'text', (c) => c.primaryKey())
    .addColumn('left_type', 'text', (c) => c.notNull())
    .addColumn('right_type', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('record_kinds')
    .values(RECORD_KINDS.map((record_type) => ({ record_type })))
    .execute();
  await db
    .insertInto('link_kinds')
    .values(
      LINK_KINDS.map(([record_type, left_type, right_type]) => ({ record_type, left_type, right_type })),
    )
    .execute();
  // A kind registered changes what later writes' histories hold; the response cache never reads
  // these tables, but a table left unwatched must be listed in 0016 (whose list never changes).
  await watchTable(db, 'record_kinds', pg);
  await watchTable(db, 'link_kinds', pg);
  if (pg) {
    // The same statement trigger over the inserted rows (0007), joined to the kinds instead.
    const { slash, left, right } = ends(true, 'a');
    await sql`CREATE OR REPLACE FUNCTION audit_subjects_fill() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq)
        SELECT a.record_type, a.record_id, a.seq FROM audited a
          JOIN record_kinds k ON k.record_type = a.record_type
        UNION ALL
        SELECT k.left_type, ${left}, a.seq FROM audited a
          JOIN link_kinds k ON k.record_type = a.record_type WHERE ${slash} > 1
        UNION ALL
        SELECT k.right_type, ${right}, a.seq FROM audited a
          JOIN link_kinds k ON k.record_type = a.record_type WHERE ${slash} > 1 AND ${left} <> ${right};
      RETURN NULL; END $$`.execute(db);
    return;
  }
  // SQLite: the same two row triggers, their WHEN and SELECTs reading the kinds by primary key.
  const { slash, left, right } = ends(false, 'NEW');
  await dropRowTriggers(db);
  await sql`CREATE TRIGGER audit_subjects_record AFTER INSERT ON audit_log
    WHEN NEW.record_type IN (SELECT record_type FROM record_kinds) BEGIN
    INSERT INTO audit_subjects (record_type, record_id, audit_seq) VALUES (NEW.record_type, NEW.record_id, NEW.seq);
    END`.execute(db);
  await sql`CREATE TRIGGER audit_subjects_link AFTER INSERT ON audit_log
    WHEN ${slash} > 1 AND NEW.record_type IN (SELECT record_type FROM link_kinds) BEGIN
    INSERT INTO audit_subjects (record_type, record_id, audit_seq)
      SELECT k.left_type, ${left}, NEW.seq FROM link_kinds k WHERE k.record_type = NEW.record_type;
    INSERT INTO audit_subjects (record_type, record_id, audit_seq)
      SELECT k.right_type, ${right}, NEW.seq FROM link_kinds k WHERE k.record_type = NEW.record_type AND ${left} <> ${right};
    END`.execute(db);
}

/** 0007's triggers back, with their literals: the kinds of the time. */
export async function down(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const records = sql.raw(RECORD_KINDS.map((k) => `'${k}'`).join(', '));
  const links = sql.raw(LINK_KINDS.map(([k]) => `'${k}'`).join(', '));
  const leftOf = (row: string) =>
    sql.raw(`CASE ${row}.record_type WHEN 'addresses_entities' THEN 'address' ELSE 'entity' END`);
  const rightOf = (row: string) =>
    sql.raw(
      `CASE ${row}.record_type WHEN 'entities_emails' THEN 'email' WHEN 'entities_numbers' THEN 'phone_number' ELSE 'entity' END`,
    );
  if (pg) {
    const { slash, left, right } = ends(true, 'a');
    await sql`CREATE OR REPLACE FUNCTION audit_subjects_fill() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq)
        SELECT a.record_type, a.record_id, a.seq FROM audited a WHERE a.record_type IN (${records})
        UNION ALL
        SELECT ${leftOf('a')}, ${left}, a.seq FROM audited a WHERE a.record_type IN (${links}) AND ${slash} > 1
        UNION ALL
        SELECT ${rightOf('a')}, ${right}, a.seq FROM audited a
          WHERE a.record_type IN (${links}) AND ${slash} > 1 AND ${left} <> ${right};
      RETURN NULL; END $$`.execute(db);
  } else {
    const { slash, left, right } = ends(false, 'NEW');
    await dropRowTriggers(db);
    await sql`CREATE TRIGGER audit_subjects_record AFTER INSERT ON audit_log
      WHEN NEW.record_type IN (${records}) BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq) VALUES (NEW.record_type, NEW.record_id, NEW.seq);
      END`.execute(db);
    await sql`CREATE TRIGGER audit_subjects_link AFTER INSERT ON audit_log
      WHEN NEW.record_type IN (${links}) AND ${slash} > 1 BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq) VALUES (${leftOf('NEW')}, ${left}, NEW.seq);
      INSERT INTO audit_subjects (record_type, record_id, audit_seq)
        SELECT ${rightOf('NEW')}, ${right}, NEW.seq WHERE ${left} <> ${right};
      END`.execute(db);
  }
  await db.schema.dropTable('link_kinds').execute();
  await db.schema.dropTable('record_kinds').execute();
}
