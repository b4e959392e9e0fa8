// The pipeline's routes end to end through the app, offline (the default: no keys, no network),
// on both databases: suggestions, place ids, validation, the country rule, 'exists!' and 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const COUNTRY_MESSAGE = 'Only addresses in Canada and the USA are accepted';
const MTL = '1250 rue Sainte-Catherine O, app. 4, Montréal QC H3G 1P1';
const enc = encodeURIComponent;

describe.each(DIALECTS)('address pipeline, offline, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('needs a credential like every CRM route', async () => {
    for (const url of [
      `/api/v1/addresses/places/street_address?address=${enc(MTL)}`,
      `/api/v1/addresses/places/street_address/id?address=${enc(MTL)}`,
      `/api/v1/ext/all/validate/${enc(MTL)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('documents the three calls and their answer shapes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const validate = doc.paths['/api/v1/ext/all/validate/{address}'].get;
    const suggest = doc.paths['/api/v1/addresses/places/{place}'].get;
    expect(JSON.stringify(validate.responses[200])).toContain('liq_haversine_distance');
    expect(JSON.stringify(validate.responses[200])).toContain('route_confirmation_level');
    expect(JSON.stringify(suggest.responses[200])).toContain('existing_uuid');
    expect(Object.keys(validate.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(
      doc.paths['/api/v1/addresses/places/{place}/id'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['place', 'address']));
  });

  it('validates a French Québec address into components, all plausible', async () => {
    const res = await t.call('GET', `/api/v1/ext/all/validate/${enc(MTL)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      address: MTL,
      street_number: '1250',
      street_number_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      route: 'Rue Sainte-Catherine Ouest',
      subpremise: '4',
      locality: 'Montréal',
      administrative_area_level_1: 'QC',
      postal_code: 'H3G 1P1',
      country: 'CA',
      country_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      post_box: null,
      post_box_confirmation_level: null,
      place_type: ['subpremise', 'street_address'],
      liq_osm_type: null,
      liq_haversine_distance: null,
      confidence: 0.6,
      point: null,
      providers: { validation: 'offline', map_data: null },
      fallback: false,
      existing_uuid: null,
    });
  });

  it('refuses other countries with 400 and the shared message', async () => {
    for (const url of [
      `/api/v1/ext/all/validate/${enc('10 Downing Street, London, UK')}`,
      `/api/v1/addresses/places/street_address?address=${enc('Av. Reforma 222, Ciudad de México, Mexico')}`,
      `/api/v1/addresses/places/route/id?address=${enc('1 Rue de Rivoli, Paris, France')}`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation', message: COUNTRY_MESSAGE });
    }
    const bad = await t.call('GET', `/api/v1/addresses/places/castle?address=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.place).toBe('Unknown place type');
    expect((await t.call('GET', '/api/v1/addresses/places/route')).status).toBe(400);
    // A NUL in what was typed (found by the fuzzer: it was a 500) is refused like any control.
    for (const url of ['/api/v1/addresses/places/street_address', '/api/v1/addresses/places/route/id']) {
      const nul = await t.call('GET', `${url}?address=a%00b`);
      expect(nul.status, url).toBe(400);
      expect(nul.body.error.field_keys).toEqual({ address: 'val.control' });
    }
  });

  it('suggests the stored twin first (exists!) and confirms what a CONFIRMED twin vouches for', async () => {
    const stored = await t.call('POST', '/api/v1/addresses', {
      address: '77 Maple Street, Suite 300, Springfield, IL 62701',
      street_number: '77',
      street_number_confirmation_level: 'CONFIRMED',
      route: 'Maple Street',
      route_confirmation_level: 'CONFIRMED',
      subpremise: '300',
      locality: 'Springfield',
      locality_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const typed = '77 MAPLE ST STE 300, Springfield IL';
    const s = await t.call('GET', `/api/v1/addresses/places/street_address?address=${enc(typed)}`);
    expect(s.status).toBe(200);
    expect(s.body.provider).toBe('offline');
    expect(s.body.data[0]).toMatchObject({
      description: '77 Maple Street, Suite 300, Springfield, IL 62701',
      main_text: '77 Maple Street',
      existing_uuid: stored.body.uuid,
    });
    // The parse of the same building is not listed again beside its stored twin.
    expect(
      s.body.data.filter((x: { existing_uuid: string }) => x.existing_uuid === stored.body.uuid),
    ).toHaveLength(1);

    const v = await t.call('GET', `/api/v1/ext/all/validate/${enc(typed)}`);
    expect(v.body).toMatchObject({
      existing_uuid: stored.body.uuid,
      street_number_confirmation_level: 'CONFIRMED',
      route_confirmation_level: 'CONFIRMED',
      locality_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      subpremise_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
    });

    const id1 = await t.call('GET', `/api/v1/addresses/places/street_address/id?address=${enc(typed)}`);
    const id2 = await t.call(
      'GET',
      `/api/v1/addresses/places/premise/id?address=${enc('77 Maple St. #300, Springfield, Illinois')}`,
    );
    expect(id1.body).toEqual({
      place_id: expect.stringMatching(/^offline:/),
      provider: 'offline',
      fallback: false,
    });
    expect(id2.body.place_id).toBe(id1.body.place_id);
  });

  it('answers 409 exists.address for the same building and unit typed another way', async () => {
    const first = await t.call('POST', '/api/v1/addresses', {
      address: '4-123 Queen St W, Toronto, ON M5H 2M9',
    });
    expect(first.status).toBe(201);
    for (const address of [
      '123 Queen Street West, Unit 4, Toronto, Ontario M5H2M9',
      '123 QUEEN ST W #4 TORONTO ON',
    ]) {
      const res = await t.call('POST', '/api/v1/addresses', { address });
      expect(res.status, address).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'exists', message: 'This address already exists' });
    }
    const other = await t.call('POST', '/api/v1/addresses', {
      address: '123 Queen St W, Unit 5, Toronto, ON',
    });
    expect(other.status).toBe(201);
  });

  it('keeps partial text: a street being typed is a suggestion, a postal code asks for postal codes', async () => {
    const partial = await t.call('GET', `/api/v1/addresses/places/street_address?address=${enc('88 Birch')}`);
    expect(partial.body.data.at(-1)).toMatchObject({ main_text: '88 Birch', existing_uuid: null });
    const postal = await t.call('GET', `/api/v1/addresses/places/postal_code?address=${enc('H3G 1P1')}`);
    expect(postal.body.data).toEqual([expect.objectContaining({ main_text: 'H3G 1P1, Canada' })]);
    const none = await t.call('GET', `/api/v1/addresses/places/postal_code?address=${enc('88 Birch')}`);
    expect(none.body).toEqual({ data: [], provider: 'offline', fallback: false });
  });
});
