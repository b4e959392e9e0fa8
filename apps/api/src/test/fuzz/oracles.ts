// What the fuzz test checks of each answer beyond its status, and how it reports a failure.
import SQLite from 'better-sqlite3';
import type { FuzzRequest } from './fuzz-requests.js';

/** The request in a line or two: the long strings cut. */
export const describeRequest = ({ takesBody: _, ...r }: FuzzRequest) => {
  const payload =
    r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload;
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} ${JSON.stringify(payload.slice(0, 500))}`;
};

/** Which tables differ between two images of the database, and how many rows each has, for the
 * failure message. */
export function changedTables(before: Buffer, after: Buffer): string {
  // An image of a WAL database opens in memory only once its header says rollback journal.
  const open = (image: Buffer) => new SQLite(Buffer.from(image).fill(1, 18, 20));
  const [a, b] = [open(before), open(after)];
  const tables = a
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const dump = (db: SQLite.Database, table: string) =>
    JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).raw().all());
  const changed = tables.filter((table) => dump(a, table) !== dump(b, table));
  const rows = (db: SQLite.Database, table: string) =>
    db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get();
  const summary = changed.map((table) => `${table} (${rows(a, table)} → ${rows(b, table)} rows)`).join(', ');
  a.close();
  b.close();
  return summary || 'the file, though no table differs';
}

// C0 controls but tab and line breaks, and DEL; halves of UTF-16 surrogate pairs (no UTF-8 form).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udfff]/u;

interface RefusedText {
  path: string;
  kind: 'control' | 'surrogate';
}

/** Every text of a JSON body that each text field must refuse (400), with its path. The honeypot
 * (`website`) is the exception: whatever it holds, the form answers 201 and stores nothing. */
export function refusedTexts(request: FuzzRequest): RefusedText[] {
  if (typeof request.payload !== 'string' || !/json/i.test(request.headers['content-type'] ?? '')) return [];
  let body: unknown;
  try {
    body = JSON.parse(request.payload);
  } catch {
    return [];
  }
  const found: RefusedText[] = [];
  const check = (text: string, path: string) => {
    // Text fields trim, and JS trims vertical tab and form feed: at the ends they are never stored.
    if (CONTROL.test(text.trim())) found.push({ path, kind: 'control' });
    if (LONE_SURROGATE.test(text)) found.push({ path, kind: 'surrogate' });
  };
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') check(value, path);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (path === '' && key === 'website') continue;
      check(key, `${path}.${key}`);
      walk(item, `${path}.${key}`);
    }
  };
  walk(body, '');
  return found;
}
