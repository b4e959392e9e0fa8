// Documents shared with clients (issue 29) on both databases, files on local disk and once more in
// a real S3 server: shared with one contact's client or with every client of a property (read from
// the ownership walk at each request: a new owner's client sees it), each download logged and shown
// to staff; another client's document is 403 however it is asked for; refusals leave nothing.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../../test/clients.js';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { multipartBody } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';

const LIMIT = 200_000;
const UNKNOWN = '01890a5d-ac96-774b-bcce-b302099a8057';

async function pdf(text = 'Statement'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText(text);
  return Buffer.from(await doc.save());
}

const share = (
  t: TestApp,
  url: string,
  file: Buffer | undefined,
  fields: Record<string, string>,
  name = 'Statement.pdf',
) => {
  const { payload, contentType } = multipartBody(file, fields, name);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
};
const download = (t: TestApp, client: TestClient, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/client/documents/${id}`,
    headers: { cookie: client.cookie, origin: 'http://localhost:3000', 'user-agent': 'Portal test browser' },
  });

/** Jane owns the building through her company; Bob owns another property; Ann owns nothing yet. */
async function setUp(t: TestApp) {
  const [jane, crest, bob, ann] = await Promise.all([
    createEntity(t, { name: 'Jane Doe', is_person: true }),
    createEntity(t, { name: 'Crest Holdings' }),
    createEntity(t, { name: 'Bob Roy', is_person: true }),
    createEntity(t, { name: 'Ann Buyer', is_person: true }),
  ]);
  const building = await createAddress(t, { address: '426 Sunset Boulevard' });
  const other = await createAddress(t, { address: '12 Harbour Street' });
  await link(t, 'entities_entities', { entity_id: jane.uuid, entity_id2: crest.uuid, relationship: 'OWNER' });
  await link(t, 'addresses_entities', {
    address_id: building.uuid,
    entity_id: crest.uuid,
    role: 'TRUE_OWNER',
  });
  await link(t, 'addresses_entities', { address_id: other.uuid, entity_id: bob.uuid, role: 'OWNER' });
  return {
    ids: { jane: jane.uuid, bob: bob.uuid, ann: ann.uuid, building: building.uuid, other: other.uuid },
    jane: await clientAccount(t, clientEmail('jane'), jane.uuid),
    bob: await clientAccount(t, clientEmail('bob'), bob.uuid),
    ann: await clientAccount(t, clientEmail('ann'), ann.uuid),
  };
}

describe.each(DIALECTS)('documents shared with clients on %s', (dialect) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  const list = async (client: TestClient) => {
    const res = await call(t, 'GET', '/api/v1/client/documents', undefined, { cookie: client.cookie });
    expect(res.status).toBe(200);
    return res.body.data as Array<{
      id: string;
      title: string;
      property: unknown;
      downloaded_at: string | null;
    }>;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { uploadMaxBytes: LIMIT });
    s = await setUp(t);
  });
  afterAll(() => t?.close());

  it('shares a document with one client, serves it to them alone and logs each download', async () => {
    const bytes = await pdf('Jane statement');
    const res = await share(t, `/api/v1/entities/${s.ids.jane}/documents`, bytes, { title: 'Q2 statement' });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: 'Q2 statement',
      file_name: 'Statement.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      entity_id: s.ids.jane,
      property: null,
      downloads: [],
    });
    expect((await list(s.jane)).find((d) => d.id === doc.id)).toMatchObject({
      title: 'Q2 statement',
      downloaded_at: null,
    });
    expect((await list(s.bob)).map((d) => d.id)).not.toContain(doc.id);

    const got = await download(t, s.jane, doc.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-disposition']).toBe('attachment; filename="Statement.pdf"');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('private, no-store');
    const mine = (await list(s.jane)).find((d) => d.id === doc.id)!;
    expect(mine.downloaded_at).not.toBeNull();

    // Bob: 403 for Jane's document, as for one that does not exist; nothing logged for him.
    for (const id of [doc.id, UNKNOWN, 'not-a-uuid']) {
      const refused = await call(t, 'GET', `/api/v1/client/documents/${id}`, undefined, {
        cookie: s.bob.cookie,
      });
      expect([refused.status, refused.body.error.key]).toEqual([403, 'client.err.notYours']);
    }
    const staff = await t.call('GET', `/api/v1/entities/${s.ids.jane}/documents`);
    expect(staff.status).toBe(200);
    const seen = staff.body.data.find((d: { id: string }) => d.id === doc.id);
    expect(seen.downloads).toHaveLength(1);
    expect(seen.downloads[0]).toMatchObject({
      user_id: s.jane.id,
      email: s.jane.email,
      user_agent: 'Portal test browser',
    });
    expect(await rowCount(t, 'client_document_downloads')).toBe(1);
  });

  it("shares a property's document with every client controlling it, read at each request", async () => {
    const res = await share(
      t,
      `/api/v1/addresses/${s.ids.building}/client-documents`,
      await pdf('Rent roll'),
      {
        title: 'Rent roll 2026',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc.property).toEqual({ id: s.ids.building, address: '426 Sunset Boulevard' });
    // Jane controls it through Crest; Ann does not, yet.
    expect((await list(s.jane)).map((d) => d.id)).toContain(doc.id);
    expect((await list(s.ann)).map((d) => d.id)).not.toContain(doc.id);
    expect((await download(t, s.ann, doc.id)).statusCode).toBe(403);
    // Ann becomes an owner: her portal shows it at once.
    await link(t, 'addresses_entities', { address_id: s.ids.building, entity_id: s.ids.ann, role: 'OWNER' });
    expect((await list(s.ann)).map((d) => d.id)).toContain(doc.id);
    expect((await download(t, s.ann, doc.id)).statusCode).toBe(200);
    expect((await list(s.bob)).map((d) => d.id)).not.toContain(doc.id);
    // Staff see it on Jane's contact, its property named.
    const staff = await t.call('GET', `/api/v1/entities/${s.ids.jane}/documents`);
    expect(staff.body.data.map((d: { id: string }) => d.id)).toContain(doc.id);

    // A document for a contact about one of their properties; another's property is refused.
    const about = await share(t, `/api/v1/entities/${s.ids.jane}/documents`, await pdf(), {
      address_id: s.ids.building,
    });
    expect(about.statusCode, about.body).toBe(201);
    expect(about.json()).toMatchObject({
      title: 'Statement',
      entity_id: s.ids.jane,
      property: { id: s.ids.building },
    });
    const notHers = await share(t, `/api/v1/entities/${s.ids.jane}/documents`, await pdf(), {
      address_id: s.ids.other,
    });
    expect([notHers.statusCode, notHers.json().error.field_keys]).toEqual([
      400,
      { address_id: 'clientDocs.val.address' },
    ]);
  });

  it('refuses bad uploads and unknown records with a clear 4xx, keeping no row', async () => {
    const before = await rowCount(t, 'client_documents');
    const url = `/api/v1/entities/${s.ids.jane}/documents`;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const cases: Array<
      [Promise<{ statusCode: number; json(): { error: { key: string } } }>, number, string]
    > = [
      [share(t, url, exe, {}, 'setup.exe'), 415, 'files.err.program'],
      [share(t, url, Buffer.from('not a pdf'), {}, 'fake.pdf'), 415, 'files.err.notWhatNameSays'],
      [share(t, url, Buffer.alloc(LIMIT + 1, 1), {}, 'big.pdf'), 413, 'files.err.tooLarge'],
      [share(t, url, undefined, { title: 'No file' }), 400, 'clientDocs.err.noFile'],
      [share(t, url, await pdf(), { title: 'x'.repeat(201) }), 400, 'err.validation'],
      [share(t, `/api/v1/entities/${UNKNOWN}/documents`, await pdf(), {}), 404, 'lookup.entity'],
      [share(t, `/api/v1/addresses/${UNKNOWN}/client-documents`, await pdf(), {}), 404, 'lookup.address'],
    ];
    for (const [pending, status, key] of cases) {
      const res = await pending;
      expect([res.statusCode, res.json().error.key]).toEqual([status, key]);
    }
    const json = await t.call('POST', url, { title: 'JSON' });
    expect([json.status, json.body.error.key]).toEqual([415, 'clientDocs.err.multipart']);
    expect(await rowCount(t, 'client_documents')).toBe(before);
    expect((await t.call('GET', `/api/v1/entities/${UNKNOWN}/documents`)).status).toBe(404);
  });

  it('deletes a shared document: the client can no longer fetch it', async () => {
    const doc = (
      await share(t, `/api/v1/entities/${s.ids.bob}/documents`, await pdf(), { title: 'Lease abstract' })
    ).json();
    expect((await download(t, s.bob, doc.id)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/v1/client-documents/${doc.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/client-documents/${doc.id}`)).status).toBe(404);
    expect((await list(s.bob)).map((d) => d.id)).not.toContain(doc.id);
    expect((await download(t, s.bob, doc.id)).statusCode).toBe(403);
  });
});

describe.each(DIALECTS)('documents shared with clients, files in S3, on %s', (dialect) => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(dialect, { fileStorage: s3.config, uploadMaxBytes: LIMIT });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores the shared file in the bucket and serves the client the same bytes', async () => {
    const s = await setUp(t);
    const bytes = await pdf('In the bucket');
    const res = await share(t, `/api/v1/addresses/${s.ids.other}/client-documents`, bytes, {
      title: 'Appraisal',
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = await download(t, s.bob, res.json().id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect((await download(t, s.jane, res.json().id)).statusCode).toBe(403);
  });
});
