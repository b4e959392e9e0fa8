import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('address pipeline settings', () => {
  it('is offline with Google’s public endpoints, 5 s and 24 h by default', () => {
    expect(loadConfig({}).places).toEqual({
      googleKey: undefined,
      googlePlacesUrl: 'https://places.googleapis.com/v1',
      googleValidationUrl: 'https://addressvalidation.googleapis.com/v1',
      nominatimUrl: undefined,
      nominatimKey: undefined,
      timeoutMs: 5000,
      cacheTtlMs: 86_400_000,
    });
  });

  it('reads keys, base URLs (trailing slash dropped), the time limit and the cache duration', () => {
    const places = loadConfig({
      GOOGLE_MAPS_API_KEY: ' k ',
      GOOGLE_PLACES_URL: 'http://127.0.0.1:9/places/',
      NOMINATIM_URL: 'https://us1.locationiq.com/v1/',
      NOMINATIM_KEY: 'pk.1',
      PLACES_TIMEOUT_MS: '1500',
      PLACES_CACHE_TTL: '7d',
    }).places;
    expect(places).toMatchObject({
      googleKey: 'k',
      googlePlacesUrl: 'http://127.0.0.1:9/places',
      nominatimUrl: 'https://us1.locationiq.com/v1',
      nominatimKey: 'pk.1',
      timeoutMs: 1500,
      cacheTtlMs: 7 * 86_400_000,
    });
  });

  it('refuses a malformed duration or time limit at start', () => {
    expect(() => loadConfig({ PLACES_CACHE_TTL: 'forever' })).toThrow(/PLACES_CACHE_TTL/);
    expect(() => loadConfig({ PLACES_TIMEOUT_MS: '-5' })).toThrow(/PLACES_TIMEOUT_MS/);
  });
});
