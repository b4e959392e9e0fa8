import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isoTime, TIMESTAMPTZ } from './iso-time.js';
import { toIso } from './rows.js';

const viaDate = (text: string) => toIso(pg.types.getTypeParser(TIMESTAMPTZ)(text));

describe('isoTime', () => {
  it('gives the text toIso gives for the Date pg parses', () => {
    const texts = [
      '2019-01-01 00:00:00+00',
      '2026-11-24 18:01:58.771+00',
      '2026-11-24 18:01:58.7+00',
      '2026-11-24 18:01:58.77+00',
      '2026-11-24 18:01:58.999999+00',
      '2026-11-24 18:01:58.000001+00',
      '1999-12-31 23:59:59.291+00',
      // Not the short way: other offsets, early and BC years, infinity.
      '2026-11-24 13:01:58.771-05',
      '2026-11-24 23:31:58.5+05:30',
      '0099-01-01 00:00:00+00',
      '0500-06-15 12:00:00+00',
      '0044-03-15 12:00:00+00 BC',
      'infinity',
      '-infinity',
    ];
    for (let i = 0; i < 2000; i++) {
      const digits = String(Math.floor(Math.random() * 1e6))
        .padStart(6, '0')
        .slice(0, 1 + (i % 6));
      const time = new Date(Date.UTC(1970 + (i % 80), i % 12, 1 + (i % 28), i % 24, i % 60, (7 * i) % 60));
      texts.push(`${time.toISOString().slice(0, 19).replace('T', ' ')}.${digits}+00`);
    }
    for (const text of texts) expect(isoTime(text), text).toBe(viaDate(text));
  });
});
