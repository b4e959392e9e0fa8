// POST /api/v1/public/contact on both databases, without an api-key: through a real SMTP server,
// into the outbox without one, and with the SMTP server down (502, message kept). Issue 28's
// additions: the optional phone (any country, stored E.164) and "I am" on the inbox item, the
// visitor's acknowledgement in the page's language, and the alert to each CONTACT_ALERT_TO address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { bodyOf, closedPort, decodedHeader, header, mailParts, startSmtp } from '../../test/smtp.js';
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

    // The company inbox's copy, then the visitor's acknowledgement (no CONTACT_ALERT_TO here).
    expect(smtp.received.map((m) => m.to)).toEqual([['inbox@firm.test'], ['paul@visitor.test']]);
    const [mail] = smtp.received;
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
    const unknown = await visit(t, 'POST', URL, { ...FORM, fax: '5145550426' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ fax: 'Unknown field' });
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
    const inbox = outbox.filter((m) => m.to_address === 'inbox@firm.test');
    expect(inbox).toEqual([
      expect.objectContaining({
        reply_to: 'paul@visitor.test',
        subject: 'Question about your services',
        html: null,
      }),
    ]);
    expect(inbox[0]!.text).toContain('do you manage buildings in Laval?');
    // And the visitor's acknowledgement, in English without `lang`, with its HTML part.
    const ack = outbox.filter((m) => m.to_address === 'paul@visitor.test');
    expect(ack).toEqual([
      expect.objectContaining({
        reply_to: 'inbox@firm.test',
        subject: 'Your message to Sterling Crest Asset Management',
      }),
    ]);
    expect(ack[0]!.text).toContain('We received your message “Question about your services”.');
    expect(ack[0]!.html).toContain('<html lang="en">');
    expect(outbox).toHaveLength(2);
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

describe('CONTACT_ALERT_TO', () => {
  it('reads addresses separated by commas, lowercased, each once; none when unset', () => {
    expect(loadConfig({}).contactAlertTo).toEqual([]);
    expect(loadConfig({ CONTACT_ALERT_TO: ' ' }).contactAlertTo).toEqual([]);
    expect(
      loadConfig({ CONTACT_ALERT_TO: ' Ana@Firm.ca, luc@firm.co.uk ,ana@firm.ca,' }).contactAlertTo,
    ).toEqual(['ana@firm.ca', 'luc@firm.co.uk']);
    for (const bad of ['ana', 'ana@firm', 'Ana <ana@firm.ca>', 'ana@firm.ca; luc@firm.ca', 'a b@firm.ca'])
      expect(() => loadConfig({ CONTACT_ALERT_TO: bad }), bad).toThrow(/CONTACT_ALERT_TO/);
  });
});

