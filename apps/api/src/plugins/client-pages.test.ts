// A signed-in client's portal pages rendered by the API (ADR 0052) on both databases, against the
// web build (`npm run build`; skipped without it, failing on CI): the page's HTML holds the
// client's own figures before any script, in their language, never cached; everyone else (signed
// out, staff, an account that is no client, another's property) gets the SPA fallback as before,
// and two clients' pages rendered at once never show each other's data.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, userWithRole } from '../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../test/clients.js';
import { createAddress, createEmail, createEntity, link } from '../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { beforeScripts, expectScriptsHashedInCsp } from '../test/rendered-pages.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist/client', import.meta.url));
const built = existsSync(new URL('../../../web/dist/render/listing-pages.js', import.meta.url));
if (!built && process.env.CI && process.env.CI !== 'false')
  throw new Error('The web build (npm run build) is required on CI for the client pages tests');

/** The SPA fallback: the client-only page the browser's app builds. */
const isFallback = (html: string) => html.includes('"isSpaMode":true');

describe.skipIf(!built).each(DIALECTS)('client pages rendered by the API on %s', (dialect) => {
  let t: TestApp;
  let paul: TestClient;
  let bea: TestClient;
  let staffCookie = '';
  const buildings: Record<'paul' | 'bea', string> = { paul: '', bea: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST });
    for (const [who, street] of [
      ['paul', '1200 Rue Peel'],
      ['bea', '80 Rue Queen'],
    ] as const) {
      const person = await createEntity(t, { name: `${who} Owner`, is_person: true });
      const building = await createAddress(t, { address: `${street}, Montréal, QC`, locality: 'Montréal' });
      await link(t, 'addresses_entities', {
        address_id: building.uuid,
        entity_id: person.uuid,
        role: 'OWNER',
      });
      buildings[who] = building.uuid;
      const account = await clientAccount(t, clientEmail(who), person.uuid);
      if (who === 'paul') paul = account;
      else bea = account;
    }
    staffCookie = (await userWithRole(t, clientEmail('staff'), 'user')).cookie;
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  it("renders the client's portfolio, with their building, before any script; never cached", async () => {
    const res = await get('/portal', paul.cookie);
    expect(res.statusCode).toBe(200);
    expect(isFallback(res.body)).toBe(false);
    const painted = beforeScripts(res.body);
    expect(painted).toContain('My portfolio');
    expect(painted).toContain('1200 Rue Peel');
    expect(res.body).not.toContain('80 Rue Queen');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
  });

  it('renders each page of the portal the same way', async () => {
    const pages: Array<[string, string]> = [
      [`/portal/properties/${buildings.paul}`, '1200 Rue Peel'],
      ['/portal/updates', 'Updates'],
      ['/portal/documents', 'Documents'],
      ['/portal/messages', 'My representative'],
      ['/portal/settings', 'Settings'],
    ];
    for (const [url, text] of pages) {
      const res = await get(url, paul.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(beforeScripts(res.body), url).toContain(text);
    }
  });

  it('writes the page in the language the client chose (its cookie)', async () => {
    const res = await get('/portal', `${paul.cookie}; language=fr`);
    expect(res.body).toContain('<html lang="fr"');
    expect(beforeScripts(res.body)).toContain('Mon portefeuille');
    expect((await get('/portal', `${paul.cookie}; language=xx`)).body).toContain('<html lang="en"');
  });

  it("leaves another client's property to the app: the fallback, with none of its data", async () => {
    const res = await get(`/portal/properties/${buildings.bea}`, paul.cookie);
    expect(res.statusCode).toBe(200);
    expect(isFallback(res.body)).toBe(true);
    expect(res.body).not.toContain('80 Rue Queen');
  });

  it('sends the fallback to the signed out, to staff and to an account that is no client', async () => {
    const pending = (await signUp(t, clientEmail('pending'))).cookie;
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['a stale cookie', 'better-auth.session_token=nothing.here'],
      ['staff', staffCookie],
      ['pending', pending],
    ] as const) {
      const res = await get('/portal', cookie);
      expect(res.statusCode, who).toBe(200);
      expect(isFallback(res.body), who).toBe(true);
      expect(res.body, who).not.toContain('Rue Peel');
    }
  });

  it("renders two clients' pages at once, each with only their own data", async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get('/portal', i % 2 ? bea.cookie : paul.cookie)),
    );
    for (const [i, res] of pages.entries()) {
      const [own, other] = i % 2 ? ['80 Rue Queen', '1200 Rue Peel'] : ['1200 Rue Peel', '80 Rue Queen'];
      expect(res.body).toContain(own);
      expect(res.body).not.toContain(other);
    }
  });

  it("renders the invitation signed out, in the invitation's language unless the reader chose one", async () => {
    const email = clientEmail('invited');
    const person = await createEntity(t, { name: 'Hélène Investisseur', is_person: true });
    await createEmail(t, { email });
    await link(t, 'entities_emails', { entity_id: person.uuid, email, type: 'WORK' });
    expect(
      (await t.call('POST', `/api/v1/entities/${person.uuid}/client-invite`, { lang: 'fr' })).status,
    ).toBe(201);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /\/portal\/invite\/(\S+)/.exec(mail.text)?.[1];
    const res = await get(`/portal/invite/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(beforeScripts(res.body)).toContain('Votre portail client');
    expect((await get(`/portal/invite/${token}`, 'language=en')).body).toContain('<html lang="en"');
    // An unknown link: the app says so (the SPA fallback, as before).
    expect(isFallback((await get('/portal/invite/no-such-invitation')).body)).toBe(true);
  });

  it('names each inline script by hash in the CSP, and compresses', async () => {
    const res = await get('/portal', paul.cookie, { 'accept-encoding': 'br' });
    expectScriptsHashedInCsp(res);
  });
});
