// Contacts as vCard 4.0 through HTTP on both databases: a search's export (format=vcf) and one
// contact's card, their headers, every property from the stored links, and the round trip (a
// contact exported as vCard and imported into an empty database is the same contact).
import { EntityQuery } from '@crm/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { runImport } from '../../test/imports.js';
import { exportVcards } from './export-vcards.js';

const day = () => new Date().toISOString().slice(0, 10);

/** Each card of a vCard text as [property, TYPE, value] lines, VERSION to REV. */
function cards(text: string) {
  const parsed = ICAL.parse(text);
  const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  return list.map((jcard) =>
    new ICAL.Component(jcard as unknown[]).getAllProperties().map((p) => {
      const type = p.getParameter('type');
      return [p.name, Array.isArray(type) ? type.join(',') : (type ?? ''), p.getValues().join('|')];
    }),
  );
}

describe.each(DIALECTS)('vCard export (%s)', (dialect) => {
  let t: TestApp;
  let emilie: { uuid: string; updated_at: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { demoData: false });
    const e = await createEntity(t, {
      name: 'Émilie Côté',
      is_person: true,
      job_title: 'Directrice, investissements',
      company_name: 'Gestion Lafleur inc.',
      notes: 'Rencontrée au salon\nTrès intéressée',
    });
    for (const [email, type] of [
      ['emilie@lafleur.example', 'WORK'],
      ['emilie@perso.example', 'PERSONAL'],
    ] as const) {
      await createEmail(t, { email });
      await link(t, 'entities_emails', { entity_id: e.uuid, email, type });
    }
    for (const [phone, type] of [
      ['+1 514 555 0101', 'MOBILE'],
      ['+1 514 555 0102', 'OFFICE'],
      ['+1 514 555 0103', 'FAX'],
    ] as const) {
      const n = await createNumber(t, { phone_number: phone });
      await link(t, 'entities_numbers', { entity_id: e.uuid, phone_number: n.phone_number, type });
    }
    const home = await createAddress(t, {
      address: '350 Rue Saint-Paul E, Montréal, QC H2Y 1H2',
      street_number: '350',
      route: 'Rue Saint-Paul E',
      locality: 'Montréal',
      administrative_area_level_1: 'QC',
      postal_code: 'H2Y 1H2',
      country: 'CA',
    });
    const owned = await createAddress(t, { address: '99 Owned Building Road, Laval' });
    await link(t, 'addresses_entities', { entity_id: e.uuid, address_id: home.uuid, role: 'HOME' });
    await link(t, 'addresses_entities', { entity_id: e.uuid, address_id: owned.uuid, role: 'OWNER' });
    emilie = (await t.call('GET', `/api/v1/entities/${e.uuid}/complete`)).body;
    const marc = await createEntity(t, { name: 'Marc Côté-Roy' });
    await createEmail(t, { email: 'marc@roy.example' });
    await link(t, 'entities_emails', { entity_id: marc.uuid, email: 'marc@roy.example', type: 'OTHER' });
    await createEntity(t, { name: 'Someone Else' });
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = { 'api-key': API_KEY }) =>
    t.app.inject({ method: 'GET', url, headers });

  const rev = () => `${new Date(emilie.updated_at).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const emilieCard = () => [
    ['version', '', '4.0'],
    ['fn', '', 'Émilie Côté'],
    ['n', '', 'Côté,Émilie,,,'],
    ['org', '', 'Gestion Lafleur inc.'],
    ['title', '', 'Directrice, investissements'],
    ['email', 'work', 'emilie@lafleur.example'],
    ['email', 'home', 'emilie@perso.example'],
    ['tel', 'cell', 'tel:+15145550101'],
    ['tel', 'work,voice', 'tel:+15145550102'],
    ['tel', 'fax', 'tel:+15145550103'],
    ['adr', 'home', ',,350 Rue Saint-Paul E,Montréal,QC,H2Y 1H2,CA'],
    ['note', '', 'Rencontrée au salon\nTrès intéressée'],
    ['uid', '', `urn:uuid:${emilie.uuid}`],
    ['rev', '', expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)],
  ];

  it('format=vcf exports the search, a card a contact in search order, as text/vcard', async () => {
    const res = await get('/api/v1/entities/export?format=vcf&name=c%C3%B4t%C3%A9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contacts-${day()}.vcf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`REV:${rev()}`);
    expect(res.body).toContain('TEL;TYPE=cell;VALUE=uri:tel:+15145550101\r\n');
    expect(cards(res.body)).toEqual([
      emilieCard(),
      [
        ['version', '', '4.0'],
        ['fn', '', 'Marc Côté-Roy'],
        ['n', '', 'Marc Côté-Roy,,,,'],
        ['email', 'other', 'marc@roy.example'],
        ['uid', '', expect.stringMatching(/^urn:uuid:/)],
        ['rev', '', expect.any(String)],
      ],
    ]);
    // Nothing matched: an empty file, still a vCard answer.
    const none = await get('/api/v1/entities/export?format=vcf&name=nobody-at-all');
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
  });

  it('walks the search in pages: every card once, in order', async () => {
    const pages: string[] = [];
    for await (const page of exportVcards(t.database, EntityQuery.parse({ name: 'côté' }), 'api-key:test', 1))
      pages.push(page);
    expect(pages.map((p) => cards(p).map((c) => c[1]![2]))).toEqual([['Émilie Côté'], ['Marc Côté-Roy']]);
  });

  it('GET /entities/{id}/export answers one contact’s card, named after it', async () => {
    const res = await get(`/api/v1/entities/${emilie.uuid}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Emilie-Cote.vcf"; filename*=UTF-8''${encodeURIComponent('Émilie Côté.vcf')}`,
    );
    expect(cards(res.body)).toEqual([emilieCard()]);
    expect((await get(`/api/v1/entities/${emilie.uuid}/export?format=vcf`)).statusCode).toBe(200);
  });

  it('refuses an unknown contact, a format other than vcf, vcf for other kinds, callers without credentials', async () => {
    const missing = await get('/api/v1/entities/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/export');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/v1/entities/not-a-uuid/export')).statusCode).toBe(404);
    const csv = await get(`/api/v1/entities/${emilie.uuid}/export?format=csv`);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.field_keys).toEqual({ format: 'val.cardFormat' });
    expect((await get('/api/v1/numbers/export?format=vcf')).statusCode).toBe(400);
    expect((await get(`/api/v1/entities/${emilie.uuid}/export`, {})).statusCode).toBe(401);
    expect((await get('/api/v1/entities/export?format=vcf', {})).statusCode).toBe(401);
  });

  it('round trip: the exported card imported into an empty database is the same contact', async () => {
    const card = (await get(`/api/v1/entities/${emilie.uuid}/export`)).rawPayload;
    const fresh = await createTestApp(dialect, { demoData: false });
    try {
      const job = await runImport(fresh, card, { kind: 'contacts', policy: 'skip' });
      expect(job).toMatchObject({ status: 'done', created: 1, failed: 0 });
      const before = (await t.call('GET', `/api/v1/entities/${emilie.uuid}/complete`)).body;
      const row = await fresh.database.db.selectFrom('entities').select('uuid').executeTakeFirstOrThrow();
      const after = (await fresh.call('GET', `/api/v1/entities/${row.uuid}/complete`)).body;
      const shape = (c: typeof before) => ({
        name: c.name,
        job_title: c.job_title,
        company_name: c.company_name,
        notes: c.notes,
        emails: c.links.emails,
        numbers: c.links.numbers,
        // A card carries where the contact lives and works, not the buildings it owns.
        addresses: c.links.addresses
          .filter((a: { role: string }) => a.role !== 'OWNER')
          .map((a: { address: string; role: string }) => ({ address: a.address, role: a.role })),
      });
      expect(shape(after)).toEqual({
        ...shape(before),
        // vCard has no "personal" or "office": they come back as HOME and WORK.
        emails: [
          { email: 'emilie@lafleur.example', type: 'WORK' },
          { email: 'emilie@perso.example', type: 'HOME' },
        ],
        numbers: [
          { phone_number: '+15145550101', type: 'MOBILE' },
          { phone_number: '+15145550102', type: 'WORK' },
          { phone_number: '+15145550103', type: 'FAX' },
        ],
      });
    } finally {
      await fresh.close();
    }
  });
});
