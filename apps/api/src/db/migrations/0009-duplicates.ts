// Duplicates and merge (issue 14). `merged_records` remembers where a merged record's id leads (its
// old URL shows the survivor), `duplicate_dismissals` the pairs marked "not duplicates", stored
// with the smaller id first. Contacts gain the two keys detection groups by (name_key: the name
// without case, accents or punctuation; name_block: its words' Soundex, sorted), backfilled here by
// a frozen copy of the key functions; emails and numbers get an index on their link counter, so
// the ones shared by several contacts are found without a scan; addresses one on street number,
// route and postal code.
import { type Kysely, sql } from 'kysely';
import { nameBlock, nameKey } from './frozen/0009-name-keys.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BATCH = 5000;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = pg ? 'uuid' : 'text';
  const time = pg ? 'timestamptz' : 'text';
  await db.schema
    .createTable('merged_records')
    .addColumn('from_id', id, (c) => c.primaryKey())
    .addColumn('into_id', id, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('merged_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merged_records_into').on('merged_records').column('into_id').execute();
  await db.schema
    .createTable('duplicate_dismissals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('a', id, (c) => c.notNull())
    .addColumn('b', id, (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('duplicate_dismissals_pk', ['kind', 'a', 'b'])
    .execute();
  await db.schema.createIndex('duplicate_dismissals_b').on('duplicate_dismissals').column('b').execute();

  await db.schema
    .alterTable('entities')
    .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('entities')
    .addColumn('name_block', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfillNameKeys(db, pg);
  await db.schema.createIndex('entities_name_key').on('entities').column('name_key').execute();
  // With name_key: "how many different names share this block" is read from the index alone.
  await db.schema
    .createIndex('entities_name_block')
    .on('entities')
    .columns(['name_block', 'name_key'])
    .execute();
  await db.schema.createIndex('emails_n_linked').on('emails').column('n_linked_entities').execute();
  await db.schema
    .createIndex('phone_numbers_n_linked')
    .on('phone_numbers')
    .column('n_linked_entities')
    .execute();
  await db.schema
    .createIndex('addresses_street')
    .on('addresses')
    .columns(['street_number', 'route', 'postal_code'])
    .execute();
}

/** Pages of contacts by seq, each written back by one statement from a JSON array of keys. */
async function backfillNameKeys(db: Db, pg: boolean): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ seq: number | string; name: string }>`SELECT seq, name FROM entities
      WHERE seq > ${after} ORDER BY seq LIMIT ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const keys = JSON.stringify(
      rows.map((r) => ({ s: Number(r.seq), k: nameKey(r.name), b: nameBlock(r.name) })),
    );
    if (pg)
      await sql`UPDATE entities e SET name_key = v.k, name_block = v.b
        FROM json_to_recordset(${keys}::json) AS v(s bigint, k text, b text) WHERE e.seq = v.s`.execute(db);
    else
      await sql`UPDATE entities SET name_key = v.k, name_block = v.b
        FROM (SELECT value ->> '$.s' AS s, value ->> '$.k' AS k, value ->> '$.b' AS b FROM json_each(${keys})) v
        WHERE entities.seq = v.s`.execute(db);
    after = Number(rows[rows.length - 1]!.seq);
  }
}

export async function down(db: Db): Promise<void> {
  for (const index of ['addresses_street', 'phone_numbers_n_linked', 'emails_n_linked'])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropIndex('entities_name_block').execute();
  await db.schema.dropIndex('entities_name_key').execute();
  await db.schema.alterTable('entities').dropColumn('name_block').execute();
  await db.schema.alterTable('entities').dropColumn('name_key').execute();
  await db.schema.dropTable('duplicate_dismissals').execute();
  await db.schema.dropTable('merged_records').execute();
}
