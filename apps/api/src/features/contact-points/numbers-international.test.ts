// International and extension numbers (ADR 0029) through HTTP on both databases: created in any
// spelling and stored E.164 with ";ext=", found by any spelling in every path, linked, searched by
// partial digits (a foreign number by its national digits too), updated and renamed; and a number
// without country code read in the firm's region (PHONE_REGION).
import { setPhoneRegion } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const enc = encodeURIComponent;
const PARIS = '+33142685300';
const LONDON = '+442079460958';
const CHICAGO_EXT = '+13129076249;ext=12';

describe.each(DIALECTS)('international numbers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { demoData: false });
    for (const typed of ['+33 1 42 68 53 00', '+44 20 7946 0958', '(312) 907-6249 ext. 12'])
      expect((await create(typed)).status, typed).toBe(201);
  });
  afterAll(() => t.close());

  const create = (phone_number: unknown) => t.call('POST', '/api/v1/numbers', { phone_number });
  const complete = (n: string) => t.call('GET', `/api/v1/numbers/${enc(n)}/complete`);
  const numbersOf = async (query: string) => {
    const res = await t.call('GET', `/api/v1/numbers/query?phone_number=${enc(query)}`);
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ phone_number: string }>).map((n) => n.phone_number);
  };

  it('stores each in E.164 with its extension; another spelling of it is 409', async () => {
    for (const [typed, stored] of [
      ['+33 (0)1 42 68 53 00', PARIS],
      ['011 44 20 7946 0958', LONDON],
      ['(312) 907-6249 x12', CHICAGO_EXT],
      ['312.907.6249 poste 12', CHICAGO_EXT],
      ['+13129076249;ext=12', CHICAGO_EXT],
    ] as const) {
      const dup = await create(typed);
      expect(dup.status, typed).toBe(409);
      expect((await complete(stored)).body.phone_number).toBe(stored);
    }
    // The main line without the extension is a number of its own.
    expect((await create('(312) 907-6249')).body.phone_number).toBe('+13129076249');
  });

  it('refuses a number its country does not have, with its own message, and writes nothing', async () => {
    const res = await create('+33 1 42 68');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phone_number).toBe('This is not a valid number for its country');
    expect((await create('+44 20 7946 0958 Oliver')).body.error.fields.phone_number).toBe(
      'Enter a valid number',
    );
    expect((await complete('+33142680000')).status).toBe(404);
  });

  it('finds each record by any spelling of its number', async () => {
    for (const [spelling, stored] of [
      [PARIS, PARIS],
      ['+33 1 42 68 53 00', PARIS],
      ['+44 (0)20 7946 0958', LONDON],
      [CHICAGO_EXT, CHICAGO_EXT],
      ['(312) 907-6249 ext. 12', CHICAGO_EXT],
      ['312-907-6249 poste 12', CHICAGO_EXT],
    ] as const) {
      const res = await complete(spelling);
      expect(res.status, spelling).toBe(200);
      expect(res.body.phone_number).toBe(stored);
    }
    expect((await complete('(312) 907-6249 ext. 13')).status).toBe(404);
  });

  it('links, retypes and unlinks them through paths in any spelling', async () => {
    const investor = await createEntity(t, { name: 'Amélie Investisseuse' });
    for (const [phone_number, type] of [
      ['+33 1 42 68 53 00', 'OFFICE'],
      ['(312) 907-6249 #12', 'WORK'],
    ]) {
      const linked = await t.call('POST', '/api/v1/entities_numbers', {
        entity_id: investor.uuid,
        phone_number,
        type,
      });
      expect(linked.status, phone_number).toBe(201);
    }
    const retyped = await t.call(
      'PUT',
      `/api/v1/entities_numbers/${investor.uuid}/${enc('(312) 907-6249 ext. 12')}`,
      { type: 'MOBILE' },
    );
    expect(retyped.status).toBe(200);
    const owner = await t.call('GET', `/api/v1/entities/${investor.uuid}/complete`);
    expect(owner.body.links.numbers).toEqual(
      expect.arrayContaining([
        { phone_number: PARIS, type: 'OFFICE' },
        { phone_number: CHICAGO_EXT, type: 'MOBILE' },
      ]),
    );
    expect((await complete('+33 1 42 68 53 00')).body.links.entities).toEqual([
      { entity_id: investor.uuid, name: 'Amélie Investisseuse', type: 'OFFICE' },
    ]);
    const gone = await t.call(
      'DELETE',
      `/api/v1/entities_numbers/${investor.uuid}/${enc('+33 1 42 68 53 00')}`,
    );
    expect(gone.status).toBe(204);
    expect((await complete(PARIS)).body.n_linked_entities).toBe(0);
  });

  it('searches partial digits: international, national with the trunk 0, and North American', async () => {
    expect(await numbersOf('+33 1 42')).toEqual([PARIS]);
    expect(await numbersOf('0142')).toEqual([PARIS]);
    expect(await numbersOf('01 42 68 53 00')).toEqual([PARIS]);
    expect(await numbersOf('020 7946')).toEqual([LONDON]);
    expect(await numbersOf('+44 20')).toEqual([LONDON]);
    expect(await numbersOf('907-6249')).toEqual(expect.arrayContaining([CHICAGO_EXT]));
    expect(await numbersOf('(312) 907-6249 ext. 12')).toContain(CHICAGO_EXT);
    // The space between the two spellings is never matched across.
    expect(await numbersOf('3000142')).toEqual([]);
  });

  it('updates and renames a foreign number; the new one is found by its digits', async () => {
    expect((await create('+44 20 7946 0000')).status).toBe(201);
    const noted = await t.call('PUT', `/api/v1/numbers/${enc('+44 20 7946 0000')}`, {
      notes: 'London office',
    });
    expect(noted.body).toMatchObject({ phone_number: '+442079460000', notes: 'London office' });
    const renamed = await t.call('PUT', `/api/v1/numbers/${enc('+442079460000')}`, {
      phone_number: '+44 20 7946 0001 ext. 5',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ phone_number: '+442079460001;ext=5', notes: 'London office' });
    expect(await numbersOf('020 7946 0001')).toEqual(['+442079460001;ext=5']);
    expect((await complete('+442079460000')).status).toBe(404);
  });

  it('takes them from create_or_update and the showcase form (with its +)', async () => {
    const lead = await t.call('POST', '/api/v1/entities/create_or_update', {
      name: 'Oliver Investor',
      email: 'oliver@investors.example.co.uk',
      phone_number: '+44 20 7946 0999',
      type: 'Investor',
    });
    expect(lead.status).toBeLessThan(300);
    const contact = await t.call('GET', `/api/v1/entities/${lead.body.uuid}/complete`);
    expect(contact.body.links.numbers).toEqual([expect.objectContaining({ phone_number: '+442079460999' })]);
    // A French investor on the showcase page, with the + the form asks of a number outside +1.
    const access = await visit(t, 'POST', '/api/v1/public/showcases/426sunset/access', {
      type: 'Investor',
      name: 'Camille Investisseuse',
      company: '',
      email: '',
      emailType: 'Work',
      number: '+33 6 12 34 56 78',
      numberType: 'Mobile',
      agree: true,
      website: '',
    });
    expect(access.status).toBe(201);
    const number = await t.call('GET', `/api/v1/numbers/${encodeURIComponent('+33612345678')}/complete`);
    expect(number.status).toBe(200);
    expect(number.body.links.entities).toEqual([expect.objectContaining({ name: 'Camille Investisseuse' })]);
  });

  it('tells the portal its region', async () => {
    expect((await t.call('GET', '/api/v1/numbers/region')).body).toEqual({ region: 'CA' });
  });
});

