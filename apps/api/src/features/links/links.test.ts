// The four link resources through HTTP on both databases. One table of fixtures drives the common
// behaviour (create, duplicate, missing records, bad tags, update, delete, counters, both sides'
// …/complete); the cases particular to one resource follow.
import { ADDRESS_ROLES, CONTACT_TYPES, RELATIONSHIPS } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const enc = encodeURIComponent;
const MISSING_UUID = '0190a000-0000-7000-8000-000000000000';
const TYPE_MESSAGE = 'Type must be one of MOBILE, FAX, HOME, PERSONAL, WORK, OFFICE, OTHER';

type Entry = (tag: string) => Record<string, unknown>;
/** One side of a link: where its record is read, its counter, and the link as that record lists it. */
interface Side {
  url: string;
  counter: string;
  list: string;
  entry: Entry;
}
const side = (url: string, counter: string, list: string, entry: Entry): Side => ({
  url,
  counter,
  list,
  entry,
});
interface Fixture {
  body: Record<string, unknown>;
  path: string;
  sides: [Side, Side];
}
interface Kind {
  base: string;
  tag: string;
  tags: readonly string[];
  bad: string;
  badMessage: string;
  /** For each side: the body field naming it, a key no record has, the 404 message and its key. */
  missing: Array<[string, string, string, string]>;
  fixture(t: TestApp): Promise<Fixture>;
}

let serial = 0;
const next = () => String(++serial);
let numberSerial = 100;

async function entity(t: TestApp) {
  const { uuid, name } = await createEntity(t, { name: `Person ${next()}` });
  return { id: uuid, name, url: `/api/v1/entities/${uuid}/complete` };
}
async function address(t: TestApp) {
  const { uuid, address: text } = await createAddress(t, {
    address: `${next()}0 Rue Sainte-Catherine, Montréal`,
  });
  return { id: uuid, text, url: `/api/v1/addresses/${uuid}/complete` };
}
const noEntity: [string, string, string, string] = [
  'entity_id',
  MISSING_UUID,
  'Could not find contact',
  'lookup.entity',
];

const KINDS: Kind[] = [
  {
    base: '/api/v1/addresses_entities',
    tag: 'role',
    tags: ADDRESS_ROLES,
    bad: 'LANDLORD',
    badMessage: 'Unknown address role',
    missing: [noEntity, ['address_id', MISSING_UUID, 'Could not find address', 'lookup.address']],
    async fixture(t) {
      const [e, a] = [await entity(t), await address(t)];
      return {
        body: { entity_id: e.id, address_id: a.id, role: 'OFFICE' },
        path: `/${a.id}/${e.id}`,
        sides: [
          side(a.url, 'n_linked_entities', 'entities', (role) => ({ entity_id: e.id, name: e.name, role })),
          side(e.url, 'n_linked_addresses', 'addresses', (role) => ({
            address_id: a.id,
            address: a.text,
            role,
          })),
        ],
      };
    },
  },
  {
    base: '/api/v1/entities_emails',
    tag: 'type',
    tags: CONTACT_TYPES,
    bad: 'PAGER',
    badMessage: TYPE_MESSAGE,
    missing: [noEntity, ['email', 'nobody@links.test', 'Could not find email', 'lookup.email']],
    async fixture(t) {
      const e = await entity(t);
      const email = `link${next()}@links.test`;
      await createEmail(t, { email });
      const url = `/api/v1/emails/${enc(email)}/complete`;
      return {
        // The email in another case, in the body and in the path.
        body: { entity_id: e.id, email: email.toUpperCase(), type: 'WORK' },
        path: `/${e.id}/${enc(email.toUpperCase())}`,
        sides: [
          side(e.url, 'n_linked_emails', 'emails', (type) => ({ email, type })),
          side(url, 'n_linked_entities', 'entities', (type) => ({ entity_id: e.id, name: e.name, type })),
        ],
      };
    },
  },
  {
    base: '/api/v1/entities_entities',
    tag: 'relationship',
    tags: RELATIONSHIPS,
    bad: 'COUSIN',
    badMessage: 'Relationship must be one of EMPLOYER_EMPLOYEE, OWNER, CO-OWNER, SPOUSE',
    missing: [noEntity, ['entity_id2', MISSING_UUID, 'Could not find contact', 'lookup.entity']],
    async fixture(t) {
      const [a, b] = [await entity(t), await entity(t)];
      const seen =
        (other: typeof a, direction: string): Entry =>
        (relationship) => ({
          entity_id: other.id,
          name: other.name,
          relationship,
          direction,
        });
      return {
        body: { entity_id: a.id, entity_id2: b.id, relationship: 'EMPLOYER_EMPLOYEE' },
        path: `/${a.id}/${b.id}`,
        sides: [
          side(a.url, 'n_linked_entities', 'entities', seen(b, 'outgoing')),
          side(b.url, 'n_linked_entities', 'entities', seen(a, 'incoming')),
        ],
      };
    },
  },
  {
    base: '/api/v1/entities_numbers',
    tag: 'type',
    tags: CONTACT_TYPES,
    bad: 'PAGER',
    badMessage: TYPE_MESSAGE,
    missing: [noEntity, ['phone_number', '+12125550100', 'Could not find number', 'lookup.number']],
    async fixture(t) {
      const e = await entity(t);
      const [area, exchange, line] = ['514', '555', `0${++numberSerial}`];
      const e164 = `+1${area}${exchange}${line}`;
      await createNumber(t, { phone_number: e164 });
      const url = `/api/v1/numbers/${enc(e164)}/complete`;
      return {
        // The number in two other formats, in the body and in the path.
        body: { entity_id: e.id, phone_number: `(${area}) ${exchange}-${line}`, type: 'MOBILE' },
        path: `/${e.id}/${enc(`${area}.${exchange}.${line}`)}`,
        sides: [
          side(e.url, 'n_linked_numbers', 'numbers', (type) => ({ phone_number: e164, type })),
          side(url, 'n_linked_entities', 'entities', (type) => ({ entity_id: e.id, name: e.name, type })),
        ],
      };
    },
  },
];

