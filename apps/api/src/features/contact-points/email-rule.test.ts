// One email rule everywhere (normalize.ts, canonicalEmail), through HTTP on both databases: every
// route that takes an email refuses a quoted, script-bearing local part with its own form's message
// and stores nothing; a record stored before the rule was tightened can still be opened and fixed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { createEmail, createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';
import { visit } from '../../test/visitor.js';

const BAD = [
  '"<svg/onload=alert(1)>"@example.com',
  '"ann"@example.com',
  'ann<b>@example.com',
  'ann@example.com\u0000',
];

describe.each(DIALECTS)('the email rule on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: undefined, mailTo: 'inbox@firm.test' });
  });
  afterAll(() => t.close());

  const totals = async () => {
    const n = (table: Parameters<typeof rowCount>[1]) => rowCount(t, table);
    return {
      entities: await n('entities'),
      emails: await n('emails'),
      links: await n('entities_emails'),
      messages: await n('messages'),
      inbox: await n('inbox_items'),
      users: await n('user'),
    };
  };

  it('is refused by every route that takes an email, each with its message, storing nothing', async () => {
    const entity = await createEntity(t, { name: 'Rule Person' });
    await createEmail(t, { email: 'rule.person@example.com' });
    const before = await totals();
    for (const email of BAD) {
      // [who, answer, field, message]
      // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
      const answers: Array<[string, { status: number; body: any }, string, string]> = [
        [
          'POST /emails',
          await t.call('POST', '/api/v1/emails', { email }),
          'email',
          'Please enter a valid email address.',
        ],
        [
          'PUT /emails/{email}',
          await t.call('PUT', '/api/v1/emails/rule.person@example.com', { email }),
          'email',
          'Please enter a valid email address.',
        ],
        [
          'POST /entities_emails',
          await t.call('POST', '/api/v1/entities_emails', { entity_id: entity.uuid, email, type: 'WORK' }),
          'email',
          'Please enter a valid email address.',
        ],
        [
          'POST /ext/send',
          await t.call('POST', '/api/v1/ext/send', {
            sender_receiver: 'Ann',
            to_: email,
            subject: 'Hi',
            body: 'x',
          }),
          'to_',
          'Please enter a valid email',
        ],
        [
          'POST /ext/receive',
          await t.call('POST', '/api/v1/ext/receive', {
            sender_receiver: 'Ann',
            from_: email,
            subject: 'Hi',
            body: 'x',
          }),
          'from_',
          'Please enter a valid email',
        ],
        [
          'POST /entities/create_or_update',
          await t.call('POST', '/api/v1/entities/create_or_update', { name: 'Ann', email, type: 'Buyer' }),
          'email',
          'Enter a valid email',
        ],
        [
          'POST /public/contact',
          await visit(t, 'POST', '/api/v1/public/contact', {
            sender: 'Ann',
            email,
            subject: 'Hi',
            body: 'Hello',
          }),
          'email',
          'Please enter a valid email',
        ],
        [
          'POST /public/showcases/{slug}/access',
          await visit(t, 'POST', '/api/v1/public/showcases/426sunset/access', {
            type: 'Buyer',
            name: 'Ann',
            email,
            agree: true,
          }),
          'email',
          'Enter a valid email',
        ],
      ];
      for (const [who, res, field, message] of answers) {
        expect(res.status, `${who} ${email}`).toBe(400);
        expect(res.body.error.fields[field], `${who} ${email}`).toBe(message);
      }
      const signUp = await call(t, 'POST', '/api/auth/sign-up/email', { email, password: 'Str0ng.Passw0rd' });
      expect(signUp.status, email).toBe(400);
      expect(signUp.body).toMatchObject({ code: 'INVALID_EMAIL', field_keys: { email: 'auth.val.email' } });
      const reset = await call(t, 'POST', '/api/auth/request-password-reset', { email });
      expect(reset.status, email).toBe(400);
      expect(reset.body).toMatchObject({
        code: 'INVALID_EMAIL',
        field_keys: { email: 'auth.err.invalidEmail' },
      });
    }
    expect(await totals()).toEqual(before);
  });

  it('refuses it in an imported row: the person is imported, the email nowhere (ADR 0026)', async () => {
    const before = await totals();
    const job = await runImport(
      t,
      csv(`Name,Email\nImported Person,"""<svg/onload=alert(1)>""@example.com"\n`),
      {
        kind: 'contacts',
      },
    );
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 0 });
    expect(await totals()).toEqual({ ...before, entities: before.entities + 1 });
    // The refused cell is listed with the spec's message, for staff to correct.
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    expect(errors.body).toContain('Imported without these cells');
    expect(errors.body).toContain('Please enter a valid email address.');
  });

  it('still opens, renames and unlinks a record stored under the old, looser rule', async () => {
    const entity = await createEntity(t, { name: 'Legacy Person' });
    await createEmail(t, { email: 'legacy.placeholder@example.com' });
    await t.call('POST', '/api/v1/entities_emails', {
      entity_id: entity.uuid,
      email: 'legacy.placeholder@example.com',
      type: 'WORK',
    });
    const legacy = '"<b>legacy</b>"@example.com';
    await t.database.db
      .updateTable('emails')
      .set({ email: legacy })
      .where('email', '=', 'legacy.placeholder@example.com')
      .execute();
    await t.database.db
      .updateTable('entities_emails')
      .set({ email: legacy })
      .where('email', '=', 'legacy.placeholder@example.com')
      .execute();
    const path = `/api/v1/emails/${encodeURIComponent(legacy)}`;
    const opened = await t.call('GET', `${path}/complete`);
    expect(opened.status).toBe(200);
    expect(opened.body.links.entities).toHaveLength(1);
    const unlinked = await t.call(
      'DELETE',
      `/api/v1/entities_emails/${entity.uuid}/${encodeURIComponent(legacy)}`,
    );
    expect(unlinked.status).toBe(204);
    const renamed = await t.call('PUT', path, { email: 'legacy@example.com' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.email).toBe('legacy@example.com');
    expect((await t.call('GET', `${path}/complete`)).status).toBe(404);
  });
});
