// Issue 15: 10,000 requests a run on SQLite (3,000 on PostgreSQL), generated from the shared zod
// schemas each route declares and mutated (wrong types, odd and huge strings, unknown fields,
// prototype keys, bodies that are not JSON), sent with the api key to every /api/v1 route. Never a
// 5xx, never a 4xx without the { error } shape, no control character or lone surrogate accepted,
// and on SQLite a rejected request leaves the database byte for byte as it was. The seed is fixed,
// so every run sends the same requests; a failure prints the seed and the request.
// FUZZ_SEED=<n> FUZZ_RUNS=<n> replay or widen a run. ADR 0023.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../app.js';
import { clientAccount, clientEmail } from '../test/clients.js';
import { createEntity } from '../test/factories.js';
import { type Pools, requestArbitrary } from '../test/fuzz/fuzz-requests.js';
import { changedTables, describeRequest, refusedTexts } from '../test/fuzz/oracles.js';
import { createPools } from '../test/fuzz/pools.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
// PostgreSQL has no cheap image of a schema to compare (the byte-for-byte check is SQLite's), and
// each request costs more there: fewer runs, for its own failure modes (NUL, UTF-8, ranges).
const RUNS = { sqlite: 10_000, postgres: 3_000 };
/** The client routes (issue 29) are few, and take a client's cookie: a short run of their own. */
const CLIENT_RUNS = { sqlite: 400, postgres: 200 };

describe.each(DIALECTS)('fuzzed requests to every /api/v1 route (%s)', (dialect) => {
  const runs = Number(process.env.FUZZ_RUNS ?? RUNS[dialect]);
  let t: TestApp;
  let routes: RouteSummary[];
  let pools: Pools;
  /** The bytes of the database as SQLite serializes them (its committed pages, WAL included). */
  const image = () => t.database.sqlite?.serialize();
  const compared = dialect === 'sqlite';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    pools = await createPools(t);
    // The byte-for-byte check must not vanish with the image (a changed handle, a driver without
    // serialize): on SQLite there is always one to compare.
    if (compared) expect(Buffer.isBuffer(image()), 'SQLite serializes the database').toBe(true);
  });
  afterAll(() => t?.close());

  it('covers every /api/v1 route, each with its schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    const withoutSchema = routes.filter((r) => !r.schema).map((r) => `${r.method} ${r.url}`);
    expect(withoutSchema).toEqual([]);
  });

  it(`answers ${runs} fuzzed requests without a 5xx${compared ? ', and changes nothing on a rejected one' : ''}`, {
    timeout: 600_000,
  }, async () => {
    let before = image();
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
        const after = image();
        if (compared && !(before && after?.equals(before)))
          expect.fail(
            `a rejected request (${res.statusCode}) changed ${before && after ? changedTables(before, after) : 'the database (no image to compare)'}: ${where}\n(the request before it: ${previous})`,
          );
        previous = where;
        return;
      }
      tally.accepted++;
      if (takesBody) {
        const wrong = refusedTexts(request);
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
      before = image();
      previous = where;
    });
    await fc.assert(property, { seed: SEED, numRuns: runs, endOnFailure: true });
    // Generated requests that never get past validation would prove little.
    console.info(`fuzz (${dialect}): ${tally.accepted} accepted, ${tally.rejected} rejected (seed ${SEED})`);
    expect(tally.accepted).toBeGreaterThan(runs / 10);
  });

  it('answers fuzzed requests to the client routes, with a client’s cookie, without a 5xx', {
    timeout: 300_000,
  }, async () => {
    const clientRuns = Number(process.env.FUZZ_RUNS ?? CLIENT_RUNS[dialect]);
    const clientRoutes = routes.filter((r) => r.client);
    expect(clientRoutes.length).toBeGreaterThan(0);
    const person = await createEntity(t, { name: 'Fuzzed Client', is_person: true });
    // Signed in just now: its session's activity stamp (once a minute) falls outside the run.
    const client = await clientAccount(t, clientEmail('fuzz'), person.uuid);
    let before = image();
    const tally = { accepted: 0, rejected: 0 };
    const property = fc.asyncProperty(
      requestArbitrary(clientRoutes, pools, { cookie: client.cookie }),
      async (request) => {
        const { takesBody: _, ...options } = request;
        const res = await t.app.inject(options);
        const where = describeRequest(request);
        expect(res.statusCode, `${where}\n→ ${res.body.slice(0, 500)}`).toBeLessThan(500);
        // Never a refusal of the credential: the fuzzed parts are the route's own.
        expect(res.statusCode, where).not.toBe(401);
        if (res.statusCode === 403) expect(res.json().error?.key, where).not.toBe('client.err.pending');
        if (res.statusCode >= 400) {
          tally.rejected++;
          const error = res.json().error;
          expect([typeof error?.code, typeof error?.key], `${where}\n→ ${res.body.slice(0, 300)}`).toEqual([
            'string',
            'string',
          ]);
          const after = image();
          if (compared && !(before && after?.equals(before)))
            expect.fail(
              `a rejected client request (${res.statusCode}) changed ${before && after ? changedTables(before, after) : 'the database'}: ${where}`,
            );
          return;
        }
        tally.accepted++;
        before = image();
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: clientRuns, endOnFailure: true });
    console.info(`fuzz client (${dialect}): ${tally.accepted} accepted, ${tally.rejected} rejected`);
    expect(tally.accepted).toBeGreaterThan(0);
  });
});
