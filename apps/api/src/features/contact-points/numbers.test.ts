// /api/v1/numbers through HTTP on both databases: every common format stored as one E.164 number,
// the spec's messages, lookup in any format, updates, digit search and count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, link as linkRecords } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const enc = encodeURIComponent;

describe.each(DIALECTS)('numbers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const create = (phone_number: unknown, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/api/v1/numbers', { phone_number, ...extra });
  const complete = (n: string) => t.call('GET', `/api/v1/numbers/${enc(n)}/complete`);
  const put = (n: string, body: unknown) => t.call('PUT', `/api/v1/numbers/${enc(n)}`, body);
  const count = async () => (await t.call('GET', '/api/v1/numbers/count')).body as number;
  const numbersOf = async (qs: string) => {
    const res = await t.call('GET', `/api/v1/numbers/query?${qs}`);
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ phone_number: string }>).map((n) => n.phone_number);
  };
  async function link(phone_number: string, name = 'Caller Person') {
    const entity = await createEntity(t, { name });
    await linkRecords(t, 'entities_numbers', { entity_id: entity.uuid, phone_number, type: 'MOBILE' });
    return entity.uuid;
  }
  const fieldError = (res: Awaited<ReturnType<TestApp['call']>>, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    return res.body.error.fields[field] as string;
  };

  it('accepts common formats as one E.164 number; the second spelling is 409', async () => {
    const first = await create('(514) 555-0142', { default_type: 'OFFICE' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      phone_number: '+15145550142',
      default_type: 'OFFICE',
      do_not_contact: false,
      status: null,
      n_linked_entities: 0,
    });
    expect(first.body).not.toHaveProperty('digits');
    const before = await count();
    for (const spelling of ['514.555.0142', '+1 514 555 0142', '1-514-555-0142', '5145550142']) {
      const dup = await create(spelling);
      expect(dup.status, spelling).toBe(409);
      expect(dup.body.error).toMatchObject({ code: 'exists', message: 'This phone number already exists' });
    }
    expect(await count()).toBe(before);
  });

  it('stores each accepted format as the same E.164 form', async () => {
    const formats = ['(438) 555-0101', '438.555.0102', '+1 438 555 0103', '1-438-555-0104'];
    const stored = [];
    for (const f of formats) stored.push((await create(f)).body.phone_number);
    expect(stored).toEqual(['+14385550101', '+14385550102', '+14385550103', '+14385550104']);
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const before = await count();
    expect(fieldError(await t.call('POST', '/api/v1/numbers', {}), 'phone_number')).toBe(
      'Phone number is required',
    );
    expect(fieldError(await create(''), 'phone_number')).toBe('Phone number is required');
    expect(fieldError(await create(5145550142), 'phone_number')).toBe('Phone number is required');
    for (const short of ['514-555-014', '555 0142', '(514) 555'])
      expect(fieldError(await create(short), 'phone_number'), short).toBe(
        'Number must be longer then 10 digits',
      );
    for (const bad of [
      '555-555-5555',
      '123-456-7890',
      '514-555-ABCD-0142',
      '514x555x0142',
      '+999 514 555 0142',
    ])
      expect(fieldError(await create(bad), 'phone_number'), bad).toBe('Enter a valid number');
    expect(fieldError(await create('(212) 555-0199', { default_type: 'PAGER' }), 'default_type')).toBe(
      'Type must be one of MOBILE, FAX, HOME, PERSONAL, WORK, OFFICE, OTHER',
    );
    expect(fieldError(await create('(212) 555-0199', { digits: '1' }), 'digits')).toBe('Unknown field');
    expect(await count()).toBe(before);
    expect((await complete('+12125550199')).status).toBe(404);
  });

  it('finds a number by its E.164 form URL-encoded or by its ten digits; unknown is 404', async () => {
    await create('(212) 555-0123');
    for (const key of ['+12125550123', '2125550123', '(212) 555-0123', '212.555.0123']) {
      const res = await complete(key);
      expect(res.status, key).toBe(200);
      expect(res.body).toMatchObject({ phone_number: '+12125550123', links: { entities: [] } });
    }
    for (const missing of ['+12125550124', 'not-a-number', '123']) {
      const miss = await complete(missing);
      expect(miss.status, missing).toBe(404);
      expect(miss.body.error).toEqual({
        code: 'not_found',
        message: 'Could not find number',
        key: 'lookup.number',
      });
    }
  });

  it('shows the linked contacts on complete', async () => {
    await create('(212) 555-0177');
    const entity = await link('212-555-0177', 'Linked Caller');
    const res = await complete('+12125550177');
    expect(res.body.n_linked_entities).toBe(1);
    expect(res.body.links.entities).toEqual([{ entity_id: entity, name: 'Linked Caller', type: 'MOBILE' }]);
  });

  it('changes status, notes, do_not_contact and default_type, with limits', async () => {
    await create('(312) 555-0150');
    const ok = await put('312-555-0150', {
      status: 'disconnected',
      notes: 'after 5pm',
      do_not_contact: true,
      default_type: 'FAX',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'disconnected',
      notes: 'after 5pm',
      do_not_contact: true,
      default_type: 'FAX',
    });
    expect((await complete('+13125550150')).body).toMatchObject({
      status: 'disconnected',
      default_type: 'FAX',
    });
    expect(fieldError(await put('+13125550150', { status: 's'.repeat(16) }), 'status')).toBe(
      'Status cannot be longer than 15 characters',
    );
    expect(fieldError(await put('+13125550150', { notes: 'n'.repeat(501) }), 'notes')).toBe(
      'Notes cannot be longer than 500 characters',
    );
    expect((await put('+13125550150', { default_type: 'PAGER' })).status).toBe(400);
    expect((await complete('+13125550150')).body).toMatchObject({
      status: 'disconnected',
      notes: 'after 5pm',
    });
    const missing = await put('+13125550151', { status: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Could not find number');
  });

  it('renames a number and keeps its links; onto an existing number is 409', async () => {
    await create('(646) 555-0110');
    const entity = await link('+16465550110', 'Renamed Caller');
    const renamed = await put('6465550110', { phone_number: '646.555.0111' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ phone_number: '+16465550111', n_linked_entities: 1 });
    expect((await complete('+16465550110')).status).toBe(404);
    const owner = await t.call('GET', `/api/v1/entities/${entity}/complete`);
    expect(owner.body.links.numbers).toEqual([{ phone_number: '+16465550111', type: 'MOBILE' }]);
    // The new number is found by its digits.
    expect(await numbersOf('phone_number=555-0111')).toContain('+16465550111');
    await create('(646) 555-0112');
    const clash = await put('+16465550111', { phone_number: '(646) 555-0112' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('exists');
    expect((await complete('+16465550111')).body.links.entities).toHaveLength(1);
  });

  it('searches by digits typed in any format', async () => {
    for (const n of ['(415) 555-0142', '(415) 555-0199', '(628) 555-0142']) await create(n);
    const sf = ['+14155550142', '+14155550199'];
    expect(await numbersOf('phone_number=415-555')).toEqual(sf);
    expect(await numbersOf(`phone_number=${enc('(415) 555')}`)).toEqual(sf);
    expect(await numbersOf('phone_number=415.555.0199')).toEqual(['+14155550199']);
    const byLine = await numbersOf('phone_number=5550142');
    expect(byLine).toEqual(expect.arrayContaining(['+14155550142', '+16285550142', '+15145550142']));
    expect(byLine).not.toContain('+14155550199');
    expect(await numbersOf(`phone_number=${enc('+1 628')}`)).toEqual(['+16285550142']);
    expect(await numbersOf('phone_number=abc')).toEqual([]);
    expect(await numbersOf('phone_number=999999999')).toEqual([]);
  });

  it('filters by min_entities, pages, and counts', async () => {
    const nums = ['(718) 555-0101', '(718) 555-0102', '(718) 555-0103'];
    for (const n of nums) await create(n);
    await link('+17185550102');
    await link('+17185550102', 'Second Caller');
    expect(await numbersOf('phone_number=718555&min_entities=1')).toEqual(['+17185550102']);
    expect(await numbersOf('phone_number=718555&min_entities=3')).toEqual([]);
    expect(await numbersOf('phone_number=718555&min_entities=0')).toHaveLength(3);
    expect(await numbersOf('phone_number=718555&limit=2&offset=1')).toEqual(['+17185550102', '+17185550103']);
    const paged = await t.call('GET', '/api/v1/numbers/query?phone_number=718555&offset=2');
    expect(paged.body).toEqual({
      data: [expect.objectContaining({ phone_number: '+17185550103' })],
      offset: 2,
    });
    expect(fieldError(await t.call('GET', '/api/v1/numbers/query?min_entities=-2'), 'min_entities')).toBe(
      'Min contacts cannot be less than 0',
    );
    const before = await count();
    await create('(718) 555-0104');
    expect(await t.call('GET', '/api/v1/numbers/count')).toEqual({ status: 200, body: before + 1 });
  });
});