describe.each(DIALECTS)('links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Each side's counter and the links it shows. */
  async function state(f: Fixture) {
    return Promise.all(
      f.sides.map(async (s) => {
        const res = await t.call('GET', s.url);
        expect(res.status).toBe(200);
        return { count: res.body[s.counter] as number, links: res.body.links[s.list] as unknown[] };
      }),
    );
  }
  async function expectLinked(f: Fixture, tag: string | null) {
    const sides = await state(f);
    sides.forEach((side, i) => {
      expect(side.count).toBe(tag ? 1 : 0);
      expect(side.links).toEqual(tag ? [f.sides[i]!.entry(tag)] : []);
    });
  }

  describe.each(KINDS)('$base', (kind) => {
    it('creates a link: 201, both counters rise and both records show it', async () => {
      const f = await kind.fixture(t);
      await expectLinked(f, null);
      const res = await t.call('POST', kind.base, f.body);
      expect(res.status).toBe(201);
      expect(res.body[kind.tag]).toBe(f.body[kind.tag]);
      await expectLinked(f, String(f.body[kind.tag]));
    });

    it('refuses a duplicate with 409 exists and leaves the counters alone', async () => {
      const f = await kind.fixture(t);
      await t.call('POST', kind.base, f.body);
      const dup = await t.call('POST', kind.base, { ...f.body, [kind.tag]: kind.tags[1] });
      expect(dup.status).toBe(409);
      expect(dup.body.error).toMatchObject({ code: 'exists', message: 'These records are already linked' });
      await expectLinked(f, String(f.body[kind.tag]));
    });

    it('links once when the same link is posted four times at once', async () => {
      const f = await kind.fixture(t);
      const answers = await Promise.all([1, 2, 3, 4].map(() => t.call('POST', kind.base, f.body)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      for (const r of answers.filter((a) => a.status === 409)) expect(r.body.error.code).toBe('exists');
      await expectLinked(f, String(f.body[kind.tag]));
    });

    it('answers 404 naming the missing record and writes nothing', async () => {
      const f = await kind.fixture(t);
      for (const [field, key, message, messageKey] of kind.missing) {
        const res = await t.call('POST', kind.base, { ...f.body, [field]: key });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({
          code: 'not_found',
          message,
          key: messageKey,
          fields: { [field]: message },
          field_keys: { [field]: messageKey },
        });
      }
      await expectLinked(f, null);
    });

    it('refuses an unknown tag with its message, on create and on update', async () => {
      const f = await kind.fixture(t);
      for (const bad of [kind.bad, '', null, 7]) {
        const res = await t.call('POST', kind.base, { ...f.body, [kind.tag]: bad });
        expect(res.status).toBe(400);
        expect(res.body.error.fields[kind.tag]).toBe(kind.badMessage);
      }
      await expectLinked(f, null);
      await t.call('POST', kind.base, f.body);
      const put = await t.call('PUT', `${kind.base}${f.path}`, { [kind.tag]: kind.bad });
      expect(put.status).toBe(400);
      expect(put.body.error.fields[kind.tag]).toBe(kind.badMessage);
      await expectLinked(f, String(f.body[kind.tag]));
    });

    it('changes the tag with PUT (every allowed value) and keeps the counters', async () => {
      const f = await kind.fixture(t);
      await t.call('POST', kind.base, f.body);
      for (const tag of kind.tags) {
        const res = await t.call('PUT', `${kind.base}${f.path}`, { [kind.tag]: tag });
        expect(res.status, tag).toBe(200);
        expect(res.body[kind.tag]).toBe(tag);
      }
      await expectLinked(f, kind.tags.at(-1)!);
    });

    it('deletes with 204, counters drop; a second delete or update is 404', async () => {
      const f = await kind.fixture(t);
      await t.call('POST', kind.base, f.body);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `${kind.base}${f.path}`,
        headers: { 'api-key': t.config.apiKeys[0]!.key },
      });
      expect(del.statusCode).toBe(204);
      expect(del.body).toBe('');
      await expectLinked(f, null);
      for (const [method, body] of [
        ['DELETE', undefined],
        ['PUT', { [kind.tag]: kind.tags[0] }],
      ] as const) {
        const again = await t.call(method, `${kind.base}${f.path}`, body);
        expect(again.status).toBe(404);
        expect(again.body.error).toEqual({
          code: 'not_found',
          message: 'Could not find link',
          key: 'lookup.link',
        });
      }
      // The pair can be linked again afterwards.
      expect((await t.call('POST', kind.base, f.body)).status).toBe(201);
      await expectLinked(f, String(f.body[kind.tag]));
    });

    it('refuses malformed ids and unknown fields without writing', async () => {
      const f = await kind.fixture(t);
      const badId = await t.call('POST', kind.base, { ...f.body, entity_id: 'not-a-uuid' });
      expect(badId.status).toBe(400);
      expect(badId.body.error.fields.entity_id).toBe('Must be a record id (UUID)');
      const extra = await t.call('POST', kind.base, { ...f.body, created_at: 'x' });
      expect(extra.body.error.fields).toEqual({ created_at: 'Unknown field' });
      const noTag = await t.call('POST', kind.base, { ...f.body, [kind.tag]: undefined });
      expect(noTag.status).toBe(400);
      const badPath = await t.call('DELETE', `${kind.base}/nothing/here`);
      expect(badPath.status).toBe(404);
      expect(badPath.body.error.message).toBe('Could not find link');
      await expectLinked(f, null);
    });
  });

  describe('entity-entity specifics', () => {
    const base = '/api/v1/entities_entities';

    it('refuses the reverse of an existing link and a self link', async () => {
      const [a, b] = [await entity(t), await entity(t)];
      await t.call('POST', base, { entity_id: a.id, entity_id2: b.id, relationship: 'OWNER' });
      const reverse = await t.call('POST', base, {
        entity_id: b.id,
        entity_id2: a.id,
        relationship: 'SPOUSE',
      });
      expect(reverse.status).toBe(409);
      expect(reverse.body.error.code).toBe('exists');
      for (const other of [a.id, a.id.toUpperCase()]) {
        const self = await t.call('POST', base, {
          entity_id: a.id,
          entity_id2: other,
          relationship: 'SPOUSE',
        });
        expect(self.status).toBe(400);
        expect(self.body.error.fields.entity_id2).toBe('A contact cannot be linked to itself');
      }
      expect((await t.call('GET', a.url)).body.n_linked_entities).toBe(1);
    });

    it('creates one link when the same pair is posted at once, either way round', async () => {
      const [a, b] = [await entity(t), await entity(t)];
      const bodies = [a, b, a, b, a, b].map((x) => ({
        entity_id: x.id,
        entity_id2: x === a ? b.id : a.id,
        relationship: 'SPOUSE',
      }));
      const answers = await Promise.all(bodies.map((body) => t.call('POST', base, body)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const x of [a, b]) {
        const seen = (await t.call('GET', x.url)).body;
        expect(seen.n_linked_entities).toBe(1);
        expect(seen.links.entities).toHaveLength(1);
      }
    });

    it('finds a link by its reversed path for PUT and DELETE and keeps its direction', async () => {
      const [owner, owned] = [await entity(t), await entity(t)];
      await t.call('POST', base, { entity_id: owner.id, entity_id2: owned.id, relationship: 'OWNER' });
      const put = await t.call('PUT', `${base}/${owned.id.toUpperCase()}/${owner.id}`, {
        relationship: 'CO-OWNER',
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({
        entity_id: owner.id,
        entity_id2: owned.id,
        relationship: 'CO-OWNER',
        share: null,
      });
      const seen = (await t.call('GET', owner.url)).body.links.entities;
      expect(seen).toEqual([
        { entity_id: owned.id, name: owned.name, relationship: 'CO-OWNER', direction: 'outgoing' },
      ]);
      const other = (await t.call('GET', owned.url)).body.links.entities;
      expect(other).toEqual([
        { entity_id: owner.id, name: owner.name, relationship: 'CO-OWNER', direction: 'incoming' },
      ]);
      expect((await t.call('DELETE', `${base}/${owned.id}/${owner.id}`)).status).toBe(204);
      expect((await t.call('GET', owned.url)).body).toMatchObject({
        n_linked_entities: 0,
        links: { entities: [] },
      });
    });
  });

  describe('a relationship turned round', () => {
    const base = '/api/v1/entities_entities';

    it("is one write: as_named stores the link in the path's order, counters and both sides follow", async () => {
      const [owner, owned] = [await entity(t), await entity(t)];
      await t.call('POST', base, { entity_id: owner.id, entity_id2: owned.id, relationship: 'OWNER' });
      const put = await t.call('PUT', `${base}/${owned.id}/${owner.id}`, {
        relationship: 'OWNER',
        as_named: true,
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({
        entity_id: owned.id,
        entity_id2: owner.id,
        relationship: 'OWNER',
        share: null,
      });
      expect((await t.call('GET', owned.url)).body).toMatchObject({
        n_linked_entities: 1,
        links: { entities: [{ entity_id: owner.id, relationship: 'OWNER', direction: 'outgoing' }] },
      });
      expect((await t.call('GET', owner.url)).body.links.entities).toEqual([
        { entity_id: owned.id, name: owned.name, relationship: 'OWNER', direction: 'incoming' },
      ]);
      // The history of both says what turned, once.
      const history = (await t.call('GET', owner.url.replace('/complete', '/history'))).body.data;
      expect(history[0]).toMatchObject({
        action: 'update',
        changes: {
          entity_id: { old: owner.id, new: owned.id },
          entity_id2: { old: owned.id, new: owner.id },
        },
      });
      // Already in that order: nothing to do, and the same answer.
      const again = await t.call('PUT', `${base}/${owned.id}/${owner.id}`, {
        relationship: 'OWNER',
        as_named: true,
      });
      expect(again.body).toEqual(put.body);
    });

    it('refuses an as_named that is not a boolean', async () => {
      const [a, b] = [await entity(t), await entity(t)];
      await t.call('POST', base, { entity_id: a.id, entity_id2: b.id, relationship: 'SPOUSE' });
      const bad = await t.call('PUT', `${base}/${a.id}/${b.id}`, { relationship: 'SPOUSE', as_named: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.as_named).toBeTruthy();
    });
  });

  it('accepts an upper-case entity uuid and stores the link under the lowercase id', async () => {
    const e = await entity(t);
    await createEmail(t, { email: 'upper@links.test' });
    const res = await t.call('POST', '/api/v1/entities_emails', {
      entity_id: e.id.toUpperCase(),
      email: 'upper@links.test',
      type: 'HOME',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ entity_id: e.id, email: 'upper@links.test', type: 'HOME' });
    expect(
      (await t.call('DELETE', `/api/v1/entities_emails/${e.id.toUpperCase()}/UPPER%40LINKS.TEST`)).status,
    ).toBe(204);
  });
});
