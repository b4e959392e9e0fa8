// POST /api/v1/public/contact on both databases, without an api-key: through a real SMTP server,
// into the outbox without one, and with the SMTP server down (502, message kept).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { bodyOf, closedPort, header, startSmtp } from '../../test/smtp.js';
import { visit } from '../../test/visitor.js';

const URL = '/api/v1/public/contact';
const FORM = {
  sender: 'Paul Gagnon',
  email: 'Paul@Visitor.TEST',
  subject: 'Question about your services',
  body: 'Hello,\ndo you manage buildings in Laval?',
  website: '',
};
/** Functional tests send more than the default 5 per 10 minutes. */

const rows = (t: TestApp) => ({
  messages: () => t.database.db.selectFrom('messages').selectAll().orderBy('id').execute(),
  outbox: () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute(),
  audit: () => t.database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute(),
});

describe.each(DIALECTS)('public contact form on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailTo: 'inbox@firm.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('stores the message and mails it to the company inbox, without an api-key', async () => {
    const res = await visit(t, 'POST', URL, FORM);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['x-cache']).toBeUndefined();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['inbox@firm.test']);
    expect(header(mail!.raw, 'Reply-To')).toBe('paul@visitor.test');
    expect(header(mail!.raw, 'Subject')).toBe('Question about your services');
    const text = bodyOf(mail!.raw);
    expect(text).toContain('Paul Gagnon');
    expect(text).toContain('do you manage buildings in Laval?');

    const [stored] = await rows(t).messages();
    expect(stored).toMatchObject({
      direction: 'received',
      sender_receiver: 'Paul Gagnon',
      counterpart: 'paul@visitor.test',
      subject: 'Question about your services',
      body: 'Hello,\ndo you manage buildings in Laval?',
      status: 'sent',
      error: null,
    });
    const audit = await rows(t).audit();
    // The message, then its item in the leads inbox, in the same transaction.
    expect(audit.slice(-2)).toMatchObject([
      { actor: 'public:contact', action: 'create', record_type: 'message' },
      { actor: 'public:contact', action: 'create', record_type: 'inbox_item' },
    ]);
  });

  it('gives every field its message (spec section 5) and stores and sends nothing', async () => {
    const before = (await rows(t).messages()).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...FORM, sender: '' }, 'sender', 'Please enter a name'],
      [{ ...FORM, sender: '   ' }, 'sender', 'Please enter a name'],
      [{ ...FORM, sender: undefined }, 'sender', 'Please enter a name'],
      [{ ...FORM, sender: 42 }, 'sender', 'Please enter a name'],
      [{ ...FORM, email: '' }, 'email', 'Please enter a valid email'],
      [{ ...FORM, email: 'paul visitor@x.test' }, 'email', 'Please enter a valid email'],
      [{ ...FORM, email: 'paul@visitor' }, 'email', 'Please enter a valid email'],
      [{ ...FORM, email: null }, 'email', 'Please enter a valid email'],
      [{ ...FORM, subject: '' }, 'subject', 'Please enter a subject'],
      [{ ...FORM, subject: undefined }, 'subject', 'Please enter a subject'],
      [{ ...FORM, body: ' \n ' }, 'body', 'Please enter a message'],
      [{ ...FORM, body: undefined }, 'body', 'Please enter a message'],
      [{ ...FORM, body: 'x'.repeat(5001) }, 'body', 'Please keep the message under 5,000 characters'],
      [{ ...FORM, subject: 'x'.repeat(256) }, 'subject', 'Must be text of at most 255 characters'],
      [{ ...FORM, sender: 'Paul\u0000' }, 'sender', 'Must not contain control characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await visit(t, 'POST', URL, body);
      expect(res.status, `${field}: ${JSON.stringify(body[field])?.slice(0, 30)}`).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields[field]).toBe(message);
    }
    const all = await visit(t, 'POST', URL, {});
    expect(all.body.error.fields).toEqual({
      sender: 'Please enter a name',
      email: 'Please enter a valid email',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    });
    expect((await rows(t).messages()).length).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses unknown fields and bodies that are not a form, with 400 and nothing stored', async () => {
    const before = (await rows(t).messages()).length;
    const unknown = await visit(t, 'POST', URL, { ...FORM, phone: '5145550426' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ phone: 'Unknown field' });
    for (const body of ['[]', '"hello"', 'null', '{"sender":', '']) {
      const res = await visit(t, 'POST', URL, body);
      expect(res.status, body).toBe(400);
      expect(['validation', 'bad_request']).toContain(res.body.error.code);
    }
    expect((await rows(t).messages()).length).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = { messages: (await rows(t).messages()).length, audit: (await rows(t).audit()).length };
    const res = await visit(t, 'POST', URL, { ...FORM, website: 'http://cheap-pills.test' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect((await rows(t).messages()).length).toBe(before.messages);
    expect((await rows(t).audit()).length).toBe(before.audit);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(DIALECTS)('public contact form without SMTP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: undefined, mailTo: 'inbox@firm.test' });
  });
  afterAll(() => t?.close());

  it('keeps the mail in the outbox table', async () => {
    const res = await visit(t, 'POST', URL, { ...FORM, website: undefined });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const outbox = await rows(t).outbox();
    expect(outbox).toEqual([
      expect.objectContaining({
        to_address: 'inbox@firm.test',
        reply_to: 'paul@visitor.test',
        subject: 'Question about your services',
      }),
    ]);
    expect(outbox[0]!.text).toContain('do you manage buildings in Laval?');
    expect((await rows(t).messages()).map((m) => m.status)).toEqual(['outbox']);
  });
});

describe.each(DIALECTS)('public contact form with SMTP down on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t?.close());

  it('answers 502 with the form words and keeps the message stored as failed', async () => {
    const res = await visit(t, 'POST', URL, FORM);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: { code: 'mail_failed', message: 'Failed to send contact email', key: 'contact.failed' },
    });
    const stored = await rows(t).messages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ sender_receiver: 'Paul Gagnon', status: 'failed' });
    expect(stored[0]!.error).toBeTruthy();
  });
});
