// GET /api/v1/public/showcases/{slug} and POST …/{slug}/access on both databases, without an
// api-key: the 426sunset page from the 0002 migration, the access form's rules (spec section 5),
// the lead it creates when the visitor matches nobody (a known visitor is only proposed to staff:
// visitor-cannot-overwrite.test.ts) and the NDA acceptance written in the same transaction.
import { Showcase } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';
import { visit } from '../../test/visitor.js';

const PAGE = '/api/v1/public/showcases/426sunset';
const ACCESS = `${PAGE}/access`;
const SECTIONS = { overview: 2, insights: 5, pictures: 5, activities: 3, about: 3, contact: 0 };

let serial = 0;
/** The access form as the web app sends it, with an email and number no other test uses. */
function form(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    type: 'Investor',
    name: 'Jean Tremblay',
    company: 'Tremblay Capital',
    email: `jean${serial}@example.com`,
    emailType: 'Work',
    number: `(514) 398-${String(5000 + serial)}`,
    numberType: 'Office',
    agree: true,
    website: '',
    ...over,
  };
}

describe.each(DIALECTS)('public showcase on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  async function totals() {
    const count = (table: Parameters<typeof rowCount>[1]) => rowCount(t, table);
    return {
      entities: await count('entities'),
      emails: await count('emails'),
      numbers: await count('phone_numbers'),
      acceptances: await count('nda_acceptances'),
      audit: await count('audit_log'),
    };
  }
  const entityByEmail = async (email: string) => {
    const link = await db().selectFrom('entities_emails').selectAll().where('email', '=', email).execute();
    expect(link).toHaveLength(1);
    return (await t.call('GET', `/api/v1/entities/${link[0]!.entity_id}/complete`)).body;
  };

  describe('GET /public/showcases/{slug}', () => {
    it('answers the 426sunset page with its 18 images in both languages, without an api-key', async () => {
      const res = await visit(t, 'GET', PAGE);
      expect(res.status).toBe(200);
      const page = res.body;
      expect(Showcase.parse(page)).toEqual(page);
      expect(page).toMatchObject({
        slug: '426sunset',
        street_address: expect.stringContaining('426 Sunset Avenue'),
        email: 'sunset@sterlingcrest.ca',
        phone: '+15145550426',
        nda_version: '2026-11-21',
      });
      expect(page.sections.map((s: { key: string }) => s.key)).toEqual(Object.keys(SECTIONS));
      const images = page.sections.flatMap((s: { images: unknown[] }) => s.images);
      expect(images).toHaveLength(18);
      for (const section of page.sections) {
        const n = SECTIONS[section.key as keyof typeof SECTIONS];
        expect(section.images.map((i: { src: string }) => i.src)).toEqual(
          Array.from({ length: n }, (_, i) => `/images/showcases/426sunset/${section.key}-${i + 1}.svg`),
        );
        for (const text of [
          section.title,
          section.body,
          ...section.images.map((i: { alt: unknown }) => i.alt),
        ]) {
          expect(text.en.length, section.key).toBeGreaterThan(2);
          expect(text.fr.length, section.key).toBeGreaterThan(2);
          expect(text.fr).not.toBe(text.en);
        }
        expect(
          section.body.en.split(/[.?!](\s|$)/).filter((s: string) => s.trim()).length,
        ).toBeGreaterThanOrEqual(2);
        for (const image of section.images) expect(image).toMatchObject({ width: 1200, height: 800 });
      }
      expect(page.sections.at(-1).body.en).toContain('question');
      expect(page.sections.at(-1).body.fr).toContain('question');
    });

    it('is served from the response cache', async () => {
      await visit(t, 'GET', PAGE);
      const again = await visit(t, 'GET', PAGE);
      expect(again.status).toBe(200);
      // On PostgreSQL any commit in the cluster in between (other test files run meanwhile) makes
      // it a miss: the cache is there, a hit is not certain.
      expect(again.headers['x-cache']).toMatch(dialect === 'sqlite' ? /^hit$/ : /^(hit|miss)$/);
      expect(again.body.slug).toBe('426sunset');
    });

    it('answers 404 not_found for any other slug', async () => {
      for (const slug of ['426sunsets', '426SUNSET', 'x'.repeat(65), '..%2Fentities', '%20', 'sunset%00']) {
        const res = await visit(t, 'GET', `/api/v1/public/showcases/${slug}`);
        expect(res.status, slug).toBe(404);
        expect(res.body).toEqual({
          error: { code: 'not_found', message: 'Could not find showcase', key: 'lookup.showcase' },
        });
      }
    });
  });

  describe('POST /public/showcases/{slug}/access', () => {
    it('records the lead with its flag, sunset, linked email and number, and the NDA acceptance', async () => {
      const body = form({ email: '  Jean.Lead@Example.COM ', number: '514.398.4999' });
      const before = await totals();
      const res = await visit(t, 'POST', ACCESS, body, { 'user-agent': 'Mozilla/5.0 (test)' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });

      const entity = await entityByEmail('jean.lead@example.com');
      expect(entity).toMatchObject({
        name: 'Jean Tremblay',
        company_name: 'Tremblay Capital',
        investor: true,
        sunset: true,
        realtor: false,
        n_linked_emails: 1,
        n_linked_numbers: 1,
      });
      expect(entity.links.emails).toEqual([{ email: 'jean.lead@example.com', type: 'WORK' }]);
      expect(entity.links.numbers).toEqual([{ phone_number: '+15143984999', type: 'OFFICE' }]);
      const after = await totals();
      expect(after).toMatchObject({
        entities: before.entities + 1,
        emails: before.emails + 1,
        numbers: before.numbers + 1,
        acceptances: before.acceptances + 1,
      });

      const acceptances = await db()
        .selectFrom('nda_acceptances')
        .selectAll()
        .where('entity_id', '=', entity.uuid)
        .execute();
      expect(acceptances).toEqual([
        expect.objectContaining({
          showcase_slug: '426sunset',
          ip: '127.0.0.1',
          user_agent: 'Mozilla/5.0 (test)',
          nda_version: '2026-11-21',
        }),
      ]);
      const actors = await db()
        .selectFrom('audit_log')
        .select(['actor', 'record_type'])
        .where('seq', '>', before.audit)
        .execute();
      expect(new Set(actors.map((a) => a.actor))).toEqual(new Set(['public:showcase']));
      expect(actors.map((a) => a.record_type)).toContain('nda_acceptance');
    });

    it.each([
      ['Agent', 'realtor'],
      ['Buyer', 'user'],
      ['Corporation', 'private'],
      ['Investor', 'investor'],
      ['Property Manager', 'property_manager'],
      ['Other', null],
    ])('type %s sets the %s flag', async (type, flag) => {
      const body = form({ type });
      expect((await visit(t, 'POST', ACCESS, body)).status).toBe(201);
      const entity = await entityByEmail(body.email);
      for (const f of ['realtor', 'user', 'private', 'investor', 'property_manager'])
        expect(entity[f], f).toBe(f === flag);
      expect(entity.sunset).toBe(true);
    });

    it('files a known email as a proposal: the contact is untouched, the acceptance waits on the item', async () => {
      const first = form({ type: 'Buyer', number: '' });
      expect((await visit(t, 'POST', ACCESS, first, { 'user-agent': 'first' })).status).toBe(201);
      const known = await entityByEmail(first.email);
      const before = await totals();
      const again = {
        ...first,
        name: 'Someone Else',
        email: first.email.toUpperCase(),
        type: 'Agent',
        number: '514 398 4777',
        numberType: 'Mobile',
      };
      const res = await visit(t, 'POST', ACCESS, again, { 'user-agent': 'second' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
      const after = await totals();
      expect(after).toMatchObject({
        entities: before.entities,
        emails: before.emails,
        numbers: before.numbers,
        acceptances: before.acceptances + 1,
      });
      expect(await entityByEmail(first.email)).toEqual(known);
      const rows = await db()
        .selectFrom('nda_acceptances')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(rows.map((r) => [r.user_agent, r.entity_id, r.nda_version])).toEqual([
        ['second', null, '2026-11-21'],
      ]);
      const item = await db()
        .selectFrom('inbox_items')
        .selectAll()
        .where('nda_acceptance_id', '=', rows[0]!.id)
        .executeTakeFirstOrThrow();
      expect(item).toMatchObject({ name: 'Someone Else', entity_id: null, phone: '+15143984777' });
    });

    it('files a known number, typed in another format, as a proposal too', async () => {
      const first = form({ email: '', number: '514-398-4888' });
      expect((await visit(t, 'POST', ACCESS, first)).status).toBe(201);
      const before = await totals();
      expect((await visit(t, 'POST', ACCESS, { ...first, number: '+1 (514) 398-4888' })).status).toBe(201);
      const after = await totals();
      expect(after.entities).toBe(before.entities);
      expect(after.numbers).toBe(before.numbers);
      expect(after.acceptances).toBe(before.acceptances + 1);
    });

    it('keeps at most 512 characters of the user agent', async () => {
      const body = form();
      await visit(t, 'POST', ACCESS, body, { 'user-agent': 'A'.repeat(2000) });
      const entity = await entityByEmail(body.email);
      const row = await db()
        .selectFrom('nda_acceptances')
        .select('user_agent')
        .where('entity_id', '=', entity.uuid)
        .executeTakeFirstOrThrow();
      expect(row.user_agent).toBe('A'.repeat(512));
    });

    it('gives every rule of spec section 5 its message and writes nothing', async () => {
      const before = await totals();
      const either = 'You must provide a number or an email';
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ type: '' }, { type: 'Please select a type' }],
        [{ type: undefined }, { type: 'Please select a type' }],
        [{ type: 'Tenant' }, { type: 'Please select a type' }],
        [{ name: '' }, { name: 'Please enter a name' }],
        [{ name: '  ' }, { name: 'Please enter a name' }],
        [{ email: 'jean@' }, { email: 'Enter a valid email' }],
        [{ email: 'jean @example.com' }, { email: 'Enter a valid email' }],
        [{ number: '514-398' }, { number: 'Enter a valid number' }],
        [{ number: '51439849991' }, { number: 'Enter a valid number' }],
        [{ number: '514-398-4999 ext 2' }, { number: 'Enter a valid number' }],
        [{ agree: false }, { agree: 'You must agree to the terms' }],
        [{ agree: undefined }, { agree: 'You must agree to the terms' }],
        [{ agree: 'yes' }, { agree: 'You must agree to the terms' }],
        [
          { email: '', number: '' },
          { email: either, number: either },
        ],
        [
          { email: null, number: undefined },
          { email: either, number: either },
        ],
        [{ emailType: 'Fax' }, { emailType: 'Please select an email type' }],
        [{ numberType: 'Pager' }, { numberType: 'Please select a number type' }],
      ];
      for (const [over, fields] of cases) {
        const res = await visit(t, 'POST', ACCESS, form(over));
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(res.body.error.code).toBe('validation');
        expect(res.body.error.fields, JSON.stringify(over)).toEqual(fields);
      }
      const empty = await visit(t, 'POST', ACCESS, {
        type: '',
        name: '',
        company: '',
        email: '',
        emailType: 'Personal',
        number: '',
        numberType: 'Mobile',
        agree: false,
      });
      expect(empty.body.error.fields).toEqual({
        type: 'Please select a type',
        name: 'Please enter a name',
        email: either,
        number: either,
        agree: 'You must agree to the terms',
      });
      expect(await totals()).toEqual(before);
    });

    it('refuses unknown fields (but not the honeypot) with 400 and writes nothing', async () => {
      const before = await totals();
      const res = await visit(t, 'POST', ACCESS, { ...form(), sunset: false, uuid: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ sunset: 'Unknown field', uuid: 'Unknown field' });
      for (const body of ['[]', '"x"', 'null', '{'])
        expect((await visit(t, 'POST', ACCESS, body)).status).toBe(400);
      expect(await totals()).toEqual(before);
    });

    it('answers a filled honeypot like a success and writes nothing', async () => {
      const before = await totals();
      const res = await visit(t, 'POST', ACCESS, form({ website: 'https://spam.test' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
      expect(await totals()).toEqual(before);
    });

    it('answers 404 for an unknown showcase and writes nothing', async () => {
      const before = await totals();
      const res = await visit(t, 'POST', '/api/v1/public/showcases/nowhere/access', form());
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(await totals()).toEqual(before);
    });
  });
});
