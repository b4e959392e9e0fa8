// Migration 0008 on both databases, from rows stored at 0006: every received message (a contact
// form's told by its audit actor) and every NDA acceptance becomes a `new` inbox item, in time
// order; sent messages do not.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

const LEAD = '01890000-0000-7000-8000-000000000001';
const at = (minute: number) => `2026-11-01T10:0${minute}:00.000Z`;

// biome-ignore lint/suspicious/noExplicitAny: the rows are those of version 0006, not today's schema
async function storeAt0006(db: Kysely<any>) {
  const message = (id: number, direction: string, sender: string, minute: number) => ({
    id,
    direction,
    sender_receiver: sender,
    counterpart: `${sender.toLowerCase().replace(' ', '.')}@example.com`,
    subject: `Subject ${id}`,
    body: `Body ${id}`,
    status: 'sent',
    error: null,
    created_at: at(minute),
  });
  // PostgreSQL's identity columns are GENERATED ALWAYS: ids come in insertion order (1, 2, 3).
  const rows = [
    message(1, 'received', 'Form Visitor', 1),
    message(2, 'sent', 'Staff Member', 2),
    message(3, 'received', 'Api Sender', 4),
  ];
  for (const { id: _id, ...row } of rows) await db.insertInto('messages').values(row).execute();
  const audit = (id: number, actor: string) => ({
    at: at(1),
    actor,
    action: 'create',
    record_type: 'message',
    record_id: String(id),
    changes: '{}',
  });
  await db
    .insertInto('audit_log')
    .values([audit(1, 'public:contact'), audit(3, 'api-key:partner')])
    .execute();
  await db
    .insertInto('entities')
    .values({
      uuid: LEAD,
      name: 'Showcase Lead',
      company_name: 'Lead Co',
      search: 'showcase lead',
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
  await db
    .insertInto('emails')
    .values({ email: 'lead@example.com', domain: 'example.com', created_at: at(0), updated_at: at(0) })
    .execute();
  await db
    .insertInto('entities_emails')
    .values({
      entity_id: LEAD,
      email: 'lead@example.com',
      type: 'WORK',
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
  await db
    .insertInto('nda_acceptances')
    .values({
      showcase_slug: '426sunset',
      entity_id: LEAD,
      accepted_at: at(3),
      ip: '203.0.113.9',
      user_agent: 'Agent',
      nda_version: 'v1',
    })
    .execute();
}

describe.each(DIALECTS)('migration 0008 on %s', (dialect) => {
  it('files every received message and NDA acceptance stored before it as a new item, oldest first', async () => {
    const { database, drop } = await testDatabase(dialect);
    const { db, schema } = database;
    try {
      await migrateTo(db, '0006-imports', schema);
      await storeAt0006(db);
      await migrateToLatest(db, schema);
      const items = await db.selectFrom('inbox_items').selectAll().orderBy('id').execute();
      expect(
        items.map((i) => [
          i.kind,
          i.status,
          i.name,
          i.email,
          i.company,
          i.subject,
          i.entity_id,
          i.handled_at,
        ]),
      ).toEqual([
        ['contact', 'new', 'Form Visitor', 'form.visitor@example.com', null, 'Subject 1', null, null],
        ['showcase', 'new', 'Showcase Lead', 'lead@example.com', 'Lead Co', null, LEAD, null],
        ['message', 'new', 'Api Sender', 'api.sender@example.com', null, 'Subject 3', null, null],
      ]);
      expect(
        items.map((i) => [
          i.message_id == null ? null : Number(i.message_id),
          i.nda_acceptance_id == null ? null : Number(i.nda_acceptance_id),
        ]),
      ).toEqual([
        [1, null],
        [null, 1],
        [3, null],
      ]);
      expect(new Date(items[1]!.created_at).toISOString()).toBe(at(3));
    } finally {
      await database.close();
      await drop();
    }
  });
});
