// The CRM's tables: records, links, counters, audit log and messages. One file for both
// databases; the few dialect differences (identity column, types, search indexes) branch below.
// Column lists are written out rather than imported so that this migration never changes.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

const ROLE_FLAGS = [
  'investor',
  'capital_investor',
  'developer',
  'architect',
  'owner',
  'property_manager',
  'leasing_company',
  'realtor',
  'vendor',
  'tenant',
  'contractor',
  'private_equity',
  'government',
  'religious',
  'bank',
  'insurance',
  'pension_fund',
  'medical',
  'educational',
  'non_profit',
  'trust',
  'reit',
  'reoc',
];
const USER_TYPES = ['user', 'public', 'private', 'institution'];
const ENTITY_TEXT = [
  'alt_name',
  'nickname',
  'job_title',
  'company_name',
  'primary_practice',
  'industry_type',
  'website',
];
const ENTITY_INTS = [
  'n_sales',
  'total_units',
  'total_properties',
  'n_properties_owned',
  'portfolio_units',
  'n_employees',
];
const ENTITY_REALS = [
  'n_sales_value',
  'total_square_foot',
  'total_square_foot_available',
  'total_land_acres',
  'portfolio_square_foot',
  'revenue',
  'pct_vacant',
  'pct_leased',
];
const COMPONENTS = [
  'point_of_interest',
  'post_box',
  'street_number',
  'route',
  'subpremise',
  'locality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'administrative_area_level_3',
  'postal_code',
  'postal_code_suffix',
  'administrative_area_level_1',
  'country',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: builder over an untyped table
type Table = CreateTableBuilder<any, any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const t = {
    bool: pg ? 'boolean' : 'integer',
    real: pg ? 'double precision' : 'real',
    uuid: pg ? 'uuid' : 'text',
    time: pg ? 'timestamptz' : 'text',
    falseValue: pg ? sql`false` : sql`0`,
  } as const;
  const seq = (b: Table, name = 'seq') =>
    pg
      ? b.addColumn(name, 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      : b.addColumn(name, 'integer', (c) => c.primaryKey());
  const times = (b: Table) =>
    b.addColumn('created_at', t.time, (c) => c.notNull()).addColumn('updated_at', t.time, (c) => c.notNull());
  const each = (b: Table, names: string[], type: string, notNullFalse = false) =>
    names.reduce(
      (acc, n) =>
        acc.addColumn(n, type as 'text', (c) => (notNullFalse ? c.notNull().defaultTo(t.falseValue) : c)),
      b,
    );

  let entities = db.schema
    .createTable('entities')
    .$call((b) => seq(b))
    .addColumn('uuid', t.uuid, (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull());
  entities = each(entities, ENTITY_TEXT, 'text');
  entities = each(entities, ENTITY_INTS, 'integer');
  entities = each(entities, ENTITY_REALS, t.real);
  entities = each(entities, ['is_person', 'sunset', ...ROLE_FLAGS, ...USER_TYPES], t.bool, true);
  await entities
    .addColumn('notes', 'text')
    .addColumn('n_linked_entities', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('n_linked_addresses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('n_linked_numbers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('n_linked_emails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
    .$call(times)
    .execute();

  let addresses = db.schema
    .createTable('addresses')
    .$call((b) => seq(b))
    .addColumn('uuid', t.uuid, (c) => c.notNull().unique())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('property_type', 'text');
  addresses = each(addresses, COMPONENTS, 'text');
  addresses = each(
    addresses,
    COMPONENTS.map((c) => `${c}_confirmation_level`),
    'text',
  );
  await addresses
    .addColumn('place_type', 'text')
    .addColumn('liq_osm_type', 'text')
    .addColumn('liq_class', 'text')
    .addColumn('liq_type', 'text')
    .addColumn('liq_importance', t.real)
    .addColumn('liq_haversine_distance', t.real)
    .addColumn('confidence', t.real)
    .addColumn('building_class', 'text')
    .addColumn('rba', t.real)
    .addColumn('pct_leased', t.real)
    .addColumn('notes', 'text')
    .addColumn('n_linked_entities', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('search_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_postal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_country', 'text', (c) => c.notNull().defaultTo(''))
    .$call(times)
    .execute();

  const contactPoint = (b: Table) =>
    b
      .addColumn('status', 'text')
      .addColumn('default_type', 'text')
      .addColumn('do_not_contact', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
      .addColumn('notes', 'text')
      .addColumn('n_linked_entities', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(times);
  await db.schema
    .createTable('emails')
    .$call((b) => seq(b))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('domain', 'text', (c) => c.notNull())
    .$call(contactPoint)
    .execute();
  await db.schema
    .createTable('phone_numbers')
    .$call((b) => seq(b))
    .addColumn('phone_number', 'text', (c) => c.notNull().unique())
    .addColumn('digits', 'text', (c) => c.notNull())
    .$call(contactPoint)
    .execute();

  const entityRef = (b: Table, name = 'entity_id') =>
    b.addColumn(name, t.uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'));
  await db.schema
    .createTable('addresses_entities')
    .addColumn('address_id', t.uuid, (c) => c.notNull().references('addresses.uuid').onDelete('cascade'))
    .$call((b) => entityRef(b))
    .addColumn('role', 'text', (c) => c.notNull())
    .$call(times)
    .addPrimaryKeyConstraint('addresses_entities_pk', ['address_id', 'entity_id'])
    .execute();
  await db.schema
    .createTable('entities_emails')
    .$call((b) => entityRef(b))
    .addColumn('email', 'text', (c) =>
      c.notNull().references('emails.email').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .$call(times)
    .addPrimaryKeyConstraint('entities_emails_pk', ['entity_id', 'email'])
    .execute();
  await db.schema
    .createTable('entities_entities')
    .$call((b) => entityRef(b))
    .$call((b) => entityRef(b, 'entity_id2'))
    .addColumn('relationship', 'text', (c) => c.notNull())
    .$call(times)
    .addPrimaryKeyConstraint('entities_entities_pk', ['entity_id', 'entity_id2'])
    .execute();
  await db.schema
    .createTable('entities_numbers')
    .$call((b) => entityRef(b))
    .addColumn('phone_number', 'text', (c) =>
      c.notNull().references('phone_numbers.phone_number').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .$call(times)
    .addPrimaryKeyConstraint('entities_numbers_pk', ['entity_id', 'phone_number'])
    .execute();
  // The reverse side of every link is looked up by its own index.
  await db.schema
    .createIndex('addresses_entities_entity')
    .on('addresses_entities')
    .column('entity_id')
    .execute();
  await db.schema.createIndex('entities_emails_email').on('entities_emails').column('email').execute();
  await db.schema
    .createIndex('entities_entities_entity2')
    .on('entities_entities')
    .column('entity_id2')
    .execute();
  await db.schema
    .createIndex('entities_numbers_number')
    .on('entities_numbers')
    .column('phone_number')
    .execute();

  // Record totals for GET …/count, kept in the same transaction as each insert.
  await db.schema
    .createTable('record_counts')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('record_counts')
    .values(['entities', 'addresses', 'emails', 'phone_numbers'].map((kind) => ({ kind, n: 0 })))
    .execute();

  await db.schema
    .createTable('audit_log')
    .$call((b) => seq(b))
    .addColumn('at', t.time, (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_record')
    .on('audit_log')
    .columns(['record_type', 'record_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .$call((b) => seq(b, 'id'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('sender_receiver', 'text', (c) => c.notNull())
    .addColumn('counterpart', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .$call((b) => seq(b, 'id'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.time, (c) => c.notNull())
    .execute();

  await (pg ? trigramIndexesPostgres(db) : trigramIndexesSqlite(db));
}

const SEARCHED: Record<string, { key: string; columns: string[] }> = {
  entities: { key: 'seq', columns: ['search'] },
  addresses: { key: 'seq', columns: ['search_address', 'search_city', 'search_postal', 'search_country'] },
  emails: { key: 'seq', columns: ['email', 'domain'] },
  phone_numbers: { key: 'seq', columns: ['digits'] },
};

/** FTS5 trigram indexes over the searched columns, kept in step by triggers. They answer substring
 * matches in rowid order, so `LIMIT 10` stops after ten hits even for a word 100,000 rows share. */
async function trigramIndexesSqlite(db: Db) {
  for (const [table, { key, columns }] of Object.entries(SEARCHED)) {
    const cols = columns.join(', ');
    const newCols = columns.map((c) => `new.${c}`).join(', ');
    const oldCols = columns.map((c) => `old.${c}`).join(', ');
    const fts = `${table}_fts`;
    const del = `INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.${key}, ${oldCols});`;
    const ins = `INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.${key}, ${newCols});`;
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', content_rowid='${key}', tokenize='trigram remove_diacritics 1')`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_fts_ai AFTER INSERT ON ${table} BEGIN ${ins} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_fts_ad AFTER DELETE ON ${table} BEGIN ${del} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_fts_au AFTER UPDATE OF ${cols} ON ${table} BEGIN ${del} ${ins} END`)
      .execute(db);
  }
}

/** pg_trgm GIN indexes over the same columns. */
async function trigramIndexesPostgres(db: Db) {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  for (const [table, { columns }] of Object.entries(SEARCHED)) {
    for (const column of columns) {
      await sql
        .raw(`CREATE INDEX ${table}_${column}_trgm ON ${table} USING gin (${column} gin_trgm_ops)`)
        .execute(db);
    }
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'mail_outbox',
    'messages',
    'audit_log',
    'record_counts',
    'entities_numbers',
    'entities_entities',
    'entities_emails',
    'addresses_entities',
    'phone_numbers',
    'emails',
    'addresses',
    'entities',
    'entities_fts',
    'addresses_fts',
    'emails_fts',
    'phone_numbers_fts',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
