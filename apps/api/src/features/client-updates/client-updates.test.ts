// Updates to clients (issue 29) on both databases, mailed through a real SMTP server: to one client,
// to every client of a property (the owners walk, a space counting as its building, a company the
// client represents), to every client; each recipient emailed once in their language unless they
// opted out; attachments served to recipients only; every bad input a 4xx that leaves nothing.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../../test/clients.js';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';
import { decodedHeader, mailParts, type Received, startSmtp } from '../../test/smtp.js';
import type { Mailer } from '../mail/mailer.js';
import { mailUpdate } from './mail-update.js';
import { retryUpdateMails } from './retry-update-mails.js';

const LIMIT = 200_000;
const BOUNDARY = '----client-updates-test';

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('Quarterly statement');
  return Buffer.from(await doc.save());
}
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A multipart body: the update as JSON, then each file as a `file` part. */
function form(update: unknown, files: Array<{ name: string; bytes: Buffer }>) {
  const parts: Buffer[] = [
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="update"\r\n\r\n${JSON.stringify(update)}\r\n`,
    ),
  ];
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${f.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

describe.each(DIALECTS)('updates to clients on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // Jane owns Crest, which owns the LLC of record of the building; the space is in the building.
  // Carol represents Crest; Bob owns another property; Dan is a contact without an account.
  const ids = { jane: '', crest: '', bob: '', carol: '', dan: '', building: '', space: '', other: '' };
  let jane: TestClient;
  let carol: TestClient;
  let bob: TestClient;

  const publish = (body: unknown) => t.call('POST', '/api/v1/updates', body);
  const publishForm = (update: unknown, files: Array<{ name: string; bytes: Buffer }>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/updates',
      headers: { 'api-key': API_KEY, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(update, files),
    });
  const feed = async (client: TestClient) => {
    const res = await call(t, 'GET', '/api/v1/client/updates', undefined, { cookie: client.cookie });
    expect(res.status).toBe(200);
    return res.body.data as Array<{
      id: string;
      title: string;
      body: string;
      property: unknown;
      attachments: { id: string }[];
    }>;
  };
  const mailsTo = (client: TestClient): Received[] =>
    smtp.received.filter((m) => m.to.includes(client.email));
  const text = (en: string, fr?: string) => ({ en, ...(fr ? { fr } : {}) });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      uploadMaxBytes: LIMIT,
    });
    const [janeE, crest, llc, bobE, carolE, dan] = await Promise.all([
      createEntity(t, { name: 'Jane Doe', is_person: true }),
      createEntity(t, { name: 'Crest Holdings' }),
      createEntity(t, { name: 'Sunset LLC' }),
      createEntity(t, { name: 'Bob Roy', is_person: true }),
      createEntity(t, { name: 'Carol Lee', is_person: true }),
      createEntity(t, { name: 'Dan Noaccount', is_person: true }),
    ]);
    const building = await createAddress(t, { address: '426 Sunset Boulevard' });
    const space = await createAddress(t, {
      address: '426 Sunset Boulevard',
      subpremise: 'Suite 200',
      parent_address_id: building.uuid,
    });
    const other = await createAddress(t, { address: '12 Harbour Street' });
    await link(t, 'entities_entities', {
      entity_id: janeE.uuid,
      entity_id2: crest.uuid,
      relationship: 'OWNER',
    });
    await link(t, 'entities_entities', {
      entity_id: crest.uuid,
      entity_id2: llc.uuid,
      relationship: 'OWNER',
    });
    await link(t, 'addresses_entities', {
      address_id: building.uuid,
      entity_id: llc.uuid,
      role: 'RECORDED_OWNER',
    });
    await link(t, 'addresses_entities', { address_id: other.uuid, entity_id: bobE.uuid, role: 'OWNER' });
    Object.assign(ids, {
      jane: janeE.uuid,
      crest: crest.uuid,
      bob: bobE.uuid,
      carol: carolE.uuid,
      dan: dan.uuid,
      building: building.uuid,
      space: space.uuid,
      other: other.uuid,
    });
    jane = await clientAccount(t, clientEmail('jane'), janeE.uuid);
    carol = await clientAccount(t, clientEmail('carol'), carolE.uuid, [crest.uuid]);
    bob = await clientAccount(t, clientEmail('bob'), bobE.uuid);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('publishes an update to one client, emails it once in their language, and shows it to them only', async () => {
    const res = await publish({
      audience: 'client',
      entity_id: ids.jane,
      title: text('Roof replaced', 'Toit remplacé'),
      body: text('The roof of your building was replaced in May.', 'Le toit a été remplacé en mai.'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      audience: 'client',
      entity_id: ids.jane,
      recipients: 1,
      emailed: 1,
      attachments: [],
    });
    expect(smtp.received).toHaveLength(1);
    const mail = mailsTo(jane)[0]!;
    expect(decodedHeader(mail.raw, 'Subject')).toBe('Roof replaced');
    const body = mailParts(mail.raw).text!;
    expect(body).toContain('The roof of your building was replaced in May.');
    expect(body).toContain(`${t.config.publicUrl}/portal/updates`);

    // A retry sends nothing more: the delivery was claimed.
    expect(
      await mailUpdate(
        t.database,
        { mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log },
        res.body.id,
      ),
    ).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const janes = await feed(jane);
    expect(janes.map((u) => u.id)).toContain(res.body.id);
    expect(janes.find((u) => u.id === res.body.id)).toMatchObject({ title: 'Roof replaced', property: null });
    expect((await feed(bob)).map((u) => u.id)).not.toContain(res.body.id);
    expect((await feed(carol)).map((u) => u.id)).not.toContain(res.body.id);
  });

  it('reaches every client of a property through the ownership walk, a space counting as its building', async () => {
    const res = await publish({
      audience: 'property',
      address_id: ids.space,
      title: text('New tenant in Suite 200'),
      body: text('A ten-year lease was signed.'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Jane through Crest and the LLC; Carol through Crest, the company she represents. Not Bob.
    expect(res.body).toMatchObject({ recipients: 2, emailed: 2, address_id: ids.space });
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([carol.email, jane.email].sort());
    for (const client of [jane, carol]) {
      const update = (await feed(client)).find((u) => u.id === res.body.id);
      expect(update?.property).toEqual({ id: ids.space, address: '426 Sunset Boulevard' });
    }
    expect((await feed(bob)).map((u) => u.id)).not.toContain(res.body.id);
  });

  it('reaches every client with audience all; staff list them newest first', async () => {
    const res = await publish({
      audience: 'all',
      title: text('Office closed Monday'),
      body: text('Back on Tuesday.'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ recipients: 3, emailed: 3 });
    expect(smtp.received).toHaveLength(3);
    for (const client of [jane, carol, bob]) expect((await feed(client))[0]!.id).toBe(res.body.id);
    const list = await t.call('GET', '/api/v1/updates');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: res.body.id, audience: 'all', recipients: 3 });
    const janes = await t.call('GET', `/api/v1/updates?entity_id=${ids.jane}`);
    expect(janes.body.data.every((u: { entity_id: string }) => u.entity_id === ids.jane)).toBe(true);
    expect(janes.body.data.length).toBeGreaterThan(0);
  });

  it('sends no email to a client who opted out, still shows the update, in their language', async () => {
    const prefs = await call(
      t,
      'PUT',
      '/api/v1/client/me',
      { notify_updates: false, lang: 'fr' },
      { cookie: bob.cookie },
    );
    expect(prefs.status).toBe(200);
    expect(prefs.body).toMatchObject({ notify_updates: false, lang: 'fr' });
    const res = await publish({
      audience: 'client',
      entity_id: ids.bob,
      title: text('Tax assessment', 'Évaluation foncière'),
      body: text('The new assessment is lower.', 'La nouvelle évaluation est plus basse.'),
    });
    expect(res.body).toMatchObject({ recipients: 1, emailed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await feed(bob))[0]).toMatchObject({ id: res.body.id, title: 'Évaluation foncière' });
    // Opted in again, in French: a French mail; an English-only update falls back to English.
    await call(t, 'PUT', '/api/v1/client/me', { notify_updates: true }, { cookie: bob.cookie });
    const fr = await publish({
      audience: 'client',
      entity_id: ids.bob,
      title: text('Vacancy'),
      body: text('Suite 3 is vacant.'),
    });
    expect(fr.body).toMatchObject({ emailed: 1 });
    expect(decodedHeader(smtp.received[0]!.raw, 'Subject')).toBe('Vacancy');
    expect(mailParts(smtp.received[0]!.raw).text).toContain('portail client');
    // A body that is not ClientPreferences: 400, nothing changed.
    const bad = await call(t, 'PUT', '/api/v1/client/me', { lang: 'de' }, { cookie: bob.cookie });
    expect(bad.status).toBe(400);
  });

  it('gives a failed mail back for a later run, and never sends one twice', async () => {
    await call(t, 'PUT', '/api/v1/client/me', { notify_updates: false }, { cookie: carol.cookie });
    const res = await publish({
      audience: 'client',
      entity_id: ids.carol,
      title: text('Retry'),
      body: text('Once.'),
    });
    expect(res.body).toMatchObject({ recipients: 1, emailed: 0 });
    await call(t, 'PUT', '/api/v1/client/me', { notify_updates: true }, { cookie: carol.cookie });
    const sent: string[] = [];
    const mailer = (fail: boolean): Mailer => ({
      async send(mail) {
        if (fail) throw new Error('SMTP down');
        sent.push(mail.to);
        return 'sent';
      },
      close() {},
    });
    const run = (fail: boolean) =>
      mailUpdate(
        t.database,
        { mailer: mailer(fail), publicUrl: t.config.publicUrl, log: t.app.log },
        res.body.id,
      );
    expect(await run(true)).toBe(0);
    expect(await Promise.all([run(false), run(false)])).toEqual(expect.arrayContaining([1, 0]));
    expect(await run(false)).toBe(0);
    expect(sent).toEqual([carol.email]);
  });

  it('sends, at the scheduled retry, the mail that failed when its update was published', async () => {
    const res = await publish({
      audience: 'client',
      entity_id: ids.carol,
      title: text('Scheduled retry'),
      body: text('Sent by the retry.'),
    });
    expect(res.body).toMatchObject({ recipients: 1, emailed: 1 });
    // As if the mail server had refused it: the delivery's claim given back.
    await t.database.db
      .updateTable('client_update_deliveries')
      .set({ emailed_at: null })
      .where('update_id', '=', res.body.id)
      .execute();
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail.to);
        return 'sent';
      },
      close() {},
    };
    const ctx = { mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    // Earlier tests of this file may have left a mail of their own unsent: each goes once too.
    expect(await retryUpdateMails(t.database, ctx)).toBe(sent.length);
    expect(sent.filter((to) => to === carol.email)).toHaveLength(1);
    // Sent once: the next run finds nothing.
    expect(await retryUpdateMails(t.database, ctx)).toBe(0);
  });

  it('carries attachments, served to recipients only; a withdrawn update is gone', async () => {
    const files = [
      { name: 'Statement Q2.pdf', bytes: await pdf() },
      { name: 'Photo.png', bytes: await png() },
    ];
    const res = await publishForm(
      { audience: 'client', entity_id: ids.jane, title: { fr: 'Relevé du T2' }, body: { fr: 'Ci-joint.' } },
      files,
    );
    expect(res.statusCode, res.body).toBe(201);
    const update = res.json();
    expect(update.attachments.map((a: { file_name: string }) => a.file_name)).toEqual([
      'Statement Q2.pdf',
      'Photo.png',
    ]);
    expect(update.attachments[0]).toMatchObject({
      content_type: 'application/pdf',
      size: files[0]!.bytes.length,
    });
    // Jane reads English, but only French was written.
    const mine = (await feed(jane)).find((u) => u.id === update.id)!;
    expect(mine).toMatchObject({ title: 'Relevé du T2', body: 'Ci-joint.' });
    const url = `/api/v1/client/updates/${update.id}/files/${update.attachments[0].id}`;
    const got = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: jane.cookie, origin: 'http://localhost:3000' },
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(files[0]!.bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('attachment; filename="Statement Q2.pdf"');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('private, no-store');
    // Bob is no recipient: 403, as for an unknown file.
    for (const path of [url, `/api/v1/client/updates/${update.id}/files/${update.id}`]) {
      const refused = await call(t, 'GET', path, undefined, { cookie: bob.cookie });
      expect([refused.status, refused.body.error.key]).toEqual([403, 'client.err.notYours']);
    }
    expect((await t.call('DELETE', `/api/v1/updates/${update.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/updates/${update.id}`)).status).toBe(404);
    expect((await feed(jane)).map((u) => u.id)).not.toContain(update.id);
    expect((await call(t, 'GET', url, undefined, { cookie: jane.cookie })).status).toBe(403);
  });

  it('refuses bad input with a clear 4xx and keeps nothing', async () => {
    const before = {
      updates: await rowCount(t, 'client_updates'),
      files: await rowCount(t, 'client_update_files'),
      deliveries: await rowCount(t, 'client_update_deliveries'),
    };
    const ok = { audience: 'all', title: text('T'), body: text('B') };
    const cases: Array<[unknown, number, string, string?]> = [
      [{ ...ok, title: {} }, 400, 'updates.val.title', 'title'],
      [{ ...ok, title: { en: '   ' } }, 400, 'updates.val.title', 'title'],
      [{ ...ok, body: { fr: '' } }, 400, 'updates.val.body', 'body'],
      [{ ...ok, title: text('x'.repeat(201)) }, 400, 'updates.val.titleLength', 'title.en'],
      [{ ...ok, body: text('x'.repeat(10_001)) }, 400, 'updates.val.bodyLength', 'body.en'],
      [{ ...ok, audience: 'everyone' }, 400, 'updates.val.audience', 'audience'],
      [{ ...ok, audience: 'client' }, 400, 'updates.val.entity', 'entity_id'],
      [{ ...ok, audience: 'property' }, 400, 'updates.val.address', 'address_id'],
      [
        { ...ok, audience: 'client', entity_id: '01890a5d-ac96-774b-bcce-b302099a8057' },
        404,
        'lookup.entity',
      ],
      [
        { ...ok, audience: 'property', address_id: '01890a5d-ac96-774b-bcce-b302099a8057' },
        404,
        'lookup.address',
      ],
      [{ ...ok, audience: 'client', entity_id: ids.dan }, 409, 'updates.err.noClient'],
    ];
    for (const [body, status, key, field] of cases) {
      const res = await publish(body);
      expect([res.status, JSON.stringify(res.body)], JSON.stringify(body).slice(0, 80)).toEqual([
        status,
        expect.stringContaining(key),
      ]);
      if (field) expect(res.body.error.field_keys[field]).toBe(key);
    }
    expect((await t.call('POST', '/api/v1/updates')).body.error.key).toBe('err.bodyRequired');
    // Files: a program (415), one too large (413), too many (400), a broken form (400).
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const typed = await publishForm(ok, [
      { name: 'a.pdf', bytes: await pdf() },
      { name: 'setup.exe', bytes: exe },
    ]);
    expect([typed.statusCode, typed.json().error.key]).toEqual([415, 'files.err.program']);
    const big = await publishForm(ok, [{ name: 'big.pdf', bytes: Buffer.alloc(LIMIT + 1, 1) }]);
    expect([big.statusCode, big.json().error.key]).toEqual([413, 'files.err.tooLarge']);
    const six = await publishForm(
      ok,
      Array.from({ length: 6 }, () => ({ name: 'p.png', bytes: Buffer.from('x') })),
    );
    expect([six.statusCode, six.json().error.key]).toEqual([400, 'updates.err.tooManyFiles']);
    const noUpdate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/updates',
      headers: { 'api-key': API_KEY, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect([noUpdate.statusCode, noUpdate.json().error.key]).toEqual([400, 'updates.err.noUpdate']);
    expect(smtp.received).toHaveLength(0);
    expect({
      updates: await rowCount(t, 'client_updates'),
      files: await rowCount(t, 'client_update_files'),
      deliveries: await rowCount(t, 'client_update_deliveries'),
    }).toEqual(before);
    expect((await t.call('DELETE', '/api/v1/updates/not-a-uuid')).status).toBe(404);
  });
});