describe.each(DIALECTS)('contact form phone, "I am", acknowledgement and staff alerts on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const ALERT_TO = ['ana@firm.test', 'luc@firm.test'];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailTo: 'inbox@firm.test',
      contactAlertTo: ALERT_TO,
    });
    // Luc is staff and reads the portal in French: his alert is in French; Ana is no user (English).
    const luc = await userWithRole(t, 'luc@firm.test', 'staff');
    await t.database.db
      .insertInto('staff_profiles')
      .values({ user_id: luc.id, time_zone: 'America/Toronto', language: 'fr' })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** The inbox item of the newest message, as staff read it. */
  const newestItem = async () => {
    const row = await t.database.db
      .selectFrom('inbox_items')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await t.call('GET', `/api/v1/inbox/${row.id}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const mailTo = (address: string) => {
    const found = smtp.received.filter((m) => m.to.includes(address));
    expect(found, address).toHaveLength(1);
    return found[0]!.raw;
  };

  it('stores the phone and "I am" with the message and shows them on the inbox item', async () => {
    const before = (await rows(t).messages()).length;
    const res = await visit(t, 'POST', URL, {
      ...FORM,
      phone: '(514) 555-0426 ext. 12',
      role: 'owner',
      lang: 'en',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect((await rows(t).messages()).length).toBe(before + 1);

    const item = await newestItem();
    expect(item).toMatchObject({
      kind: 'contact',
      name: 'Paul Gagnon',
      email: 'paul@visitor.test',
      phone: '+15145550426;ext=12',
      visitor_role: 'owner',
      subject: 'Question about your services',
      visitor_type: null,
    });
    const list = await t.call('GET', '/api/v1/inbox?kind=contact');
    expect(list.body.data[0]).toMatchObject({
      id: item.id,
      phone: '+15145550426;ext=12',
      visitor_role: 'owner',
    });

    // The company inbox's copy says them too.
    const copy = mailParts(mailTo('inbox@firm.test')).text!;
    expect(copy).toContain(
      'From: Paul Gagnon <paul@visitor.test>\nPhone: (514) 555-0426 ext. 12\nI am: Owner',
    );
  });

  it('accepts a foreign number and stores it in E.164', async () => {
    const res = await visit(t, 'POST', URL, { ...FORM, phone: '+33 1 42 68 53 00', role: 'investor' });
    expect(res.status).toBe(201);
    const item = await newestItem();
    expect(item).toMatchObject({ phone: '+33142685300', visitor_role: 'investor' });
    const stored = await t.database.db
      .selectFrom('inbox_items')
      .select(['phone', 'visitor_role'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone: '+33142685300', visitor_role: 'investor' });
  });

  it('refuses a bad phone, an unknown "I am" or language with the product\'s messages, storing and sending nothing', async () => {
    const before = { messages: (await rows(t).messages()).length, items: await countItems(t) };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...FORM, phone: 'call me' }, 'phone', 'Enter a valid number'],
      [{ ...FORM, phone: '555-0426' }, 'phone', 'Number must be longer then 10 digits'],
      [{ ...FORM, phone: '+33 1 42' }, 'phone', 'This is not a valid number for its country'],
      [{ ...FORM, phone: '+1 514 555 0426 5' }, 'phone', 'Enter a valid number'],
      [{ ...FORM, phone: 5145550426 }, 'phone', 'Enter a valid number'],
      [{ ...FORM, phone: '1'.repeat(41) }, 'phone', 'Enter a valid number'],
      [{ ...FORM, role: 'landlord' }, 'role', 'Choose owner, investor, tenant, broker or other'],
      [{ ...FORM, role: 'Owner' }, 'role', 'Choose owner, investor, tenant, broker or other'],
      [{ ...FORM, lang: 'de' }, 'lang', 'Choose English or French'],
      [{ ...FORM, lang: '' }, 'lang', 'Choose English or French'],
    ];
    for (const [body, field, message] of cases) {
      const res = await visit(t, 'POST', URL, body);
      expect(res.status, `${field}: ${JSON.stringify(body[field])}`).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fields).toEqual({ [field]: message });
    }
    expect((await rows(t).messages()).length).toBe(before.messages);
    expect(await countItems(t)).toBe(before.items);
    expect(smtp.received).toHaveLength(0);
  });

  it('still takes the spec\'s own body (no phone, no "I am", no language), acknowledged in English', async () => {
    const { website: _w, ...spec } = FORM;
    const res = await visit(t, 'POST', URL, spec);
    expect(res.status).toBe(201);
    const item = await newestItem();
    expect(item).toMatchObject({ phone: null, visitor_role: null });
    // Empty fields, as the web form sends them untouched, are the same.
    expect((await visit(t, 'POST', URL, { ...FORM, phone: '', role: '', lang: 'en' })).status).toBe(201);
    expect(await newestItem()).toMatchObject({ phone: null, visitor_role: null });
    expect(
      smtp.received
        .filter((m) => m.to.includes('paul@visitor.test'))
        .map((m) => decodedHeader(m.raw, 'Subject')),
    ).toEqual([
      'Your message to Sterling Crest Asset Management',
      'Your message to Sterling Crest Asset Management',
    ]);
  });

  it('acknowledges the message to the visitor in French when the page was French, text and HTML', async () => {
    const res = await visit(t, 'POST', URL, {
      ...FORM,
      subject: 'Visite <b>privée</b> du 426',
      phone: '514 555 0426',
      role: 'tenant',
      lang: 'fr',
    });
    expect(res.status).toBe(201);
    const raw = mailTo('paul@visitor.test');
    expect(decodedHeader(raw, 'Subject')).toBe('Votre message à Sterling Crest Asset Management');
    expect(header(raw, 'Reply-To')).toBe('inbox@firm.test');
    const { text, html } = mailParts(raw);
    expect(text).toContain('Bonjour Paul Gagnon,');
    expect(text).toContain('Merci d’avoir écrit à Sterling Crest Asset Management.');
    expect(text).toContain('Nous avons bien reçu votre message « Visite <b>privée</b> du 426 ».');
    expect(text).toContain('Un membre de notre équipe vous répondra');
    // Only the subject is repeated, never the message itself.
    expect(text).not.toContain('Laval');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('« Visite &lt;b&gt;privée&lt;/b&gt; du 426 »');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('Laval');
  });

  it('alerts each staff address of the setting, with the message, the sender, phone, "I am" and the link', async () => {
    const res = await visit(t, 'POST', URL, {
      ...FORM,
      phone: '+33 1 42 68 53 00',
      role: 'broker',
      lang: 'fr',
    });
    expect(res.status).toBe(201);
    const item = await newestItem();
    const link = `${t.config.publicUrl}/admin/inbox/${item.id}`;
    expect(link).toMatch(/^https?:\/\/[^/]+\/admin\/inbox\/\d+$/);
    // The inbox's copy, the acknowledgement and one alert per address: four mails.
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      ['ana@firm.test'],
      ['inbox@firm.test'],
      ['luc@firm.test'],
      ['paul@visitor.test'],
    ]);

    const ana = mailTo('ana@firm.test');
    expect(decodedHeader(ana, 'Subject')).toBe('Contact form: Paul Gagnon, “Question about your services”');
    expect(header(ana, 'Reply-To')).toBe('paul@visitor.test');
    const english = mailParts(ana);
    expect(english.text).toContain('From: Paul Gagnon <paul@visitor.test>');
    expect(english.text).toContain('Phone: +33 1 42 68 53 00');
    expect(english.text).toContain('I am: Broker');
    expect(english.text).toContain('Subject: Question about your services');
    expect(english.text).toContain('Hello,\ndo you manage buildings in Laval?');
    expect(english.text).toContain(`Open it in the inbox: ${link}`);
    expect(english.html).toContain(`<a href="${link}">Open it in the inbox</a>`);
    expect(english.html).toContain('<a href="tel:+33142685300">+33 1 42 68 53 00</a>');
    expect(english.html).toContain('Hello,<br>\ndo you manage buildings in Laval?');

    // In the staff member's own language.
    const french = mailParts(mailTo('luc@firm.test'));
    expect(decodedHeader(mailTo('luc@firm.test'), 'Subject')).toBe(
      'Formulaire de contact : Paul Gagnon, « Question about your services »',
    );
    expect(french.text).toContain('Je suis\u00a0: Courtier');
    expect(french.text).toContain(`L’ouvrir dans la boîte de réception\u00a0: ${link}`);
  });

  it('sends no acknowledgement nor alert for a filled honeypot', async () => {
    const before = await countItems(t);
    const res = await visit(t, 'POST', URL, {
      ...FORM,
      phone: '5145550426',
      role: 'owner',
      website: 'http://x.test',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await countItems(t)).toBe(before);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(DIALECTS)('contact form acknowledgement with SMTP down on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      contactAlertTo: ['ana@firm.test'],
    });
  });
  afterAll(() => t?.close());

  it('keeps the message and its phone and "I am" when the company inbox mail fails', async () => {
    const res = await visit(t, 'POST', URL, {
      ...FORM,
      phone: '+33 1 42 68 53 00',
      role: 'other',
      lang: 'fr',
    });
    expect(res.status).toBe(502);
    const items = await t.database.db.selectFrom('inbox_items').select(['phone', 'visitor_role']).execute();
    expect(items).toEqual([{ phone: '+33142685300', visitor_role: 'other' }]);
  });
});

async function countItems(t: TestApp): Promise<number> {
  return (await t.database.db.selectFrom('inbox_items').select('id').execute()).length;
}
