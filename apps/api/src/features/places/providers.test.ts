// Google and Nominatim adapters through the real routes, against local servers answering the
// documented shapes: mapping, caching, retry, timeout, quota and the offline fallback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import {
  type FakeProviders,
  nominatimAnswer,
  startFakeProviders,
  validationAnswer,
} from './fake-providers.js';

const TEXT = '1250 rue Sainte-Catherine O, app. 4, Montréal QC H3G 1P1';
const VALIDATE = `/api/v1/ext/all/validate/${encodeURIComponent(TEXT)}`;
const SUGGEST = `/api/v1/addresses/places/street_address?address=${encodeURIComponent(TEXT)}`;
const PLACE_ID = `/api/v1/addresses/places/street_address/id?address=${encodeURIComponent(TEXT)}`;

describe.each(DIALECTS)('Google and Nominatim providers on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeProviders;
  beforeAll(async () => {
    fake = await startFakeProviders();
    t = await createTestApp(dialect, {
      places: {
        googleKey: 'google-test-key',
        googlePlacesUrl: `${fake.base}/places/v1`,
        googleValidationUrl: `${fake.base}/validation/v1`,
        nominatimUrl: `${fake.base}/nominatim`,
        nominatimKey: 'liq-test-key',
        // Generous for a local server on a loaded machine; the timeout case shortens it.
        timeoutMs: 3000,
        cacheTtlMs: 60_000,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.mode = { autocomplete: 'ok', validation: 'ok', nominatim: 'ok' };
    fake.answers = {};
    t.config.places.timeoutMs = 3000;
    await t.database.db.deleteFrom('place_cache').execute();
  });

  it('maps Address Validation and Nominatim onto the verified address', async () => {
    const res = await t.call('GET', VALIDATE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      address: '1250 Rue Sainte-Catherine O #4, Montréal, QC H3G 1P1, Canada',
      street_number: '1250',
      street_number_confirmation_level: 'CONFIRMED',
      route: 'Rue Sainte-Catherine Ouest',
      subpremise: '4',
      subpremise_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      sublocality_level_1: 'Ville-Marie',
      sublocality_level_1_confirmation_level: 'UNCONFIRMED_AND_SUSPICIOUS',
      administrative_area_level_1: 'QC',
      country: 'CA',
      post_box: null,
      place_type: ['premise', 'street_address'],
      liq_osm_type: 'way',
      liq_class: 'building',
      liq_type: 'commercial',
      liq_importance: 0.4213,
      liq_haversine_distance: 1.001,
      // Six CONFIRMED, one plausible (0.6), one suspicious (0.2), complete: 6.8 / 8.
      confidence: 0.85,
      point: { lat: 45.4978, lng: -73.5752 },
      providers: { validation: 'google', map_data: 'nominatim' },
      fallback: false,
    });
    const [validation] = fake.requests.filter((r) => r.service === 'validation');
    expect(validation!.url).toBe('/validation/v1:validateAddress?key=google-test-key');
    expect(validation!.body).toEqual({ address: { addressLines: [TEXT], regionCode: 'CA' } });
    const [search] = fake.requests.filter((r) => r.service === 'nominatim');
    const params = new URL(search!.url, fake.base).searchParams;
    expect(new URL(search!.url, fake.base).pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(params)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      q: TEXT,
      key: 'liq-test-key',
    });
    expect(search!.headers['user-agent']).toMatch(/crm/);
  });

  it('answers a repeated lookup from the cache without calling out again', async () => {
    const first = await t.call('GET', VALIDATE);
    const second = await t.call('GET', `/api/v1/ext/all/validate/${encodeURIComponent(TEXT.toUpperCase())}`);
    expect(second.body).toEqual({ ...first.body, address: first.body.address });
    expect([fake.count('validation'), fake.count('nominatim')]).toEqual([1, 1]);
    await t.call('GET', SUGGEST);
    await t.call('GET', SUGGEST);
    await t.call('GET', PLACE_ID);
    expect(fake.count('autocomplete')).toBe(1);
  });

  it('retries a 5xx once and then succeeds', async () => {
    fake.mode.validation = 'fail-once';
    const res = await t.call('GET', VALIDATE);
    expect(res.body).toMatchObject({ providers: { validation: 'google' }, fallback: false });
    expect(fake.count('validation')).toBe(2);
  });

  it('falls back to the offline parse after a second 5xx, keeping the typed text', async () => {
    fake.mode.validation = 'fail';
    const res = await t.call('GET', VALIDATE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      address: TEXT,
      route: 'Rue Sainte-Catherine Ouest',
      route_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      providers: { validation: 'offline', map_data: 'nominatim' },
      liq_class: 'building',
      // No validation geocode: no distance, the map-data point stands in.
      liq_haversine_distance: null,
      point: { lat: 45.5068, lng: -73.5752 },
      fallback: true,
    });
    expect(fake.count('validation')).toBe(2);
    // A failure is not cached: the next lookup tries Google again.
    fake.mode.validation = 'ok';
    expect((await t.call('GET', VALIDATE)).body.providers.validation).toBe('google');
  });

  it('does not retry a 429 quota answer or a 400', async () => {
    fake.mode.validation = 'quota';
    fake.mode.autocomplete = 'quota';
    const v = await t.call('GET', VALIDATE);
    expect(v.body).toMatchObject({ providers: { validation: 'offline' }, fallback: true, subpremise: '4' });
    const s = await t.call('GET', SUGGEST);
    expect(s.body).toMatchObject({ provider: 'offline', fallback: true });
    expect(s.body.data.at(-1)).toMatchObject({ main_text: '1250 Rue Sainte-Catherine Ouest app. 4' });
    expect([fake.count('validation'), fake.count('autocomplete')]).toEqual([1, 1]);
    fake.mode.nominatim = 'bad-request';
    await t.database.db.deleteFrom('place_cache').execute();
    const n = await t.call('GET', VALIDATE);
    expect(n.body).toMatchObject({ providers: { validation: 'offline', map_data: null }, liq_class: null });
    expect(fake.count('nominatim')).toBe(2);
  });

  it('gives up on a provider that does not answer in time, twice', async () => {
    fake.mode.validation = 'hang';
    fake.mode.nominatim = 'hang';
    // A short limit so this takes a fraction of a second, not 4 × 5 s.
    t.config.places.timeoutMs = 250;
    const res = await t.call('GET', VALIDATE);
    expect(res.body).toMatchObject({
      providers: { validation: 'offline', map_data: null },
      fallback: true,
      street_number: '1250',
    });
    expect([fake.count('validation'), fake.count('nominatim')]).toEqual([2, 2]);
  });

  it('suggests with Places Autocomplete (New) and gives its best place id', async () => {
    const res = await t.call('GET', SUGGEST);
    expect(res.body).toEqual({
      provider: 'google',
      fallback: false,
      data: [
        {
          description: '1250 Rue Sainte-Catherine O, Montréal, QC H3G 1P1, Canada',
          place_id: 'ChIJ-mtl-1250',
          main_text: '1250 Rue Sainte-Catherine O',
          secondary_text: 'Montréal, QC H3G 1P1, Canada',
          existing_uuid: null,
        },
        expect.objectContaining({ place_id: 'ChIJ-mtl-1250b' }),
      ],
    });
    const [call] = fake.requests;
    expect(call!.url).toBe('/places/v1/places:autocomplete');
    expect(call!.headers['x-goog-api-key']).toBe('google-test-key');
    expect(call!.body).toEqual({
      input: TEXT,
      includedRegionCodes: ['us', 'ca'],
      includedPrimaryTypes: ['street_address'],
    });
    expect((await t.call('GET', PLACE_ID)).body).toEqual({
      place_id: 'ChIJ-mtl-1250',
      provider: 'google',
      fallback: false,
    });
  });

  it('refuses an address Google places outside Canada and the USA', async () => {
    fake.answers.validation = validationAnswer('MX');
    const res = await t.call(
      'GET',
      `/api/v1/ext/all/validate/${encodeURIComponent('Paseo de la Reforma 222')}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Only addresses in Canada and the USA are accepted');
  });

  it('reads LocationIQ’s `class` as well as Nominatim’s `category`', async () => {
    fake.answers.nominatim = nominatimAnswer(true);
    const res = await t.call('GET', VALIDATE);
    expect(res.body).toMatchObject({ liq_class: 'building', liq_osm_type: 'way', liq_importance: 0.4213 });
  });
});
