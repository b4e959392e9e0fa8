// A client's messages to their representative (issue 29), on both databases, through a real SMTP
// server: the message lands in the inbox assigned to the representative (My day's assigned_to=me),
// the client is acknowledged in their language and the representative alerted; the answer is
// mailed to the client and kept on the thread they read; a second client sees none of it; bad
// input, another client's property and a flood are refused with nothing stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, ORIGIN, userWithRole } from '../../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../../test/clients.js';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { decodedHeader, mailParts, startSmtp } from '../../test/smtp.js';

const MESSAGES = '/api/v1/client/messages';

describe.each(DIALECTS)('client messages (%s)', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailTo: 'inbox@firm.test',
      contactAlertTo: ['alerts@firm.test'],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** A staff member with a name. */
  async function staff(name: string) {
    const email = clientEmail('rep');
    const user = await userWithRole(t, email, 'staff');
    await t.database.db.updateTable('user').set({ name }).where('id', '=', user.id).execute();
    return { ...user, email, name };
  }

  /** A client whose contact owns a company that is the recorded owner of a building. */
  async function clientWithBuilding(representativeId: string | null, lang: 'en' | 'fr' = 'en') {
    const person = await createEntity(t, {
      name: 'Paul Investor',
      is_person: true,
      ...(representativeId ? { representative_id: representativeId } : {}),
    });
    const company = await createEntity(t, { name: 'Investor Holdings Inc.' });
    await link(t, 'entities_entities', {
      entity_id: person.uuid,
      entity_id2: company.uuid,
      relationship: 'OWNER',
    });
    const building = await createAddress(t);
    await link(t, 'addresses_entities', {
      address_id: building.uuid,
      entity_id: company.uuid,
      role: 'RECORDED_OWNER',
    });
    const client = await clientAccount(t, clientEmail(), person.uuid);
    await t.database.db.updateTable('client_access').set({ lang }).where('user_id', '=', client.id).execute();
    return { person, building, client };
  }

  const send = (client: TestClient, body: unknown) =>
    call(t, 'POST', MESSAGES, body, { cookie: client.cookie });
  const list = (client: TestClient) => call(t, 'GET', MESSAGES, undefined, { cookie: client.cookie });
  const mailTo = (address: string) => {
    const found = smtp.received.find((m) => m.to.includes(address.toLowerCase()));
    if (!found) throw new Error(`no mail to ${address}: ${smtp.received.map((m) => m.to).join(', ')}`);
    return { subject: decodedHeader(found.raw, 'Subject'), ...mailParts(found.raw) };
  };
  const storedOf = (client: TestClient) =>
    t.database.db.selectFrom('inbox_items').selectAll().where('user_id', '=', client.id).execute();

  it('lands in the inbox assigned to the representative, who answers; the client reads the answer', async () => {
    const rep = await staff('Marie Tremblay');
    const { person, building, client } = await clientWithBuilding(rep.id, 'fr');
    const sent = await send(client, {
      topic: 'question',
      property_id: building.uuid,
      body: 'Quand le bail du 2e étage se termine-t-il ?\nMerci',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      topic: 'question',
      property: { id: building.uuid, address: building.address },
      body: 'Quand le bail du 2e étage se termine-t-il ?\nMerci',
      replies: [],
    });
    const id = sent.body.id as string;

    // The acknowledgement in French, naming the representative; the representative's alert links
    // to the item in the portal. Nobody else is mailed.
    expect(smtp.received.map((m) => m.to).sort()).toEqual([[client.email], [rep.email]].sort());
    const ack = mailTo(client.email);
    expect(ack.subject).toBe('Votre message à Sterling Crest Asset Management');
    expect(ack.text).toContain(
      'Nous avons bien reçu votre message « Question ». Marie Tremblay vous répondra.',
    );
    const alert = mailTo(rep.email);
    expect(alert.text).toContain('Quand le bail du 2e étage se termine-t-il ?');
    expect(alert.text).toContain(building.address);
    expect(alert.text).toContain(`${ORIGIN}/admin/inbox/${id}`);

    // My day: the representative's own items.
    const mine = await call(t, 'GET', '/api/v1/inbox?assigned_to=me&status=new', undefined, {
      cookie: rep.cookie,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: Number(id),
        kind: 'client_message',
        status: 'new',
        subject: 'Question',
        email: client.email,
        entity_id: person.uuid,
        user_id: client.id,
        assigned_to: rep.id,
        property_id: building.uuid,
      }),
    ]);
    const other = await staff('Other Staff');
    const theirs = await call(t, 'GET', '/api/v1/inbox?assigned_to=me', undefined, { cookie: other.cookie });
    expect(theirs.body.data).toEqual([]);

    smtp.received.length = 0;
    const answered = await call(
      t,
      'POST',
      `/api/v1/inbox/${id}/replies`,
      { body: 'Bonjour Paul,\nle bail se termine le 30 juin 2028.' },
      { cookie: rep.cookie },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toMatchObject({ author: 'Marie Tremblay', emailed: true });

    // Mailed to the client in French, their message quoted, with the link to the thread.
    expect(smtp.received.map((m) => m.to)).toEqual([[client.email]]);
    const mailed = mailTo(client.email);
    expect(mailed.subject).toBe('Re : Question (Sterling Crest Asset Management)');
    expect(mailed.text).toContain('Marie Tremblay a répondu à votre message :');
    expect(mailed.text).toContain('le bail se termine le 30 juin 2028.');
    expect(mailed.text).toContain('> Quand le bail du 2e étage se termine-t-il ?\n> Merci');
    expect(mailed.text).toContain(`${ORIGIN}/portal/messages`);

    // The client's thread, the staff thread, and the item now handled (out of My day's new items).
    const thread = await list(client);
    expect(thread.status).toBe(200);
    expect(thread.body.data).toEqual([
      expect.objectContaining({
        id,
        replies: [
          expect.objectContaining({
            body: 'Bonjour Paul,\nle bail se termine le 30 juin 2028.',
            author: 'Marie Tremblay',
          }),
        ],
      }),
    ]);
    const staffThread = await call(t, 'GET', `/api/v1/inbox/${id}/replies`, undefined, {
      cookie: rep.cookie,
    });
    expect(staffThread.body.data).toEqual([answered.body]);
    const after = await call(t, 'GET', '/api/v1/inbox?assigned_to=me&status=new', undefined, {
      cookie: rep.cookie,
    });
    expect(after.body.data).toEqual([]);

    // A second client sees none of it, and cannot reach the staff thread.
    const second = await clientWithBuilding(rep.id);
    expect((await list(second.client)).body).toEqual({ data: [] });
    const peek = await call(t, 'GET', `/api/v1/inbox/${id}/replies`, undefined, {
      cookie: second.client.cookie,
    });
    expect(peek.status).toBe(403);
  });

  it('without a representative: everyone’s item, acknowledged in English, staff alerts alerted', async () => {
    const { client } = await clientWithBuilding(null);
    const sent = await send(client, { topic: 'review', body: 'Should we sell this year?' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ topic: 'review', property: null });
    expect(smtp.received.map((m) => m.to).sort()).toEqual([['alerts@firm.test'], [client.email]].sort());
    expect(mailTo(client.email).text).toContain(
      'We received your message “Hold/sell review request”. A member of our team will answer you.',
    );
    expect(mailTo('alerts@firm.test').text).toContain('Should we sell this year?');
    const [item] = await storedOf(client);
    expect(item).toMatchObject({
      kind: 'client_message',
      assigned_to: null,
      subject: 'Hold/sell review request',
    });
  });

  it('refuses an empty or too long message, and another client’s property, storing nothing', async () => {
    const rep = await staff('Rep Walls');
    const { client } = await clientWithBuilding(rep.id);
    const other = await clientWithBuilding(rep.id);
    const refusals: Array<[unknown, number, string]> = [
      [{ topic: 'question', body: '' }, 400, 'client.val.body'],
      [{ topic: 'question', body: '   ' }, 400, 'client.val.body'],
      [{ topic: 'question', body: 'x'.repeat(5001) }, 400, 'client.val.bodyLength'],
      [{ topic: 'question' }, 400, 'client.val.body'],
      [{ topic: 'gossip', body: 'Hello' }, 400, 'client.val.topic'],
      [{ topic: 'question', body: 'Hello', property_id: other.building.uuid }, 403, 'client.err.notYours'],
      [{ topic: 'question', body: 'Hello', property_id: 'not-an-id' }, 403, 'client.err.notYours'],
    ];
    for (const [body, status, key] of refusals) {
      const res = await send(client, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(res.body.error)).toContain(key);
    }
    expect(await storedOf(client)).toEqual([]);
    expect(smtp.received).toEqual([]);
    // The longest message is taken.
    expect((await send(client, { topic: 'question', body: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('answers only a client’s message, and only as a signed-in staff member', async () => {
    const rep = await staff('Rep Replies');
    const { client } = await clientWithBuilding(rep.id);
    const { id } = (await send(client, { topic: 'question', body: 'Hello' })).body;
    const reply = (itemId: number | string, body: unknown, options: Parameters<typeof call>[4]) =>
      call(t, 'POST', `/api/v1/inbox/${itemId}/replies`, body, options);
    const contact = await t.database.db
      .insertInto('inbox_items')
      .values({ kind: 'contact', status: 'new', name: 'Visitor', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notClient = await reply(Number(contact.id), { body: 'Hi' }, { cookie: rep.cookie });
    expect([notClient.status, notClient.body.error.key]).toEqual([409, 'inbox.err.notClientMessage']);
    const byKey = await reply(id, { body: 'Hi' }, { headers: { 'api-key': API_KEY } });
    expect([byKey.status, byKey.body.error.key]).toEqual([400, 'inbox.err.replyNeedsUser']);
    for (const [body, key] of [
      [{ body: ' ' }, 'inbox.val.replyBody'],
      [{ body: 'x'.repeat(5001) }, 'inbox.val.replyLength'],
    ] as const) {
      const res = await reply(id, body, { cookie: rep.cookie });
      expect([res.status, res.body.error.field_keys?.body]).toEqual([400, key]);
    }
    expect((await reply(999_999, { body: 'Hi' }, { cookie: rep.cookie })).status).toBe(404);
    const thread = await call(t, 'GET', `/api/v1/inbox/${id}/replies`, undefined, { cookie: rep.cookie });
    expect(thread.body).toEqual({ data: [] });
    // By a client, the staff route is closed whatever item they name.
    const fromClient = await reply(id, { body: 'Me again' }, { cookie: client.cookie });
    expect(fromClient.status).toBe(403);
    expect((await list(client)).body.data[0].replies).toEqual([]);
  });

  it('assigned_to=me names a signed-in staff member', async () => {
    const res = await t.call('GET', '/api/v1/inbox?assigned_to=me');
    expect([res.status, res.body.error.key]).toEqual([400, 'inbox.val.assignedMe']);
  });

  it('limits a client to 10 messages an hour (429 with Retry-After), counted per client', async () => {
    const rep = await staff('Rep Limits');
    const { client } = await clientWithBuilding(rep.id);
    const other = await clientWithBuilding(rep.id);
    for (let i = 0; i < 10; i++)
      expect((await send(client, { topic: 'question', body: `#${i}` })).status).toBe(201);
    const over = await send(client, { topic: 'question', body: 'one more' });
    expect(over.status).toBe(429);
    expect(over.body.error.key).toBe('err.rateLimited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await storedOf(client)).length).toBe(10);
    expect((await send(other.client, { topic: 'question', body: 'mine' })).status).toBe(201);
  });
});
