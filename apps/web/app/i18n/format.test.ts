// One date and time formatter per language (issue 25): the same instant reads the same everywhere.
import { expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, localeOf } from './format';

// Local time, so the run's time zone does not matter; spaces normalised (ICU uses narrow ones).
const when = new Date(2025, 2, 5, 9, 3);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

it('writes one date in English and in French', () => {
  expect(plain(formatDateTime(when, 'en'))).toBe('Mar 5, 2025, 9:03 a.m.');
  expect(plain(formatDateTime(when, 'fr'))).toBe('5 mars 2025, 09 h 03');
  expect(plain(formatDate(when, 'en'))).toBe('Mar 5, 2025');
  expect(plain(formatDate(when, 'fr'))).toBe('5 mars 2025');
  expect(plain(formatTime(when, 'en'))).toBe('9:03 a.m.');
  expect(plain(formatTime(when, 'fr'))).toBe('09 h 03');
});

it('reads ISO text, and falls back to English for an unknown language', () => {
  expect(formatDateTime(when.toISOString(), 'en')).toBe(formatDateTime(when, 'en'));
  expect(plain(formatDate('2025-03-05', 'en'))).toBe('Mar 5, 2025');
  expect(localeOf('de')).toBe('en-CA');
  expect(localeOf('fr')).toBe('fr-CA');
});
