// Issue 15: 10,000 requests a run, generated from the shared zod schemas each route declares and
// mutated (wrong types, odd and huge strings, unknown fields, prototype keys, bodies that are not
// JSON), sent with the api key to every /api/v1 route on SQLite. Never a 5xx, never a 4xx without
// the { error } shape, and a rejected request leaves the database file byte for byte as it was.
// The seed is fixed, so every run sends the same requests; a failure prints the seed and the
// request. FUZZ_SEED=<n> FUZZ_RUNS=<n> replay or widen a run. ADR 0023.
import SQLite from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../app.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../test/factories.js';
import { type FuzzRequest, type Pools, requestArbitrary } from '../test/fuzz/fuzz-requests.js';
import { API_KEY, createTestApp, type TestApp } from '../test/harness.js';
import { visit } from '../test/visitor.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

/** The request in a line or two: the long strings cut. */
const describeRequest = ({ takesBody: _, ...r }: FuzzRequest) => {
  const payload =
    r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload;
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} ${JSON.stringify(payload.slice(0, 500))}`;
};

/** Which tables differ between two images of the database, and how many rows each has, for the
 * failure message. */
function changedTables(before: Buffer, after: Buffer): string {
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
function refusedTexts(request: FuzzRequest): RefusedText[] {
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

/**
 * Accepted today, refused once branch s15-api (issue 15's API findings) is merged: remove each
 * line with its fix. Until then the fuzz test tolerates exactly these, and no other text.
 * - lone surrogates in any text ("Lone UTF-16 surrogates are stored as invalid UTF-8");
 * - control characters in /ext/send and /ext/receive ("/ext/send and /ext/receive accept control
 *   characters");
 * - control characters in an email (`email`, `to_`, `from_`): EMAIL_PATTERN's [^\s@] lets them
 *   through on POST /emails, the links, the public forms and /ext alike (for "one email rule").
 */
function knownUntilS15Api(request: FuzzRequest, refused: RefusedText): boolean {
  if (refused.kind === 'surrogate') return true;
  if (/^\/api\/v1\/ext\/(send|receive)\b/.test(request.url)) return true;
  return /^(\.[\w]+)*\.(email|to_|from_)$/.test(refused.path);
}

describe('fuzzed requests to every /api/v1 route (sqlite)', () => {
  let t: TestApp;
  let routes: RouteSummary[];
  let pools: Pools;
  /** The bytes of the database as SQLite serializes them (its committed pages, WAL included). */
  const bytes = () => t.database.sqlite!.serialize();

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    const entities = await Promise.all(Array.from({ length: 6 }, () => createEntity(t)));
    const addresses = await Promise.all(Array.from({ length: 4 }, () => createAddress(t)));
    const emails = await Promise.all(Array.from({ length: 4 }, () => createEmail(t)));
    const numbers = await Promise.all(Array.from({ length: 4 }, () => createNumber(t)));
    for (const [i, e] of entities.slice(0, 4).entries()) {
      await link(t, 'entities_emails', { entity_id: e.uuid, email: emails[i]!.email, type: 'WORK' });
      await link(t, 'entities_numbers', {
        entity_id: e.uuid,
        phone_number: numbers[i]!.phone_number,
        type: 'MOBILE',
      });
      await link(t, 'addresses_entities', {
        entity_id: e.uuid,
        address_id: addresses[i]!.uuid,
        role: 'OWNER',
      });
    }
    await link(t, 'entities_entities', {
      entity_id: entities[0]!.uuid,
      entity_id2: entities[1]!.uuid,
      relationship: 'OWNER',
    });
    for (const sender of ['Ada Visitor', 'Bob Visitor']) {
      const form = { sender, email: 'visitor@example.com', subject: 'Hello', body: 'A question' };
      expect((await visit(t, 'POST', '/api/v1/public/contact', form)).status).toBe(201);
    }
    const inbox = await t.call('GET', '/api/v1/inbox');
    pools = {
      entities: entities.map((e) => e.uuid),
      addresses: addresses.map((a) => a.uuid),
      emails: emails.map((e) => e.email),
      numbers: numbers.map((n) => n.phone_number),
      inboxItems: inbox.body.data.map((item: { id: number }) => item.id),
    };
  });
  afterAll(() => t?.close());

  it('covers every /api/v1 route, each with its schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    const withoutSchema = routes.filter((r) => !r.schema).map((r) => `${r.method} ${r.url}`);
    expect(withoutSchema).toEqual([]);
  });

  it(`answers ${RUNS} fuzzed requests without a 5xx, and changes nothing on a rejected one`, {
    timeout: 600_000,
  }, async () => {
    let before = bytes();
    let previous = '(none)';
    const tally = { accepted: 0, rejected: 0 };
    const property = fc.asyncProperty(requestArbitrary(routes, pools, API_KEY), async (request) => {
      const { takesBody, ...options } = request;
      const res = await t.app.inject(options);
      const where = describeRequest(request);
      expect(res.statusCode, `${where}\n→ ${res.body.slice(0, 500)}`).toBeLessThan(500);
      // Requests that JSON.parse could have turned into prototype pollution.
      expect(Object.keys(Object.prototype), where).toEqual([]);
      expect(({} as { polluted?: unknown }).polluted, where).toBeUndefined();
      if (res.statusCode >= 400) {
        tally.rejected++;
        const error = res.json().error;
        expect(
          [typeof error?.code, typeof error?.key, typeof error?.message],
          `${where}\n→ ${res.body.slice(0, 300)}`,
        ).toEqual(['string', 'string', 'string']);
        const after = bytes();
        if (!after.equals(before))
          expect.fail(
            `a rejected request (${res.statusCode}) changed ${changedTables(before, after)}: ${where}\n(the request before it: ${previous})`,
          );
        previous = where;
        return;
      }
      tally.accepted++;
      if (takesBody) {
        const wrong = refusedTexts(request).filter((refused) => !knownUntilS15Api(request, refused));
        expect(wrong, `accepted (${res.statusCode}) text it must refuse: ${where}`).toEqual([]);
      }
      if (
        request.method === 'POST' &&
        request.url.split('?')[0] === '/api/v1/imports' &&
        res.statusCode === 202
      ) {
        // The job runs in the background: let it end before the next request is compared.
        const { id } = res.json();
        await t.app.importRunner.settled(id);
        const job = await t.call('GET', `/api/v1/imports/${id}`);
        expect(job.body.status, `import job ended ${job.body.status}: ${where}`).not.toBe('failed');
      }
      before = bytes();
      previous = where;
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    // Generated requests that never get past validation would prove little.
    console.info(`fuzz: ${tally.accepted} accepted, ${tally.rejected} rejected (seed ${SEED})`);
    expect(tally.accepted).toBeGreaterThan(RUNS / 10);
  });
});
