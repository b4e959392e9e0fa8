import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const API = '/api/v1/entities/create_or_update';
const FLAGS: Record<string, string | null> = {
  Agent: 'realtor',
  Buyer: 'user',
  Corporation: 'private',
  Investor: 'investor',
  'Property Manager': 'property_manager',
  Other: null,
};
// Every role flag and user type a showcase lead could set.
const ALL_FLAGS = ['realtor', 'user', 'private', 'investor', 'property_manager', 'owner', 'public'];

let serial = 0;
/** The showcase form's body, with an email and number no other test uses. */
function showcase(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: 'Visitor Person',
    email: `visitor${serial}@example.com`,
    company_name: 'Visiting Co',
    phone_number: `(514) 398-${String(4000 + serial)}`,
    email_type: 'Work',
    phone_type: 'Mobile',
    type: 'Investor',
    sunset: true,
    ...over,
  };
}

describe.each(DIALECTS)('POST /entities/create_or_update on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const submit = (body: Record<string, unknown>) => t.call('POST', API, body);
  async function totals() {
    const n = async (kind: string) => (await t.call('GET', `/api/v1/${kind}/count`)).body as number;
    const audit = await t.database.db.selectFrom('audit_log').select('seq').execute();
    return {
      entities: await n('entities'),
      emails: await n('emails'),
      numbers: await n('numbers'),
      audit: audit.length,
    };
  }
  const complete = async (kind: string, key: string) =>
    (await t.call('GET', `/api/v1/${kind}/${encodeURIComponent(key)}/complete`)).body;

  it('is the firm’s own tools’ call: an anonymous caller gets 401, a non-staff user 403, and nothing is written', async () => {
    const known = (await submit(showcase())).body;
    // Made first: a sign-up is an inbox item of its own (issue 29), not a write of this call.
    const user = await userWithRole(t, `visitor${serial}@example.com`, 'user');
    const before = await totals();
    const over = showcase({ email: known.links.emails[0].email, company_name: 'Taken Over', type: 'Agent' });
    const answers = [
      await visit(t, 'POST', API, over),
      await visit(t, 'POST', API, over, { 'api-key': 'not-a-key' }),
      await call(t, 'POST', API, over),
    ];
    for (const res of answers) expect([res.status, res.body.error.code]).toEqual([401, 'unauthorized']);
    expect((await call(t, 'POST', API, over, { cookie: user.cookie })).status).toBe(403);
    expect(await totals()).toEqual(before);
    expect(await complete('entities', known.uuid)).toEqual(known);
  });

  it('takes a staff session as the api-key does, the staff member its actor', async () => {
    const staff = await userWithRole(t, `staff${serial}@example.com`, 'staff');
    const res = await call(t, 'POST', API, showcase(), { cookie: staff.cookie });
    expect(res.status).toBe(201);
    const history = (await t.call('GET', `/api/v1/entities/${res.body.uuid}/history`)).body;
    expect(history.data.map((h: { actor: string }) => h.actor)).toContain(`user:${staff.id}`);
  });

  it.each(Object.entries(FLAGS))('type %s sets its flag (%s) and no other', async (type, flag) => {
    const res = await submit(showcase({ type }));
    expect(res.status).toBe(201);
    for (const f of ALL_FLAGS) expect(res.body[f], f).toBe(f === flag);
    expect(res.body.sunset).toBe(true);
  });

  it('creates the contact, its email and number, linked with the given types', async () => {
    const body = showcase({ email: '  New.Lead@Example.COM ', phone_number: '514-398-4999' });
    const before = await totals();
    const res = await submit(body);
    expect(res.status).toBe(201);
    const e = res.body;
    expect(e).toMatchObject({
      name: 'Visitor Person',
      company_name: 'Visiting Co',
      investor: true,
      sunset: true,
    });
    expect(e).toMatchObject({
      n_linked_emails: 1,
      n_linked_numbers: 1,
      n_linked_addresses: 0,
      n_linked_entities: 0,
    });
    expect(e.links.emails).toEqual([{ email: 'new.lead@example.com', type: 'WORK' }]);
    expect(e.links.numbers).toEqual([{ phone_number: '+15143984999', type: 'MOBILE' }]);
    const after = await totals();
    expect([after.entities, after.emails, after.numbers]).toEqual([
      before.entities + 1,
      before.emails + 1,
      before.numbers + 1,
    ]);

    const email = await complete('emails', 'new.lead@example.com');
    expect(email).toMatchObject({
      email: 'new.lead@example.com',
      domain: 'example.com',
      n_linked_entities: 1,
    });
    expect(email.links.entities).toEqual([{ entity_id: e.uuid, name: 'Visitor Person', type: 'WORK' }]);
    const number = await complete('numbers', '+15143984999');
    expect(number).toMatchObject({ n_linked_entities: 1 });
    expect(number.links.entities).toEqual([{ entity_id: e.uuid, name: 'Visitor Person', type: 'MOBILE' }]);
    expect(await complete('entities', e.uuid)).toMatchObject({
      uuid: e.uuid,
      n_linked_emails: 1,
      n_linked_numbers: 1,
    });
  });

  it('a second submission with the same email (any case) updates the same contact', async () => {
    const first = await submit(
      showcase({ email: 'repeat@example.com', name: 'Repeat Visitor', company_name: null, type: 'Agent' }),
    );
    expect(first.status).toBe(201);
    const before = await totals();
    const again = await submit(
      showcase({
        email: 'REPEAT@Example.com',
        name: 'Other Spelling',
        company_name: 'New Co',
        type: 'Buyer',
      }),
    );
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.body.uuid);
    // The returning visitor adds a flag and the missing company; the name staff see is kept.
    expect(again.body).toMatchObject({
      name: 'Repeat Visitor',
      company_name: 'New Co',
      realtor: true,
      user: true,
    });
    // Same email: still one email link; the new number is added to the same contact.
    expect(again.body.links.emails).toEqual([{ email: 'repeat@example.com', type: 'WORK' }]);
    expect(again.body).toMatchObject({ n_linked_emails: 1, n_linked_numbers: 2 });
    const after = await totals();
    expect([after.entities, after.emails, after.numbers]).toEqual([
      before.entities,
      before.emails,
      before.numbers + 1,
    ]);
    expect((await complete('emails', 'repeat@example.com')).n_linked_entities).toBe(1);
    const third = await submit(
      showcase({ email: 'repeat@example.com', company_name: 'Third Co', type: 'Other' }),
    );
    expect(third.body).toMatchObject({
      uuid: first.body.uuid,
      company_name: 'New Co',
      realtor: true,
      user: true,
    });
    const found = await t.call('GET', '/api/v1/entities/query?name=repeat%20visitor');
    expect(found.body.data.map((r: { uuid: string }) => r.uuid)).toEqual([first.body.uuid]);
  });

  it('matches a contact by its phone number typed in another format', async () => {
    const first = await submit(
      showcase({ email: null, phone_number: '(212) 736-5000', phone_type: 'Office' }),
    );
    expect(first.status).toBe(201);
    expect(first.body.links).toMatchObject({
      emails: [],
      numbers: [{ phone_number: '+12127365000', type: 'OFFICE' }],
    });
    const before = await totals();
    for (const phone of ['212.736.5000', '+1 212 736 5000', '2127365000']) {
      const again = await submit(showcase({ email: '', phone_number: phone, type: 'Corporation' }));
      expect(again.status, phone).toBe(200);
      expect(again.body.uuid).toBe(first.body.uuid);
      expect(again.body.n_linked_numbers).toBe(1);
    }
    // A later submission that adds an email links it to the contact found by number.
    const withEmail = await submit(
      showcase({ email: 'found.by.number@example.com', phone_number: '212 736 5000' }),
    );
    expect(withEmail.status).toBe(200);
    expect(withEmail.body).toMatchObject({
      uuid: first.body.uuid,
      n_linked_emails: 1,
      n_linked_numbers: 1,
      private: true,
    });
    expect((await totals()).entities).toBe(before.entities);
  });

  it('two submissions of one lead at once (a double click) make one contact', async () => {
    const body = showcase({ email: 'double.click@example.com' });
    const before = await totals();
    const answers = await Promise.all([submit(body), submit(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.uuid).toBe(answers[1]!.body.uuid);
    const after = await totals();
    expect([after.entities, after.emails, after.numbers]).toEqual([
      before.entities + 1,
      before.emails + 1,
      before.numbers + 1,
    ]);
    expect((await complete('emails', body.email)).links.entities).toHaveLength(1);
  });

  it('defaults: sunset true, link types OTHER when no type is given', async () => {
    const { sunset: _, email_type: __, phone_type: ___, ...body } = showcase();
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body.sunset).toBe(true);
    expect(res.body.links.emails).toEqual([{ email: body.email, type: 'OTHER' }]);
    expect(res.body.links.numbers[0].type).toBe('OTHER');
    expect((await submit(showcase({ sunset: false }))).body.sunset).toBe(false);
  });

  // Spec section 7's wire form: the flag itself beside the other fields, instead of `type`.
  it.each(Object.entries(FLAGS).filter(([, f]) => f))(
    'the flag of type %s (%s: true) sent without a type sets it and no other',
    async (_type, flag) => {
      const res = await submit(showcase({ type: undefined, [flag as string]: true }));
      expect(res.status).toBe(201);
      for (const f of ALL_FLAGS) expect(res.body[f], f).toBe(f === flag);
    },
  );

  it('takes a flag beside its own type, ignores flags given as false, and sets every flag given true', async () => {
    const agreeing = await submit(showcase({ type: 'Agent', realtor: true, investor: false }));
    expect(agreeing.status).toBe(201);
    for (const f of ALL_FLAGS) expect(agreeing.body[f], f).toBe(f === 'realtor');

    const several = await submit(showcase({ type: undefined, realtor: true, investor: true, user: false }));
    expect(several.status).toBe(201);
    for (const f of ALL_FLAGS) expect(several.body[f], f).toBe(f === 'realtor' || f === 'investor');

    // Neither a type nor a true flag: the spec's client for a visitor of type Other.
    const other = await submit(showcase({ type: undefined, private: false }));
    expect(other.status).toBe(201);
    for (const f of ALL_FLAGS) expect(other.body[f], f).toBe(false);
  });

  it('a returning lead sent as a flag adds it without clearing the flags the contact has', async () => {
    const first = await submit(showcase({ type: undefined, investor: true }));
    const again = await submit({
      ...showcase({ type: undefined, realtor: true, investor: false }),
      email: first.body.links.emails[0].email,
    });
    expect(again.status).toBe(200);
    expect(again.body.uuid).toBe(first.body.uuid);
    expect(again.body).toMatchObject({ investor: true, realtor: true, user: false });
  });

  it('documents both wire forms in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body =
      doc.paths['/api/v1/entities/create_or_update'].post.requestBody.content['application/json'].schema;
    for (const flag of ['realtor', 'user', 'private', 'investor', 'property_manager'])
      expect(body.properties[flag], flag).toEqual({ type: 'boolean' });
    expect(body.properties.type.enum).toContain('Property Manager');
    expect(body.required).not.toContain('type');
    expect(body.additionalProperties).toBe(false);
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'neither email nor number',
      { email: null, phone_number: null },
      'email',
      'You must provide a number or an email',
    ],
    [
      'empty email and number',
      { email: '', phone_number: '  ' },
      'email',
      'You must provide a number or an email',
    ],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email'],
    ['a bad number', { phone_number: '555-12' }, 'phone_number', 'Enter a valid number'],
    [
      'a flag that contradicts the type',
      { type: 'Agent', investor: true },
      'investor',
      'The type and the flag name different kinds of visitor',
    ],
    [
      'a flag with type Other',
      { type: 'Other', user: true },
      'user',
      'The type and the flag name different kinds of visitor',
    ],
    ['a flag that is not a boolean', { type: undefined, realtor: 'yes' }, 'realtor', 'Must be true or false'],
    ['a flag a lead cannot carry', { type: undefined, owner: true }, 'owner', 'Unknown field'],
    [
      'a quoted, script-bearing email',
      { email: '"<svg/onload=alert(1)>"@example.com' },
      'email',
      'Enter a valid email',
    ],
    ['an unknown type', { type: 'Landlord' }, 'type', 'Please select a type'],
    ['a missing name', { name: ' ' }, 'name', 'Please enter a name'],
    [
      'an unknown link type',
      { email_type: 'Carrier pigeon' },
      'email_type',
      'Type must be one of MOBILE, FAX, HOME, PERSONAL, WORK, OFFICE, OTHER',
    ],
    ['an unknown field', { n_linked_emails: 3 }, 'n_linked_emails', 'Unknown field'],
  ];
  it.each(refused)('refuses %s with its message and saves nothing', async (_, over, field, message) => {
    const before = await totals();
    const body = showcase(over);
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields[field]).toBe(message);
    expect(await totals()).toEqual(before);
    // Neither the valid email nor the valid number of the refused lead was stored.
    for (const [kind, key] of [
      ['emails', body.email],
      ['numbers', body.phone_number],
    ] as const) {
      if (typeof key === 'string' && key.trim())
        expect((await t.call('GET', `/api/v1/${kind}/${encodeURIComponent(key)}/complete`)).status).toBe(404);
    }
  });
});
