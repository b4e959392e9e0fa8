// Each record's history (issue 14): `audit_subjects` names, for every audit_log row, the records it
// concerns: a contact, address, email or number entry its own record; a link entry both linked
// records (a link's id is "<left>/<right>", the left side always a UUID, so the first '/' splits
// it). Keyed (record_type, record_id, audit_seq), a record's history is one index range read newest
// first, never a scan of audit_log. A trigger fills it for every row any writer appends (the API,
// the import's multi-row INSERTs, merges), the same SELECT backfills the rows already there.
// Written out here, never imported, so this migration never changes (ADR 0018).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const RECORDS = sql.raw(`'entity', 'address', 'email', 'phone_number'`);
const LINKS = sql.raw(`'addresses_entities', 'entities_emails', 'entities_entities', 'entities_numbers'`);
/** The record types at a link's two ends, from the link row `row`'s table. */
const LEFT_TYPE_OF = (row: string) =>
  `CASE ${row}.record_type WHEN 'addresses_entities' THEN 'address' ELSE 'entity' END`;
const RIGHT_TYPE_OF = (row: string) =>
  `CASE ${row}.record_type WHEN 'entities_emails' THEN 'email' WHEN 'entities_numbers' THEN 'phone_number' ELSE 'entity' END`;
const LEFT_TYPE = sql.raw(LEFT_TYPE_OF('a'));
const RIGHT_TYPE = sql.raw(RIGHT_TYPE_OF('a'));

/** The subjects of the audit rows `source` names (as `a`): the backfill, and PostgreSQL's trigger
 * over the rows a statement inserted. */
function subjectsOf(pg: boolean, source: string) {
  const slash = pg ? sql.raw("strpos(a.record_id, '/')") : sql.raw("instr(a.record_id, '/')");
  const from = sql.raw(source);
  return sql`
    SELECT a.record_type, a.record_id, a.seq FROM ${from} a WHERE a.record_type IN (${RECORDS})
    UNION ALL
    SELECT ${LEFT_TYPE}, substr(a.record_id, 1, ${slash} - 1), a.seq FROM ${from} a
      WHERE a.record_type IN (${LINKS}) AND ${slash} > 1
    UNION ALL
    SELECT ${RIGHT_TYPE}, substr(a.record_id, ${slash} + 1), a.seq FROM ${from} a
      WHERE a.record_type IN (${LINKS}) AND ${slash} > 1
        AND substr(a.record_id, 1, ${slash} - 1) <> substr(a.record_id, ${slash} + 1)`;
}

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  await db.schema
    .createTable('audit_subjects')
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('audit_seq', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_subjects_pk', ['record_type', 'record_id', 'audit_seq'])
    // SQLite: the key is the table (no rowid and second copy of every row).
    .$call((b) => (pg ? b : b.modifyEnd(sql`WITHOUT ROWID`)))
    .execute();
  const fill = (source: string) =>
    sql`INSERT INTO audit_subjects (record_type, record_id, audit_seq) ${subjectsOf(pg, source)}`;
  await fill('audit_log').execute(db);
  if (pg) {
    // A statement trigger over the inserted rows: the import's one-statement batches cost one
    // INSERT … SELECT, not a function call a row.
    await sql`CREATE FUNCTION audit_subjects_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${fill('audited')}; RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_subjects_fill AFTER INSERT ON audit_log
      REFERENCING NEW TABLE AS audited FOR EACH STATEMENT EXECUTE FUNCTION audit_subjects_fill()`.execute(db);
  } else {
    // SQLite has row triggers only. Two with WHEN clauses and plain VALUES: the SELECT above over
    // NEW as a one-row subquery made each audit insert five times slower.
    const slash = "instr(NEW.record_id, '/')";
    const [left, right] = [`substr(NEW.record_id, 1, ${slash} - 1)`, `substr(NEW.record_id, ${slash} + 1)`];
    await sql`CREATE TRIGGER audit_subjects_record AFTER INSERT ON audit_log
      WHEN NEW.record_type IN (${RECORDS}) BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq) VALUES (NEW.record_type, NEW.record_id, NEW.seq);
      END`.execute(db);
    await sql`CREATE TRIGGER audit_subjects_link AFTER INSERT ON audit_log
      WHEN NEW.record_type IN (${LINKS}) AND ${sql.raw(slash)} > 1 BEGIN
      INSERT INTO audit_subjects (record_type, record_id, audit_seq)
        VALUES (${sql.raw(LEFT_TYPE_OF('NEW'))}, ${sql.raw(left)}, NEW.seq);
      INSERT INTO audit_subjects (record_type, record_id, audit_seq)
        SELECT ${sql.raw(RIGHT_TYPE_OF('NEW'))}, ${sql.raw(right)}, NEW.seq WHERE ${sql.raw(left)} <> ${sql.raw(right)};
      END`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  if (pg) {
    await sql`DROP TRIGGER audit_subjects_fill ON audit_log`.execute(db);
    await sql`DROP FUNCTION audit_subjects_fill()`.execute(db);
  } else {
    await sql`DROP TRIGGER audit_subjects_record`.execute(db);
    await sql`DROP TRIGGER audit_subjects_link`.execute(db);
  }
  await db.schema.dropTable('audit_subjects').execute();
}
