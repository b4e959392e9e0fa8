// Issue 28: the language a visitor accepted a listing's agreement in (the page's: English or
// French), so what the firm later mails that lead (a level raised, more documents open) is in
// their language; contacts have no language of their own. Earlier rows were English pages' or the
// showcase's, whose form sent no language: 'en'.
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('listing_acceptances')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en').check(sql`lang IN ('en', 'fr')`))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('listing_acceptances').dropColumn('lang').execute();
}
