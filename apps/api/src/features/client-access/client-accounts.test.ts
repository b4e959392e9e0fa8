// Client accounts (issue 29), on both databases: staff invite a contact, the contact sets a password
// from the mailed link and is a signed-in client; the link works once and expires; staff choose the
// companies a client represents and revoke access; a self sign-up lands in the inbox, where staff tie
// it to a contact or refuse it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, STRONG_PASSWORD, signIn, signUp, userWithRole } from '../../test/auth.js';
import { clientEmail } from '../../test/clients.js';
import { createEmail, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { closedPort } from '../../test/smtp.js';
import { inviteTokenHash, newInviteToken } from './client-invite-token.js';

describe.each(DIALECTS)('client accounts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** A person with these emails linked, in this order. */
  async function contact(name: string, ...emails: string[]) {
    const person = await createEntity(t, { name, is_person: true });
    for (const email of emails) {
      await createEmail(t, { email });
      await link(t, 'entities_emails', { entity_id: person.uuid, email, type: 'WORK' });
    }
    return person;
  }
  const invite = (id: string, body: unknown = {}) =>
    t.call('POST', `/api/v1/entities/${id}/client-invite`, body);
  /** The token of the latest invitation mailed to `email`, and that mail. */
  async function mailedToken(email: string) {
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text', 'id'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { token: /\/portal\/invite\/(\S+)/.exec(mail.text)![1]!, mail };
  }
  const accept = (token: string, password = STRONG_PASSWORD) =>
    call(t, 'POST', `/api/v1/public/client-invites/${token}`, { password });

  it('invites a contact at its first email, in its language, and lets the link set a password once', async () => {
    const first = clientEmail('first');
    const person = await contact('Hélène Investisseur', first, clientEmail('second'));
    const sent = await invite(person.uuid, { lang: 'fr' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'invited', email: first, lang: 'fr', granted_at: null });
    expect(Date.parse(sent.body.invite_expires_at) - Date.parse(sent.body.invited_at)).toBe(7 * 86_400_000);
    const { token, mail } = await mailedToken(first);
    expect(mail.subject).toBe('Votre portail client chez Sterling Crest');
    expect(mail.text).toContain('Bonjour Hélène Investisseur');
    expect(mail.text).toContain('Google');
    expect(mail.text).toContain('deux étapes');
    expect(mail.text).toContain(`${t.config.publicUrl}/portal/invite/${token}`);
    // Only the hash is kept.
    const stored = await t.database.db.selectFrom('client_invites').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const shown = await call(t, 'GET', `/api/v1/public/client-invites/${token}`);
    expect(shown).toMatchObject({
      status: 200,
      body: { email: first, name: 'Hélène Investisseur', lang: 'fr' },
    });

    const weak = await accept(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toBeTruthy();

    const done = await accept(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ email: first, signed_in: true });
    const cookie = cookieHeader(done.setCookies);
    const me = await call(t, 'GET', '/api/v1/client/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ contact: { id: person.uuid }, lang: 'fr', user: { email: first } });
    const user = await t.database.db
      .selectFrom('user')
      .select(['role', 'emailVerified', 'name'])
      .where('email', '=', first)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'user', name: 'Hélène Investisseur' });
    expect(!!user.emailVerified).toBe(true);
    // Not a self sign-up: nothing in the inbox.
    expect(
      await t.database.db.selectFrom('inbox_items').select('id').where('email', '=', first).execute(),
    ).toEqual([]);

    const status = await t.call('GET', `/api/v1/entities/${person.uuid}/client-access`);
    expect(status.body).toMatchObject({ status: 'active', email: first, lang: 'fr' });
    expect(status.body.last_sign_in_at).toBeTruthy();
    // The link is spent.
    for (const res of [await accept(token), await call(t, 'GET', `/api/v1/public/client-invites/${token}`)]) {
      expect(res.status).toBe(410);
      expect(res.body.error.key).toBe('client.err.inviteExpired');
    }
    expect((await invite(person.uuid)).body.error.key).toBe('client.err.alreadyClient');
  });

  it('refuses an unknown, an expired and a replaced link, a contact without email and an unknown contact', async () => {
    const email = clientEmail();
    const person = await contact('Victor Late', email);
    expect((await invite(person.uuid)).status).toBe(201);
    const { token: old } = await mailedToken(email);
    expect((await invite(person.uuid, { lang: 'en' })).status).toBe(201);
    const { token } = await mailedToken(email);
    expect((await accept(old)).status).toBe(410);
    await t.database.db
      .updateTable('client_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const expired = await accept(token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(
      'This invitation has expired or was already used. Ask the firm for a new one.',
    );
    const unknown = await call(t, 'GET', `/api/v1/public/client-invites/${'x'.repeat(43)}`);
    expect(unknown).toMatchObject({ status: 404, body: { error: { key: 'client.err.inviteInvalid' } } });
    expect(await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );

    const silent = await contact('No Mail');
    const refused = await invite(silent.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      key: 'client.err.noEmail',
      message: 'This contact has no email address to invite',
    });
    expect((await invite('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await invite(silent.uuid, { lang: 'de' })).status).toBe(400);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const email = clientEmail('race');
    const person = await contact('Rachel Race', email);
    await invite(person.uuid);
    const { token } = await mailedToken(email);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const users = await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('ties an existing account of the address as it is, and never a staff one', async () => {
    const email = clientEmail('existing');
    await signUp(t, email);
    const person = await contact('Existing Account', email);
    await invite(person.uuid);
    const { token } = await mailedToken(email);
    const done = await accept(token, 'Other.Passw0rd!');
    expect(done.body).toEqual({ email, signed_in: false });
    // The password stays the account's own; with it, the client is in.
    const session = await signIn(t, email);
    expect((await call(t, 'GET', '/api/v1/client/me', undefined, { cookie: session.cookie })).status).toBe(
      200,
    );

    const staffEmail = clientEmail('staff');
    await userWithRole(t, staffEmail, 'staff');
    const colleague = await contact('A Colleague', staffEmail);
    expect((await invite(colleague.uuid)).body.error.key).toBe('client.err.staffAccount');
  });

  it('lets staff choose the companies a client represents among those it owns or works for', async () => {
    const email = clientEmail();
    const person = await contact('Olivia Owner', email);
    const owned = await createEntity(t, { name: 'Olivia Holdings Inc.' });
    const employer = await createEntity(t, { name: 'Employer Corp.' });
    const stranger = await createEntity(t, { name: 'Stranger Ltd.' });
    await link(t, 'entities_entities', {
      entity_id: person.uuid,
      entity_id2: owned.uuid,
      relationship: 'OWNER',
    });
    await link(t, 'entities_entities', {
      entity_id: employer.uuid,
      entity_id2: person.uuid,
      relationship: 'EMPLOYER_EMPLOYEE',
    });
    const url = `/api/v1/entities/${person.uuid}/client-access`;
    expect((await t.call('PUT', url, { company_ids: [owned.uuid] })).body.error.key).toBe(
      'client.err.noAccess',
    );
    const before = await t.call('GET', url);
    expect(before.body).toMatchObject({ status: 'none', email, companies: [] });
    expect(before.body.candidates.map((c: { name: string }) => c.name)).toEqual([
      'Employer Corp.',
      'Olivia Holdings Inc.',
    ]);
    await invite(person.uuid);
    const { cookie } = await (async () => {
      const res = await accept((await mailedToken(email)).token);
      return { cookie: cookieHeader(res.setCookies) };
    })();
    const wrong = await t.call('PUT', url, { company_ids: [owned.uuid, stranger.uuid] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      'company_ids.1': 'Choose companies this contact owns or works for',
    });
    const set = await t.call('PUT', url, { company_ids: [owned.uuid, employer.uuid] });
    expect(set.status).toBe(200);
    expect(set.body.companies.map((c: { id: string }) => c.id).sort()).toEqual(
      [owned.uuid, employer.uuid].sort(),
    );
    const me = await call(t, 'GET', '/api/v1/client/me', undefined, { cookie });
    expect(me.body.companies.map((c: { name: string }) => c.name)).toEqual([
      'Employer Corp.',
      'Olivia Holdings Inc.',
    ]);
    const tooMany = Array.from({ length: 51 }, () => owned.uuid);
    expect((await t.call('PUT', url, { company_ids: tooMany })).status).toBe(400);
  });

  it('revokes a client: the portal ends at once, the tie is kept as revoked', async () => {
    const email = clientEmail();
    const person = await contact('Rita Revoked', email);
    await invite(person.uuid);
    const done = await accept((await mailedToken(email)).token);
    const cookie = cookieHeader(done.setCookies);
    const url = `/api/v1/entities/${person.uuid}/client-access`;
    expect((await t.call('DELETE', url)).status).toBe(204);
    expect((await call(t, 'GET', '/api/v1/client/me', undefined, { cookie })).status).toBe(401);
    expect((await t.call('GET', url)).body).toMatchObject({ status: 'revoked', email });
    expect((await t.call('DELETE', url)).status).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('record_type', '=', 'client_access')
      .where('action', '=', 'update')
      .execute();
    expect(audit.some((a) => a.changes.includes('revoked_at'))).toBe(true);
    // Signing in again reaches nothing of the portal.
    const again = await signIn(t, email);
    expect((await call(t, 'GET', '/api/v1/client/me', undefined, { cookie: again.cookie })).status).toBe(403);
    // A new invitation renews the same account's tie.
    expect((await invite(person.uuid)).status).toBe(201);
    const renewed = await accept((await mailedToken(email)).token);
    expect(renewed.body.signed_in).toBe(true);
    expect((await t.call('GET', url)).body.status).toBe('active');
  });

  it('files a self sign-up in the inbox; staff tie it to a contact or refuse it', async () => {
    const email = clientEmail('self');
    const { cookie } = await signUp(t, email);
    // Sees nothing of the CRM, nor of the portal yet.
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie })).status).toBe(403);
    expect((await call(t, 'GET', '/api/v1/client/me', undefined, { cookie })).status).toBe(403);
    const item = await t.database.db
      .selectFrom('inbox_items')
      .select(['id', 'kind', 'name', 'email', 'user_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ kind: 'signup', name: email.split('@')[0], email });
    expect(item.user_id).toBeTruthy();
    const person = await contact('Self Signed');
    const tie = await t.call('POST', `/api/v1/inbox/${item.id}/client-access`, { entity_id: person.uuid });
    expect(tie.status, JSON.stringify(tie.body)).toBe(201);
    expect(tie.body).toMatchObject({ status: 'active', email });
    expect((await call(t, 'GET', '/api/v1/client/me', undefined, { cookie })).body.contact.id).toBe(
      person.uuid,
    );
    const handled = await t.call('GET', `/api/v1/inbox/${item.id}`);
    expect(handled.body).toMatchObject({ status: 'handled', entity_id: person.uuid });
    const twice = await t.call('POST', `/api/v1/inbox/${item.id}/client-access`, { entity_id: person.uuid });
    expect(twice.body.error.key).toBe('client.err.notSignup');

    const other = clientEmail('refused');
    const refusedUser = await signUp(t, other);
    const otherItem = await t.database.db
      .selectFrom('inbox_items')
      .select('id')
      .where('email', '=', other)
      .executeTakeFirstOrThrow();
    // A contact already a client takes no second account.
    const taken = await t.call('POST', `/api/v1/inbox/${otherItem.id}/client-access`, {
      entity_id: person.uuid,
    });
    expect(taken.body.error.key).toBe('client.err.alreadyClient');
    expect((await t.call('POST', `/api/v1/inbox/${otherItem.id}/refuse`)).status).toBe(204);
    expect(
      (await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: refusedUser.cookie })).body,
    ).toBeNull();
    expect((await signIn(t, other)).status).toBe(403);
    expect((await t.call('GET', `/api/v1/inbox/${otherItem.id}`)).body.status).toBe('handled');
    expect((await t.call('POST', `/api/v1/inbox/${otherItem.id}/refuse`)).status).toBe(409);
    expect((await t.call('POST', '/api/v1/inbox/999999/refuse')).status).toBe(404);
  });
});

