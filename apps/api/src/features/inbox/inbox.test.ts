// The leads inbox (/api/v1/inbox) on both databases: items filed by the contact form, /ext/receive
// and the showcase access form in their own transaction; the list (newest first, filters, paging),
// the count, an item with its NDA evidence and matching contacts, handled/reopen/link, "create the
// contact from it", and the refusals, which change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createEmail, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';
import { closedPort } from '../../test/smtp.js';
import { visit } from '../../test/visitor.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';
const VISITOR_IP = '203.0.113.7';
let serial = 0;
const unique = () => {
  serial += 1;
  return serial;
};

describe.each(DIALECTS)('inbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** Sends the home page's contact form as a visitor; answers the item it filed (the newest). */
  async function contactForm(over: Record<string, string> = {}) {
    const n = unique();
    const form = {
      sender: `Visitor ${n}`,
      email: `Visitor${n}@Example.com`,
      subject: `Question ${n}`,
      body: 'Is the third floor still available?',
      website: '',
      ...over,
    };
    expect((await visit(t, 'POST', '/api/v1/public/contact', form)).status).toBe(201);
    return (await t.call('GET', '/api/v1/inbox?limit=1')).body.data[0];
  }
  async function showcaseForm() {
    const n = unique();
    const form = {
      type: 'Investor',
      name: `Lead ${n}`,
      company: 'Lead Capital',
      email: `lead${n}@example.com`,
      emailType: 'Work',
      number: `(514) 398-${String(6000 + n)}`,
      numberType: 'Office',
      agree: true,
      website: '',
    };
    const res = await visit(
      t,
      'POST',
      '/api/v1/public/showcases/426sunset/access',
      form,
      { 'user-agent': 'Mozilla/5.0 InboxTest' },
      VISITOR_IP,
    );
    expect(res.status).toBe(201);
    return (await t.call('GET', '/api/v1/inbox?kind=showcase&limit=1')).body.data[0];
  }
  const countNew = async () => (await t.call('GET', '/api/v1/inbox/count?status=new')).body as number;
  const itemRow = (id: number) =>
    t.database.db.selectFrom('inbox_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'inbox_item')
      .where('record_id', '=', String(id))
      .orderBy('seq')
      .execute();

  it('files a contact-form message as a new contact item, in the message’s transaction', async () => {
    const before = await countNew();
    const item = await contactForm({ sender: 'Marie Tremblay', email: 'Marie.T@Example.com' });
    expect(item).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Marie Tremblay',
      email: 'marie.t@example.com',
      phone: null,
      body: 'Is the third floor still available?',
      entity_id: null,
      handled_at: null,
      handled_by: null,
    });
    const message = await t.database.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', item.message_id)
      .executeTakeFirstOrThrow();
    expect(message.subject).toBe(item.subject);
    expect(await countNew()).toBe(before + 1);
    expect((await auditOf(item.id)).map((a) => [a.action, a.actor])).toEqual([['create', 'public:contact']]);
  });

  it('files nothing when the honeypot is filled', async () => {
    const before = (await t.call('GET', '/api/v1/inbox/count')).body;
    const form = { sender: 'Bot', email: 'bot@example.com', subject: 'Buy', body: 'Spam', website: 'x' };
    expect((await visit(t, 'POST', '/api/v1/public/contact', form)).status).toBe(201);
    expect((await t.call('GET', '/api/v1/inbox/count')).body).toBe(before);
  });

  it('files an /ext/receive message as a message item, with the api key as its actor', async () => {
    const res = await t.call('POST', '/api/v1/ext/receive', {
      sender_receiver: 'Paul Gagnon',
      from_: 'paul@visitor.test',
      subject: 'Forwarded',
      body: 'From the old mailbox',
    });
    expect(res.status).toBe(201);
    const item = (await t.call('GET', '/api/v1/inbox?kind=message&limit=1')).body.data[0];
    expect(item).toMatchObject({
      kind: 'message',
      name: 'Paul Gagnon',
      email: 'paul@visitor.test',
      message_id: res.body.id,
    });
    expect((await auditOf(item.id))[0]!.actor).toBe('api-key:tests');
  });

  it('files a showcase access request linked to its lead, with the whole form and the NDA acceptance as evidence', async () => {
    // The version of the agreement the visitor was shown, as the showcase page serves it.
    const page = await visit(t, 'GET', '/api/v1/public/showcases/426sunset');
    expect(page.body.nda_version).toEqual(expect.any(String));
    const sent = Date.now();
    const item = await showcaseForm();
    const answered = Date.now();
    expect(item).toMatchObject({
      kind: 'showcase',
      status: 'new',
      company: 'Lead Capital',
      subject: null,
      visitor_type: 'Investor',
      email_type: 'Work',
      phone_type: 'Office',
    });
    expect(item.phone).toMatch(/^\+1514398\d{4}$/);
    expect(item.entity_id).toEqual(expect.any(String));
    expect(item.entity_name).toBe(item.name);
    const detail = (await t.call('GET', `/api/v1/inbox/${item.id}`)).body;
    expect(detail).toMatchObject({ visitor_type: 'Investor', email_type: 'Work', phone_type: 'Office' });
    expect(detail.nda).toEqual({
      id: item.nda_acceptance_id,
      showcase_slug: '426sunset',
      accepted_at: expect.any(String),
      ip: VISITOR_IP,
      user_agent: 'Mozilla/5.0 InboxTest',
      nda_version: page.body.nda_version,
    });
    // Accepted while the request was under way (stored to the millisecond on both databases).
    const accepted = Date.parse(detail.nda.accepted_at);
    expect(accepted).toBeGreaterThanOrEqual(sent);
    expect(accepted).toBeLessThanOrEqual(answered);
    // The lead holds the email and the number the visitor gave: both match.
    expect(detail.candidates).toEqual([
      { uuid: item.entity_id, name: item.name, company_name: 'Lead Capital', matched_by: ['email', 'phone'] },
    ]);
  });

  it('keeps only the choices a showcase visitor made: no email type without an email', async () => {
    const form = {
      type: 'Property Manager',
      name: 'Number Only',
      email: '',
      emailType: 'Work',
      number: '(514) 398-5999',
      numberType: '',
      agree: true,
      website: '',
    };
    expect((await visit(t, 'POST', '/api/v1/public/showcases/426sunset/access', form)).status).toBe(201);
    const item = (await t.call('GET', '/api/v1/inbox?kind=showcase&limit=1')).body.data[0];
    expect(item).toMatchObject({
      name: 'Number Only',
      email: null,
      visitor_type: 'Property Manager',
      email_type: null,
      phone_type: 'Mobile',
    });
    // Other kinds have no such choices.
    expect(await contactForm()).toMatchObject({ visitor_type: null, email_type: null, phone_type: null });
  });

  it('lists newest first, filters by kind and status, and pages with limit and offset', async () => {
    const a = await contactForm();
    const b = await contactForm();
    const c = await showcaseForm();
    const page = (await t.call('GET', '/api/v1/inbox?limit=3')).body;
    expect(page).toEqual({ data: expect.any(Array), offset: 0 });
    expect(page.data.map((i: { id: number }) => i.id)).toEqual([c.id, b.id, a.id]);
    const next = (await t.call('GET', '/api/v1/inbox?limit=2&offset=1')).body;
    expect(next.offset).toBe(1);
    expect(next.data.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    const contacts = (await t.call('GET', '/api/v1/inbox?kind=contact&limit=100')).body.data;
    expect(contacts.length).toBeGreaterThan(1);
    expect(contacts.every((i: { kind: string }) => i.kind === 'contact')).toBe(true);
    await t.call('PUT', `/api/v1/inbox/${b.id}`, { status: 'handled' });
    const handled = (await t.call('GET', '/api/v1/inbox?status=handled&kind=contact&limit=100')).body.data;
    expect(handled.map((i: { id: number }) => i.id)).toContain(b.id);
    expect(handled.every((i: { status: string }) => i.status === 'handled')).toBe(true);
    const fresh = (await t.call('GET', '/api/v1/inbox?status=new&limit=100')).body.data;
    expect(fresh.map((i: { id: number }) => i.id)).not.toContain(b.id);
    const total = (await t.call('GET', '/api/v1/inbox/count')).body;
    const perKind = await Promise.all(
      ['contact', 'showcase', 'message'].map(
        async (k) => (await t.call('GET', `/api/v1/inbox/count?kind=${k}`)).body,
      ),
    );
    expect(perKind.reduce((x: number, y: number) => x + y, 0)).toBe(total);
  });

  it('refuses bad filters, paging and ids with the spec’s messages (400) and unknown ids (404)', async () => {
    const kind = await t.call('GET', '/api/v1/inbox?kind=spam');
    expect(kind.status).toBe(400);
    expect(kind.body.error).toMatchObject({
      code: 'validation',
      fields: { kind: 'Kind must be contact, showcase or message' },
      field_keys: { kind: 'inbox.val.kind' },
    });
    const status = await t.call('GET', '/api/v1/inbox/count?status=done');
    expect([status.status, status.body.error.field_keys]).toEqual([400, { status: 'inbox.val.status' }]);
    expect((await t.call('GET', '/api/v1/inbox?offset=-1')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/inbox?limit=abc')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/inbox/abc')).status).toBe(400);
    const missing = await t.call('GET', '/api/v1/inbox/999999');
    expect([missing.status, missing.body.error]).toEqual([
      404,
      { code: 'not_found', message: 'Could not find inbox item', key: 'lookup.inbox' },
    ]);
    expect((await t.call('PUT', '/api/v1/inbox/999999', { status: 'handled' })).status).toBe(404);
    expect((await t.call('POST', '/api/v1/inbox/999999/contact')).status).toBe(404);
  });

  it('answers 401 without a credential', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/inbox'],
      ['GET', '/api/v1/inbox/count'],
      ['GET', '/api/v1/inbox/1'],
      ['PUT', '/api/v1/inbox/1'],
      ['POST', '/api/v1/inbox/1/contact'],
    ] as const) {
      const res = await visit(t, method, url, method === 'GET' ? undefined : {});
      expect([res.status, res.body.error.code], `${method} ${url}`).toEqual([401, 'unauthorized']);
    }
  });

  it('marks an item handled by the signed-in staff member, then reopens it; the audit keeps both', async () => {
    const staff = await userWithRole(t, `staff${unique()}@example.com`, 'staff');
    const item = await contactForm();
    const before = await countNew();
    const done = await call(
      t,
      'PUT',
      `/api/v1/inbox/${item.id}`,
      { status: 'handled' },
      { cookie: staff.cookie },
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'handled', handled_by: `user:${staff.id}` });
    expect(done.body.handled_by_name).toEqual(expect.any(String));
    expect(Date.parse(done.body.handled_at)).not.toBeNaN();
    expect(await countNew()).toBe(before - 1);
    // Handled again: nothing changes, the first who and when stay.
    const again = await t.call('PUT', `/api/v1/inbox/${item.id}`, { status: 'handled' });
    expect(again.body.handled_by).toBe(`user:${staff.id}`);
    const reopened = await t.call('PUT', `/api/v1/inbox/${item.id}`, { status: 'new' });
    expect(reopened.body).toMatchObject({
      status: 'new',
      handled_at: null,
      handled_by: null,
      handled_by_name: null,
    });
    expect(await countNew()).toBe(before);
    const audit = await auditOf(item.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['create', 'public:contact'],
      ['update', `user:${staff.id}`],
      ['update', 'api-key:tests'],
    ]);
    expect(JSON.parse(audit[1]!.changes)).toMatchObject({
      status: { old: 'new', new: 'handled' },
      handled_by: { old: null, new: `user:${staff.id}` },
    });
    expect(JSON.parse(audit[2]!.changes)).toMatchObject({
      status: { old: 'handled', new: 'new' },
      handled_by: { old: `user:${staff.id}`, new: null },
    });
  });

  it('matches the sender to contacts by email and links the item to one, or unlinks it', async () => {
    const item = await contactForm();
    const contact = await createEntity(t, { name: 'Known Sender' });
    await createEmail(t, { email: item.email });
    await link(t, 'entities_emails', { entity_id: contact.uuid, email: item.email, type: 'WORK' });
    const detail = (await t.call('GET', `/api/v1/inbox/${item.id}`)).body;
    expect(detail.candidates).toEqual([
      { uuid: contact.uuid, name: 'Known Sender', company_name: null, matched_by: ['email'] },
    ]);
    expect(detail.nda).toBeNull();
    const linked = await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: contact.uuid });
    expect(linked.body).toMatchObject({
      entity_id: contact.uuid,
      entity_name: 'Known Sender',
      status: 'new',
    });
    const both = await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: null, status: 'handled' });
    expect(both.body).toMatchObject({ entity_id: null, status: 'handled' });
  });

  it('refuses an unknown contact, status or field, and changes nothing', async () => {
    const item = await contactForm();
    const unknown = await t.call('PUT', `/api/v1/inbox/${item.id}`, {
      status: 'handled',
      entity_id: MISSING_UUID,
    });
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      {
        code: 'not_found',
        message: 'Could not find contact',
        key: 'lookup.entity',
        fields: { entity_id: 'Could not find contact' },
        field_keys: { entity_id: 'lookup.entity' },
      },
    ]);
    const badStatus = await t.call('PUT', `/api/v1/inbox/${item.id}`, { status: 'done' });
    expect([badStatus.status, badStatus.body.error.field_keys]).toEqual([
      400,
      { status: 'inbox.val.status' },
    ]);
    const badId = await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: 'nope' });
    expect([badId.status, badId.body.error.field_keys]).toEqual([400, { entity_id: 'val.uuid' }]);
    const extra = await t.call('PUT', `/api/v1/inbox/${item.id}`, { status: 'handled', handled_by: 'me' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.field_keys).toEqual({ handled_by: 'val.unknownField' });
    expect(await itemRow(item.id)).toMatchObject({ status: 'new', entity_id: null, handled_by: null });
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('creates the contact from an item in one step: name, email linked, item linked', async () => {
    const item = await contactForm({ sender: 'Nadia Roy' });
    const entities = () => rowCount(t, 'entities');
    const before = await entities();
    const res = await t.call('POST', `/api/v1/inbox/${item.id}/contact`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: item.id, entity_name: 'Nadia Roy', status: 'new' });
    expect(await entities()).toBe(before + 1);
    const contact = (await t.call('GET', `/api/v1/entities/${res.body.entity_id}/complete`)).body;
    expect(contact).toMatchObject({ name: 'Nadia Roy', n_linked_emails: 1 });
    expect(contact.links.emails).toEqual([expect.objectContaining({ email: item.email, type: 'OTHER' })]);
    // Now the sender matches that contact; a second creation is refused and creates nothing.
    const detail = (await t.call('GET', `/api/v1/inbox/${item.id}`)).body;
    expect(detail.candidates.map((c: { uuid: string }) => c.uuid)).toEqual([res.body.entity_id]);
    const again = await t.call('POST', `/api/v1/inbox/${item.id}/contact`);
    expect([again.status, again.body.error.key]).toEqual([409, 'inbox.err.linked']);
    expect(await entities()).toBe(before + 1);
  });

  it('creates a contact with the number too when the item has one, with the types the visitor chose', async () => {
    const item = await showcaseForm();
    await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: null });
    const res = await t.call('POST', `/api/v1/inbox/${item.id}/contact`);
    expect(res.status).toBe(201);
    expect(res.body.entity_id).not.toBe(item.entity_id);
    const contact = (await t.call('GET', `/api/v1/entities/${res.body.entity_id}/complete`)).body;
    expect(contact).toMatchObject({
      name: item.name,
      company_name: 'Lead Capital',
      n_linked_emails: 1,
      n_linked_numbers: 1,
    });
    expect(contact.links.numbers[0]).toMatchObject({ phone_number: item.phone, type: 'OFFICE' });
    expect(contact.links.emails[0]).toMatchObject({ email: item.email, type: 'WORK' });
  });

  it('unlinks, not loses, an item whose contact is deleted', async () => {
    const item = await contactForm();
    const contact = await createEntity(t, { name: 'Short Lived' });
    await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: contact.uuid });
    await t.database.db.deleteFrom('entities').where('uuid', '=', contact.uuid).execute();
    expect((await t.call('GET', `/api/v1/inbox/${item.id}`)).body).toMatchObject({
      id: item.id,
      entity_id: null,
    });
  });

  it('documents every inbox route in OpenAPI', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    expect(Object.keys(doc.paths['/api/v1/inbox/'] ?? doc.paths['/api/v1/inbox'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/inbox/count'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/inbox/{id}']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/v1/inbox/{id}/contact'])).toEqual(['post']);
  });

  describe('with the mail server down', () => {
    let down: TestApp;
    beforeAll(async () => {
      down = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    });
    afterAll(() => down?.close());

    it('still files the lead whose mail failed (502): the message is kept, so is its item', async () => {
      const form = {
        sender: 'Lost Mail',
        email: 'lost@example.com',
        subject: 'Hello',
        body: 'Hi',
        website: '',
      };
      const res = await visit(down, 'POST', '/api/v1/public/contact', form);
      expect(res.status).toBe(502);
      const items = (await down.call('GET', '/api/v1/inbox')).body.data;
      expect(items).toMatchObject([{ kind: 'contact', name: 'Lost Mail', status: 'new' }]);
    });
  });
});
