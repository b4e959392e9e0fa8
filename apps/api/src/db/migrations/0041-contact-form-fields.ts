// The contact form's new fields and mails (issue 28, "The contact form, too"). The inbox item keeps
// what the visitor said they are ("I am": owner, investor, tenant, broker, other); their phone goes
// in the item's existing `phone` column (E.164), as a showcase visitor's does. Outgoing mail gains
// an HTML part (the visitor's acknowledgement, the staff alert), kept in the outbox beside the
// plain text when there is no SMTP server. Rows before this migration keep nulls: the form did not
// ask, and every earlier mail was plain text only.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('inbox_items').addColumn('visitor_role', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('html', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('html').execute();
  await db.schema.alterTable('inbox_items').dropColumn('visitor_role').execute();
}