describe.each(DIALECTS)('PHONE_REGION=FR on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { demoData: false, phoneRegion: 'FR' });
  });
  afterAll(async () => {
    await t.close();
    setPhoneRegion('CA');
  });

  it('reads a number without country code as French, and a North American one by its +1', async () => {
    const paris = await t.call('POST', '/api/v1/numbers', { phone_number: '01 42 68 53 00' });
    expect(paris.body.phone_number).toBe(PARIS);
    expect((await t.call('GET', `/api/v1/numbers/${enc('01 42 68 53 00')}/complete`)).status).toBe(200);
    const chicago = await t.call('POST', '/api/v1/numbers', { phone_number: '+1 312 907 6249' });
    expect(chicago.body.phone_number).toBe('+13129076249');
    expect((await t.call('GET', '/api/v1/numbers/region')).body).toEqual({ region: 'FR' });
  });
});

describe('the PHONE_REGION setting', () => {
  it('is CA when unset, read in any case, and refused at start when no country has that code', () => {
    expect(loadConfig({}).phoneRegion).toBe('CA');
    expect(loadConfig({ PHONE_REGION: ' fr ' }).phoneRegion).toBe('FR');
    expect(() => loadConfig({ PHONE_REGION: 'XX' })).toThrow(/PHONE_REGION must be a country code/);
    expect(() => loadConfig({ PHONE_REGION: 'France' })).toThrow(/PHONE_REGION/);
  });
});
