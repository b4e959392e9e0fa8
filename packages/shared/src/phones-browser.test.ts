// The phone rule as a public page runs it in the browser (ADR 0029): only the +1 metadata, so an
// international number written with its + is let through for the server to judge, while North
// American numbers are judged exactly; the portal's loader then brings every country.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

let phones: typeof import('./phones.js');
let loader: typeof import('./phone-metadata-loader.js');
beforeAll(async () => {
  // As in a bundle: no Node module loader, so the module starts with the +1 set it imports.
  vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined);
  vi.resetModules();
  phones = await import('./phones.js');
  loader = await import('./phone-metadata-loader.js');
});
afterAll(() => vi.restoreAllMocks());

it('judges North American numbers and lets a plausible international one through', () => {
  expect(phones.hasAllPhoneMetadata()).toBe(false);
  expect(phones.normalizePhone('(514) 555-0142')).toBe('+15145550142');
  expect(phones.readPhone('555-555-5555')).toEqual({ problem: 'invalid' });
  expect(phones.normalizePhone('+33 1 42 68 53 00')).toBe('+33142685300');
  // Not judged here (the server refuses it: numbers-international.test.ts), but never garbage.
  expect(phones.normalizePhone('+33 1 42 68 5')).toBe('+33142685');
  expect(phones.normalizePhone('+33 1 42')).toBeNull();
  expect(phones.normalizePhone('+33 1 42 68 53 00 Amélie')).toBeNull();
});

it('judges every country once the portal has loaded the metadata', async () => {
  await loader.loadPhoneMetadata();
  expect(phones.hasAllPhoneMetadata()).toBe(true);
  expect(phones.readPhone('+33 1 42 68')).toEqual({ problem: 'country' });
  expect(phones.normalizePhone('+33 1 42 68 53 00')).toBe('+33142685300');
});
