// /api/v1/ext/send and /ext/receive through HTTP on both databases, against a real SMTP server
// (smtp-server on 127.0.0.1), without SMTP (outbox) and with SMTP down (502, message kept).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { bodyOf, closedPort, header, startSmtp } from '../../test/smtp.js';

const SEND = {
  sender_receiver: 'Marie Tremblay',
  to_: 'Client@Example.COM',
  subject: 'Your lease renewal',
  body: 'Hello, the renewal papers are ready.',
};
const RECEIVE = {
  sender_receiver: 'Paul Gagnon',
  from_: 'paul@visitor.test',
  subject: 'Showcase question',
  body: 'Is the third floor still available?',
};

describe.each(DIALECTS)('ext on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailTo: 'inbox@firm.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const messages = () => t.database.db.selectFrom('messages').selectAll().orderBy('id').execute();

  it('sends a message through SMTP to to_ and stores it as sent', async () => {
    const res = await t.call('POST', '/api/v1/ext/send', SEND);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      direction: 'sent',
      sender_receiver: 'Marie Tremblay',
      counterpart: 'client@example.com',
      subject: 'Your lease renewal',
      body: SEND.body,
      status: 'sent',
    });
    expect(res.body).not.toHaveProperty('error');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['client@example.com']);
    expect(header(mail!.raw, 'Subject')).toBe('Your lease renewal');
    expect(header(mail!.raw, 'To')).toBe('client@example.com');
    expect(bodyOf(mail!.raw)).toContain('Hello, the renewal papers are ready.');
    const stored = (await messages()).find((m) => Number(m.id) === res.body.id);
    expect(stored).toMatchObject({
      direction: 'sent',
      counterpart: 'client@example.com',
      status: 'sent',
      error: null,
    });
  });

  it('delivers a received message to MAIL_TO with a reply-to of the sender', async () => {
    const res = await t.call('POST', '/api/v1/ext/receive', RECEIVE);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      direction: 'received',
      counterpart: 'paul@visitor.test',
      status: 'sent',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['inbox@firm.test']);
    expect(header(mail!.raw, 'Reply-To')).toBe('paul@visitor.test');
    expect(header(mail!.raw, 'Subject')).toBe('Showcase question');
    const text = bodyOf(mail!.raw);
    expect(text).toContain('Paul Gagnon');
    expect(text).toContain('Is the third floor still available?');
    const stored = (await messages()).find((m) => Number(m.id) === res.body.id);
    expect(stored).toMatchObject({ direction: 'received', sender_receiver: 'Paul Gagnon', status: 'sent' });
  });

  it('keeps a line break in the subject from adding recipients or headers', async () => {
    const res = await t.call('POST', '/api/v1/ext/send', {
      ...SEND,
      subject: 'Hi\r\nBcc: victim@elsewhere.test',
    });
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['client@example.com']);
    expect(header(smtp.received[0]!.raw, 'Bcc')).toBeUndefined();
  });

  it("refuses invalid messages with the contact form's words and neither stores nor sends", async () => {
    const before = (await messages()).length;
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['/send', { ...SEND, sender_receiver: '  ' }, 'sender_receiver', 'Please enter a name'],
      ['/send', { ...SEND, sender_receiver: undefined }, 'sender_receiver', 'Please enter a name'],
      ['/send', { ...SEND, to_: 'not an email' }, 'to_', 'Please enter a valid email'],
      ['/send', { ...SEND, to_: 'a@b' }, 'to_', 'Please enter a valid email'],
      ['/send', { ...SEND, subject: '' }, 'subject', 'Please enter a subject'],
      ['/send', { ...SEND, body: ' \n ' }, 'body', 'Please enter a message'],
      ['/receive', { ...RECEIVE, sender_receiver: 12 }, 'sender_receiver', 'Please enter a name'],
      ['/receive', { ...RECEIVE, from_: 'paul@' }, 'from_', 'Please enter a valid email'],
      ['/receive', { ...RECEIVE, subject: null }, 'subject', 'Please enter a subject'],
      ['/receive', { ...RECEIVE, body: '' }, 'body', 'Please enter a message'],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await t.call('POST', `/api/v1/ext${path}`, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields[field]).toBe(message);
    }
    const mixed = await t.call('POST', '/api/v1/ext/receive', { ...RECEIVE, to_: 'x@y.test' });
    expect(mixed.body.error.fields).toEqual({ to_: 'Unknown field' });
    expect((await messages()).length).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses control characters (NUL, ESC, DEL…) in sender, subject and body, and keeps tabs and newlines in the body', async () => {
    const before = (await messages()).length;
    for (const [path, base] of [
      ['/send', SEND],
      ['/receive', RECEIVE],
    ] as const) {
      for (const field of ['sender_receiver', 'subject', 'body'] as const) {
        for (const bad of ['\u0000', '\u001b[31m', '\u007f', '\u0008', '\u000b']) {
          const res = await t.call('POST', `/api/v1/ext${path}`, { ...base, [field]: `Text ${bad} here` });
          expect(res.status, `${path} ${field} ${JSON.stringify(bad)}`).toBe(400);
          expect(res.body.error.fields).toEqual({ [field]: 'Must not contain control characters' });
          expect(res.body.error.field_keys).toEqual({ [field]: 'val.control' });
        }
      }
    }
    expect((await messages()).length).toBe(before);
    expect(smtp.received).toHaveLength(0);
    const multiLine = await t.call('POST', '/api/v1/ext/receive', {
      ...RECEIVE,
      body: 'Line one\n\tLine two\r\n',
    });
    expect(multiLine.status).toBe(201);
    expect(multiLine.body.body).toBe('Line one\n\tLine two');
  });
});

describe.each(DIALECTS)('ext without SMTP on %s', (dialect) => {
  let outbox: TestApp;
  beforeAll(async () => {
    outbox = await createTestApp(dialect, { smtpUrl: undefined, mailTo: 'inbox@firm.test' });
  });
  afterAll(() => outbox.close());

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const sent = await outbox.call('POST', '/api/v1/ext/send', SEND);
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('outbox');
    const received = await outbox.call('POST', '/api/v1/ext/receive', RECEIVE);
    expect(received.body.status).toBe('outbox');
    const rows = await outbox.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      expect.objectContaining({
        to_address: 'client@example.com',
        subject: 'Your lease renewal',
        reply_to: null,
      }),
      expect.objectContaining({
        to_address: 'inbox@firm.test',
        subject: 'Showcase question',
        reply_to: 'paul@visitor.test',
      }),
    ]);
    expect(rows[0]!.text).toContain('the renewal papers are ready');
    const stored = await outbox.database.db.selectFrom('messages').select(['status']).execute();
    expect(stored.map((m) => m.status)).toEqual(['outbox', 'outbox']);
  });
});

describe.each(DIALECTS)('ext with SMTP down on %s', (dialect) => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => down.close());

  it('answers 502 mail_failed and keeps the message as failed', async () => {
    for (const [path, body] of [
      ['/send', SEND],
      ['/receive', RECEIVE],
    ] as const) {
      const res = await down.call('POST', `/api/v1/ext${path}`, body);
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: 'mail_failed',
        message: 'The message was stored but could not be sent',
        key: 'err.mailFailed',
      });
    }
    const stored = await down.database.db.selectFrom('messages').selectAll().orderBy('id').execute();
    expect(stored).toHaveLength(2);
    expect(stored.map((m) => [m.direction, m.subject, m.status])).toEqual([
      ['sent', 'Your lease renewal', 'failed'],
      ['received', 'Showcase question', 'failed'],
    ]);
    expect(stored[0]!.error).toBeTruthy();
  });
});