describe.each(DIALECTS)('a client invitation while the mail server is down (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t?.close());

  it('answers 502 and changes nothing: the link sent earlier still works', async () => {
    const email = clientEmail();
    const person = await createEntity(t, { name: 'Mona Outage', is_person: true });
    await createEmail(t, { email });
    await link(t, 'entities_emails', { entity_id: person.uuid, email, type: 'WORK' });
    // The invitation an earlier (working) mail server delivered.
    const earlier = newInviteToken();
    const now = new Date();
    await t.database.db
      .insertInto('client_invites')
      .values({
        id: randomUUID(),
        token_hash: inviteTokenHash(earlier),
        entity_id: person.uuid,
        email,
        lang: 'en',
        created_by: 'test',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    const invites = () =>
      t.database.db.selectFrom('client_invites').selectAll().where('entity_id', '=', person.uuid).execute();
    const before = await invites();
    const res = await t.call('POST', `/api/v1/entities/${person.uuid}/client-invite`, { lang: 'fr' });
    expect([res.status, res.body.error?.key]).toEqual([502, 'err.mailFailed']);
    expect(await invites()).toEqual(before);
    const still = await call(t, 'GET', `/api/v1/public/client-invites/${earlier}`);
    expect(still).toMatchObject({ status: 200, body: { email } });
  });
});
