// A PostgreSQL timestamptz, as text, turned straight into the ISO 8601 text the API writes
// (toIso of the Date pg would make): an export reads two a row, and the Date in between cost 10%
// of a PostgreSQL export. Only the server's usual UTC form takes the short way; any other (another
// time zone, BC, infinity) goes through pg's own parser and toIso, so the text is the same.
import pg from 'pg';
import { toIso } from './rows.js';

export const TIMESTAMPTZ = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ);
const UTC = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d+)?\+00$/;

export function isoTime(text: string): string {
  const m = UTC.exec(text);
  if (!m) return toIso(parseTimestamptz(text));
  // Milliseconds as pg's parser hands them to Date.UTC: 1000 × the fraction, which Date truncates.
  const ms = m[3] ? Math.trunc(1000 * Number.parseFloat(m[3])) : 0;
  return `${m[1]}T${m[2]}.${String(ms).padStart(3, '0')}Z`;
}
