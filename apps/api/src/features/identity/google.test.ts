// Google sign-in end to end against an OpenID provider running in the test (oauth2-mock-server):
// only GOOGLE_DISCOVERY_URL differs from production. Start at the sign-in call, follow the redirect
// to the provider, come back to the callback, end with a session cookie and a user row.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieHeader, signUp } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

interface Person {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

describe.each(DIALECTS)('Google sign-in (%s)', (dialect) => {
  let provider: OAuth2Server;
  let t: TestApp;
  let person: Person;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // What "Google" says about the person signing in (in the id token).
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, {
        sub: person.sub,
        email: person.email,
        email_verified: person.emailVerified ?? true,
        name: person.name,
      });
    });
    t = await createTestApp(dialect, {
      google: {
        clientId: 'crm-test-client',
        clientSecret: 'crm-test-secret',
        discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** The browser's journey: sign-in call → provider → callback. Returns the callback's answer. */
  async function signInWithGoogle(who: Person) {
    person = who;
    const start = await call(t, 'POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
      errorCallbackURL: '/login',
    });
    expect(start.status).toBe(200);
    expect(start.body.redirect).toBe(true);
    const authorize = new URL(start.body.url);
    expect(authorize.origin).toBe(provider.issuer.url);
    expect(authorize.searchParams.get('client_id')).toBe('crm-test-client');
    expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');

    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/api/auth/callback/google');

    const callback = await call(t, 'GET', back.pathname + back.search, undefined, {
      cookie: cookieHeader(start.setCookies),
      headers: { origin: '' },
    });
    return { ...callback, cookie: cookieHeader(callback.setCookies) };
  }

  it('says Google is offered', async () => {
    expect((await call(t, 'GET', '/api/v1/public/auth-config')).body).toEqual({ google: true });
  });

  it('signs a new person in through the provider, creating a `user` awaiting staff access', async () => {
    const gina = { sub: 'google-sub-gina', email: 'Gina@Gmail.test', name: 'Gina Google' };
    const res = await signInWithGoogle(gina);
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^(http:\/\/localhost:3000)?\/admin$/);
    expect(res.cookie).toMatch(/crm\.session_token=/);

    const session = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: res.cookie });
    expect(session.body.user).toMatchObject({
      email: 'gina@gmail.test',
      name: 'Gina Google',
      emailVerified: true,
      role: 'user',
    });
    const account = await t.database.db
      .selectFrom('account')
      .select(['providerId', 'accountId', 'password'])
      .where('userId', '=', session.body.user.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ providerId: 'google', accountId: 'google-sub-gina', password: null });
    const api = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: res.cookie });
    expect([api.status, api.body.error.code]).toEqual([403, 'forbidden']);

    // The same Google account again: the same user, no second row.
    const again = await signInWithGoogle(gina);
    const second = await call(t, 'GET', '/api/auth/get-session', undefined, { cookie: again.cookie });
    expect(second.body.user.id).toBe(session.body.user.id);
    const rows = await t.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'gina@gmail.test')
      .execute();
    expect(rows).toHaveLength(1);
    // A self sign-up (issue 29): one inbox item for staff, not one a sign-in.
    const items = await t.database.db
      .selectFrom('inbox_items')
      .select(['kind', 'name', 'user_id'])
      .where('email', '=', 'gina@gmail.test')
      .execute();
    expect(items).toEqual([{ kind: 'signup', name: 'Gina Google', user_id: session.body.user.id }]);
  });

  it('lets staff in through Google like through a password', async () => {
    const res = await signInWithGoogle({ sub: 'google-sub-sam', email: 'sam@firm.test', name: 'Sam Staff' });
    await t.database.db
      .updateTable('user')
      .set({ role: 'staff' })
      .where('email', '=', 'sam@firm.test')
      .execute();
    expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: res.cookie })).status).toBe(
      200,
    );
  });

  it('lets a Google session stand in for two-factor when staff must use it (Google 2-Step Verification)', async () => {
    const res = await signInWithGoogle({ sub: 'google-sub-tia', email: 'tia@firm.test', name: 'Tia' });
    await t.database.db
      .updateTable('user')
      .set({ role: 'staff' })
      .where('email', '=', 'tia@firm.test')
      .execute();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('app_settings')
      .values({ key: 'require_two_factor', value: 'true', updated_at: now, updated_by: null })
      .execute();
    try {
      expect((await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: res.cookie })).status).toBe(
        200,
      );
      const security = await call(t, 'GET', '/api/auth/account/security', undefined, { cookie: res.cookie });
      expect(security.body).toMatchObject({ required: true, mustEnrol: false, signInMethod: 'google' });
      // The same staff member with a password session would be sent to enrolment.
      const row = await t.database.db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select('session.id')
        .where('user.email', '=', 'tia@firm.test')
        .executeTakeFirstOrThrow();
      await t.database.db
        .updateTable('session')
        .set({ signInMethod: 'password' })
        .where('id', '=', row.id)
        .execute();
      const refused = await call(t, 'GET', '/api/v1/entities/count', undefined, { cookie: res.cookie });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'two_factor_required']);
    } finally {
      await t.database.db.deleteFrom('app_settings').execute();
    }
  });

  it('sends a disabled user back to the error page with the BANNED_USER code', async () => {
    await signInWithGoogle({ sub: 'google-sub-bo', email: 'bo@firm.test', name: 'Bo' });
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'sqlite' ? 1 : true })
      .where('email', '=', 'bo@firm.test')
      .execute();
    const res = await signInWithGoogle({ sub: 'google-sub-bo', email: 'bo@firm.test', name: 'Bo' });
    expect(res.status).toBe(302);
    const to = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBe('BANNED_USER');
    expect(res.cookie).not.toMatch(/crm\.session_token=/);
  });

  it('does not take over a password account of the same, unverified, address', async () => {
    await signUp(t, 'owner@firm.test');
    const res = await signInWithGoogle({
      sub: 'google-sub-intruder',
      email: 'owner@firm.test',
      name: 'Intruder',
    });
    const to = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBe('account_not_linked');
    const accounts = await t.database.db
      .selectFrom('account')
      .innerJoin('user', 'user.id', 'account.userId')
      .select('account.providerId')
      .where('user.email', '=', 'owner@firm.test')
      .execute();
    expect(accounts).toEqual([{ providerId: 'credential' }]);
  });

  it('sends a person who cancels at the provider back with its access_denied', async () => {
    const start = await call(t, 'POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
      errorCallbackURL: '/login',
    });
    const state = new URL(start.body.url).searchParams.get('state')!;
    const res = await call(
      t,
      'GET',
      `/api/auth/callback/google?error=access_denied&state=${state}`,
      undefined,
      {
        cookie: cookieHeader(start.setCookies),
        headers: { origin: '' },
      },
    );
    const to = new URL(String(res.headers.location), 'http://localhost:3000');
    expect([to.pathname, to.searchParams.get('error')]).toEqual(['/login', 'access_denied']);
  });

  it('refuses a callback without the state of a sign-in started by this browser', async () => {
    person = { sub: 'google-sub-x', email: 'x@firm.test', name: 'X' };
    const start = await call(t, 'POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
      errorCallbackURL: '/login',
    });
    const atProvider = await fetch(start.body.url, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const res = await call(t, 'GET', back.pathname + back.search, undefined, { headers: { origin: '' } });
    expect(res.status).toBe(302);
    expect(new URL(String(res.headers.location), 'http://localhost:3000').searchParams.get('error')).toBe(
      'state_mismatch',
    );
    expect(cookieHeader(res.setCookies)).not.toMatch(/crm\.session_token=/);
    expect(
      await t.database.db.selectFrom('user').select('id').where('email', '=', 'x@firm.test').execute(),
    ).toEqual([]);
  });
});
