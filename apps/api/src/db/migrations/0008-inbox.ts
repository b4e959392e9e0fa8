// The leads inbox (issue 14): `inbox_items`, one row per contact-form message, showcase access
// request and /ext/receive message, with its status (new, handled: who and when) and the contact
// it is linked to. Backfilled from the rows stored before it: received `messages` (a contact-form
// message is told from an /ext/receive one by its audit row's actor, `public:contact`) and
// `nda_acceptances` (linked to their lead, whose name and first email and number stand in for
// what the visitor typed, which the acceptance does not keep). Backfilled items are `new`: nobody
// has handled them in the portal yet. One file for both databases.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const time = pg ? 'timestamptz' : 'text';
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('inbox_items')
    .addColumn('id', bigint, (c) => (pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey()))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('contact', 'showcase', 'message')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('new', 'handled')`))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('subject', 'text')
    .addColumn('body', 'text')
    // A message or an acceptance is evidence: deleting it while its item exists is refused.
    .addColumn('message_id', bigint, (c) => c.references('messages.id'))
    .addColumn('nda_acceptance_id', bigint, (c) => c.references('nda_acceptances.id'))
    // Unlinked, not lost, when its contact goes (a merge helper may delete merged contacts).
    .addColumn('entity_id', pg ? 'uuid' : 'text', (c) => c.references('entities.uuid').onDelete('set null'))
    .addColumn('handled_at', time)
    .addColumn('handled_by', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  // The list: newest first, filtered by status (the badge counts status = new) and kind.
  await db.schema.createIndex('inbox_items_status').on('inbox_items').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('inbox_items_kind')
    .on('inbox_items')
    .columns(['kind', 'status', 'id'])
    .execute();
  await db.schema.createIndex('inbox_items_entity').on('inbox_items').column('entity_id').execute();

  // Both sources in one time order, so ids (the list's order) follow created_at.
  const contactForm = sql<boolean>`EXISTS (SELECT 1 FROM audit_log a WHERE a.record_type = 'message'
    AND a.record_id = ${pg ? sql`m.id::text` : sql`CAST(m.id AS TEXT)`} AND a.actor = 'public:contact')`;
  await sql`
    INSERT INTO inbox_items (kind, status, name, email, phone, company, subject, body, message_id,
      nda_acceptance_id, entity_id, created_at)
    SELECT kind, 'new', name, email, phone, company, subject, body, message_id, nda_acceptance_id,
      entity_id, created_at FROM (
      SELECT CASE WHEN ${contactForm} THEN 'contact' ELSE 'message' END AS kind,
        m.sender_receiver AS name, m.counterpart AS email, NULL AS phone, NULL AS company,
        m.subject, m.body, m.id AS message_id, NULL AS nda_acceptance_id, NULL AS entity_id,
        m.created_at
      FROM messages m WHERE m.direction = 'received'
      UNION ALL
      SELECT 'showcase', e.name,
        (SELECT MIN(ee.email) FROM entities_emails ee WHERE ee.entity_id = n.entity_id),
        (SELECT MIN(en.phone_number) FROM entities_numbers en WHERE en.entity_id = n.entity_id),
        e.company_name, NULL, NULL, NULL, n.id, n.entity_id, n.accepted_at
      FROM nda_acceptances n JOIN entities e ON e.uuid = n.entity_id
    ) sources ORDER BY created_at, message_id, nda_acceptance_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('inbox_items').execute();
}
