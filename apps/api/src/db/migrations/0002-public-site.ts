// The public website's tables: `showcases` (one row per property page, its sections as JSON text)
// with the 426 Sunset Avenue page, and `nda_acceptances` (who accepted which showcase's NDA, when,
// from where). One file for both databases, like 0001. The pages come from a frozen copy of the
// seed list (frozen/0002-showcase-seeds.ts says why).
import { type Kysely, sql } from 'kysely';
import { SHOWCASE_SEEDS } from './frozen/0002-showcase-seeds.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  // The slug is a URL path segment and the phone an E.164 number; SQLite has no regular
  // expressions, so it checks the same rules with GLOB.
  const slugCheck = pg
    ? sql`slug ~ '^[a-z0-9-]{1,64}$'`
    : sql`length(slug) BETWEEN 1 AND 64 AND slug NOT GLOB '*[^a-z0-9-]*'`;
  const phoneCheck = pg
    ? sql`phone ~ '^\\+[1-9][0-9]{6,14}$'`
    : sql`length(phone) BETWEEN 8 AND 16 AND phone GLOB '+[1-9]*' AND substr(phone, 2) NOT GLOB '*[^0-9]*'`;

  await db.schema
    .createTable('showcases')
    .addColumn('slug', 'text', (c) => c.primaryKey().check(slugCheck))
    .addColumn('street_address', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().check(phoneCheck))
    .addColumn('nda_version', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  // An acceptance is a legal record: deleting its contact or showcase is refused while it exists.
  await db.schema
    .createTable('nda_acceptances')
    .addColumn('id', pg ? 'bigint' : 'integer', (c) =>
      pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey(),
    )
    .addColumn('showcase_slug', 'text', (c) => c.notNull().references('showcases.slug'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid'))
    .addColumn('accepted_at', time, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('nda_version', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nda_acceptances_entity').on('nda_acceptances').column('entity_id').execute();
  await db.schema
    .createIndex('nda_acceptances_showcase')
    .on('nda_acceptances')
    .columns(['showcase_slug', 'accepted_at'])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('showcases')
    .values(
      SHOWCASE_SEEDS.map(({ sections, ...page }) => ({
        ...page,
        content: JSON.stringify(sections),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('nda_acceptances').ifExists().execute();
  await db.schema.dropTable('showcases').ifExists().execute();
}
