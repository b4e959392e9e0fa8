// A showcase access request's inbox item keeps the whole form (issue 14's "full content"): the
// visitor's chosen type (Investor, Buyer…) and the kinds of email and number they gave, as the
// form's options. Items filed before this migration keep nulls: those choices were stored nowhere
// (the lead's flags and link types are the staff's to edit since, not what the visitor chose).
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const COLUMNS = ['visitor_type', 'email_type', 'phone_type'] as const;

export async function up(db: Db): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('inbox_items').addColumn(column, 'text').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('inbox_items').dropColumn(column).execute();
}
