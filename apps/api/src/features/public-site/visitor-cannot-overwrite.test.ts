// Public forms propose; staff decide (issue 23, ADR 0030), on both databases. A visitor who types
// another contact's phone number or email into the showcase access form, the contact form or a
// partner's /ext/receive changes nothing of that contact: its record, flags, links, counters,
// history, its email's and number's records, the record totals. The request waits in the inbox,
// showing the match; staff then link it (the NDA acceptance follows, the sender's email and number
// only when staff ask) or create a new contact from it. A visitor matching nobody becomes a lead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const ACCESS = '/api/v1/public/showcases/426sunset/access';
const CONTACT = '/api/v1/public/contact';

let serial = 0;
const next = () => ++serial;

/** The showcase access form of a stranger, with an email and number nobody holds. */
function strangerForm(over: Record<string, unknown> = {}) {
  const n = next();
  return {
    type: 'Agent',
    name: `Stranger ${n}`,
    company: 'Stranger Realty',
    email: `stranger${n}@elsewhere.test`,
    emailType: 'Personal',
    number: `(438) 555-${String(1000 + n)}`,
    numberType: 'Mobile',
    agree: true,
    website: '',
    ...over,
  };
}

describe.each(DIALECTS)('a visitor cannot write over a contact on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;

  /** A contact staff own: company, flags, notes, an email, a number, an address and a related contact. */
  async function staffContact() {
    const n = next();
    const jane = await createEntity(t, {
      name: `Jane Doe ${n}`,
      company_name: 'Doe Holdings',
      investor: true,
      notes: 'Prefers calls in the morning',
    });
    const email = `jane${n}@doe.test`;
    const number = `+1514700${String(1000 + n)}`;
    await t.call('POST', '/api/v1/emails', { email, default_type: 'WORK' });
    await t.call('POST', '/api/v1/numbers', { phone_number: number, default_type: 'MOBILE' });
    await link(t, 'entities_emails', { entity_id: jane.uuid, email, type: 'WORK' });
    await link(t, 'entities_numbers', { entity_id: jane.uuid, phone_number: number, type: 'MOBILE' });
    const office = await createAddress(t);
    await link(t, 'addresses_entities', { address_id: office.uuid, entity_id: jane.uuid, role: 'OWNER' });
    const partner = await createEntity(t);
    await link(t, 'entities_entities', {
      entity_id: jane.uuid,
      entity_id2: partner.uuid,
      relationship: 'SPOUSE',
    });
    return { uuid: jane.uuid, name: jane.name, email, number };
  }

  /** Everything a visitor must not change: the contact as the API shows it (fields, flags, links,
   * n_linked counters) and its history, its email's and number's records and histories, the
   * acceptances and inbox items filed under it, and the record totals. */
  async function snapshot(jane: { uuid: string; email: string; number: string }) {
    const get = async (url: string) => {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(200);
      return res.body;
    };
    const email = encodeURIComponent(jane.email);
    const number = encodeURIComponent(jane.number);
    return {
      contact: await get(`/api/v1/entities/${jane.uuid}/complete`),
      history: await get(`/api/v1/entities/${jane.uuid}/history?limit=100`),
      email: await get(`/api/v1/emails/${email}/complete`),
      emailHistory: await get(`/api/v1/emails/${email}/history?limit=100`),
      number: await get(`/api/v1/numbers/${number}/complete`),
      numberHistory: await get(`/api/v1/numbers/${number}/history?limit=100`),
      acceptances: await db()
        .selectFrom('nda_acceptances')
        .select('id')
        .where('entity_id', '=', jane.uuid)
        .execute(),
      items: await db().selectFrom('inbox_items').select('id').where('entity_id', '=', jane.uuid).execute(),
      counts: await db().selectFrom('record_counts').selectAll().orderBy('kind').execute(),
    };
  }

  /** The inbox's newest item, in full (GET /inbox/{id}: with its acceptance and candidates). */
  async function newestItem(kind: string) {
    const list = await t.call('GET', `/api/v1/inbox?kind=${kind}&limit=1`);
    return (await t.call('GET', `/api/v1/inbox/${list.body.data[0].id}`)).body;
  }

  it.each([
    ['phone number', (jane: { number: string }) => ({ number: `(514) 700-${jane.number.slice(-4)}` })],
    ['email', (jane: { email: string }) => ({ email: jane.email.toUpperCase() })],
  ])('the showcase form with her %s changes nothing of her; the item shows the match', async (by, typed) => {
    const jane = await staffContact();
    const before = await snapshot(jane);
    const form = strangerForm(typed(jane));
    const res = await visit(t, 'POST', ACCESS, form, { 'user-agent': 'Stranger browser' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await snapshot(jane)).toEqual(before);

    const item = await newestItem('showcase');
    expect(item).toMatchObject({ name: form.name, entity_id: null, status: 'new' });
    expect(item.candidates).toEqual([
      {
        uuid: jane.uuid,
        name: jane.name,
        company_name: 'Doe Holdings',
        matched_by: [by === 'email' ? 'email' : 'phone'],
      },
    ]);
    // The acceptance is the item's, filed under nobody until staff link it.
    expect(item.nda).toMatchObject({ showcase_slug: '426sunset', user_agent: 'Stranger browser' });
    const acceptance = await db()
      .selectFrom('nda_acceptances')
      .select('entity_id')
      .where('id', '=', item.nda.id)
      .executeTakeFirstOrThrow();
    expect(acceptance.entity_id).toBeNull();
  });

  it('the contact form and /ext/receive with her email change nothing of her; their items show the match', async () => {
    const jane = await staffContact();
    const before = await snapshot(jane);
    const contact = {
      sender: 'Stranger',
      email: jane.email,
      subject: 'Hello',
      body: 'Send me the file',
      website: '',
    };
    expect((await visit(t, 'POST', CONTACT, contact)).status).toBe(201);
    expect((await newestItem('contact')).candidates).toEqual([
      expect.objectContaining({ uuid: jane.uuid, matched_by: ['email'] }),
    ]);
    const message = {
      sender_receiver: 'Stranger',
      from_: jane.email,
      subject: 'Hello',
      body: 'Send me the file',
    };
    expect((await t.call('POST', '/api/v1/ext/receive', message)).status).toBe(201);
    expect((await newestItem('message')).candidates).toEqual([
      expect.objectContaining({ uuid: jane.uuid, matched_by: ['email'] }),
    ]);
    expect(await snapshot(jane)).toEqual(before);
  });

  it('answers a visitor the same whether or not they matched a contact', async () => {
    const jane = await staffContact();
    const strip = (res: Awaited<ReturnType<typeof visit>>) => ({
      status: res.status,
      body: res.body,
      headers: Object.keys(res.headers).sort(),
      length: res.headers['content-length'],
    });
    const matched = await visit(t, 'POST', ACCESS, strangerForm({ number: jane.number.slice(2) }));
    const unknown = await visit(t, 'POST', ACCESS, strangerForm());
    expect(strip(matched)).toEqual(strip(unknown));
  });

  it('staff link the item: the acceptance follows; the sender’s email is added only when they ask', async () => {
    const jane = await staffContact();
    const form = strangerForm({ number: jane.number.slice(2) });
    await visit(t, 'POST', ACCESS, form);
    const item = await newestItem('showcase');
    const before = await snapshot(jane);

    const linked = await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: jane.uuid });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ entity_id: jane.uuid, entity_name: jane.name });
    const filed = await db()
      .selectFrom('nda_acceptances')
      .select('id')
      .where('entity_id', '=', jane.uuid)
      .execute();
    expect(filed.map((r) => Number(r.id))).toEqual([item.nda.id]);
    const moved = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action', 'changes'])
      .where('record_type', '=', 'nda_acceptance')
      .where('record_id', '=', String(item.nda.id))
      .orderBy('seq')
      .execute();
    expect(moved.map((a) => [a.actor, a.action, JSON.parse(a.changes)])).toEqual([
      [
        'public:showcase',
        'create',
        expect.objectContaining({ showcase_slug: { old: null, new: '426sunset' } }),
      ],
      ['api-key:tests', 'update', { entity_id: { old: null, new: jane.uuid } }],
    ]);
    const contact = (await t.call('GET', `/api/v1/entities/${jane.uuid}/complete`)).body;
    expect(contact.links.emails).toEqual(before.contact.links.emails);

    const added = await t.call('PUT', `/api/v1/inbox/${item.id}`, { add_sender: true });
    expect(added.status).toBe(200);
    const after = (await t.call('GET', `/api/v1/entities/${jane.uuid}/complete`)).body;
    expect(after.links.emails).toEqual(
      expect.arrayContaining([...before.contact.links.emails, { email: form.email, type: 'PERSONAL' }]),
    );
    expect(after.n_linked_emails).toBe(before.contact.n_linked_emails + 1);
    expect(after.links.numbers).toEqual(before.contact.links.numbers);
    // Her fields and flags are still staff's: linking adds, it never rewrites.
    expect({ ...after, links: undefined, n_linked_emails: 0, updated_at: 0 }).toEqual({
      ...before.contact,
      links: undefined,
      n_linked_emails: 0,
      updated_at: 0,
    });

    // Unlinked again, the acceptance stays filed under her: a legal record keeps its signer's
    // contact from deletion, and an unlink must not take that away.
    expect((await t.call('PUT', `/api/v1/inbox/${item.id}`, { entity_id: null })).status).toBe(200);
    const kept = await db()
      .selectFrom('nda_acceptances')
      .select('entity_id')
      .where('id', '=', item.nda.id)
      .executeTakeFirstOrThrow();
    expect(kept.entity_id).toBe(jane.uuid);
  });

  it('refuses add_sender on an unlinked item with 400 and changes nothing', async () => {
    const jane = await staffContact();
    await visit(t, 'POST', ACCESS, strangerForm({ email: jane.email }));
    const item = await newestItem('showcase');
    const before = await snapshot(jane);
    const res = await t.call('PUT', `/api/v1/inbox/${item.id}`, { add_sender: true, status: 'handled' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation',
      fields: { add_sender: 'Link the item to a contact to add the sender to it' },
    });
    expect((await t.call('GET', `/api/v1/inbox/${item.id}`)).body.status).toBe('new');
    expect(await snapshot(jane)).toEqual(before);
  });

  it('staff create a new contact from a matching item: it takes the sender and the acceptance', async () => {
    const jane = await staffContact();
    const form = strangerForm({ number: jane.number.slice(2) });
    await visit(t, 'POST', ACCESS, form);
    const item = await newestItem('showcase');
    const res = await t.call('POST', `/api/v1/inbox/${item.id}/contact`);
    expect(res.status).toBe(201);
    const created = (await t.call('GET', `/api/v1/entities/${res.body.entity_id}/complete`)).body;
    expect(created).toMatchObject({ name: form.name, company_name: 'Stranger Realty' });
    expect(created.links.emails).toEqual([{ email: form.email, type: 'PERSONAL' }]);
    expect(created.links.numbers).toEqual([{ phone_number: jane.number, type: 'MOBILE' }]);
    const acceptance = await db()
      .selectFrom('nda_acceptances')
      .select('entity_id')
      .where('id', '=', item.nda.id)
      .executeTakeFirstOrThrow();
    expect(acceptance.entity_id).toBe(created.uuid);
    const jane2 = (await t.call('GET', `/api/v1/entities/${jane.uuid}/complete`)).body;
    expect(jane2.links.emails).toEqual([{ email: jane.email, type: 'WORK' }]);
  });

  it('a visitor matching nobody becomes a new sunset lead, the website form its author, linked to the item', async () => {
    const form = strangerForm({ type: 'Investor' });
    const counts = await db().selectFrom('record_counts').selectAll().orderBy('kind').execute();
    expect((await visit(t, 'POST', ACCESS, form)).status).toBe(201);
    const item = await newestItem('showcase');
    expect(item.entity_id).not.toBeNull();
    const lead = (await t.call('GET', `/api/v1/entities/${item.entity_id}/complete`)).body;
    expect(lead).toMatchObject({
      name: form.name,
      company_name: 'Stranger Realty',
      sunset: true,
      investor: true,
      realtor: false,
    });
    expect(lead.links.emails).toEqual([{ email: form.email, type: 'PERSONAL' }]);
    const acceptance = await db()
      .selectFrom('nda_acceptances')
      .select('entity_id')
      .where('id', '=', item.nda.id)
      .executeTakeFirstOrThrow();
    expect(acceptance.entity_id).toBe(lead.uuid);
    const history = (await t.call('GET', `/api/v1/entities/${lead.uuid}/history?limit=100`)).body;
    expect(new Set(history.data.map((h: { actor: string }) => h.actor))).toEqual(
      new Set(['public:showcase']),
    );
    const after = await db().selectFrom('record_counts').selectAll().orderBy('kind').execute();
    const n = (rows: typeof counts, kind: string) => Number(rows.find((r) => r.kind === kind)?.n);
    expect(n(after, 'entities')).toBe(n(counts, 'entities') + 1);
    expect(n(after, 'emails')).toBe(n(counts, 'emails') + 1);
    expect(n(after, 'phone_numbers')).toBe(n(counts, 'phone_numbers') + 1);
  });
});
