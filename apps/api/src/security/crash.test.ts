// Issue 15: the real server (apps/api/dist/server.js) takes a burst of concurrent writes (creates,
// links, updates) and is killed with SIGKILL in the middle of it, at the KILL_AFTER-th
// acknowledgement, so requests are still in flight. Restarted on the same database, every write
// that was acknowledged (2xx) is there with its values, the database is whole (SQLite's
// integrity_check, foreign keys) and every n_linked_* counter and record total equals a recount.
// ADR 0023.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { buildApi } from '../test/child-process.js';
import { type ServerProcess, startServer } from '../test/crash-server.js';
import { DIALECTS, testDatabase } from '../test/harness.js';

const KEY = 'crash-test-key-0123456789';
const CLIENTS = 8;
const KILL_AFTER = 240;
/** Steps a client would take if nothing stopped it: far more than KILL_AFTER in all. */
const STEPS = 200;

/** What a client saw acknowledged, and what it had sent without an answer yet. */
interface Expected {
  entities: Map<string, { name: string; notes: Set<string | null> }>;
  emails: Set<string>;
  numbers: Set<string>;
  addresses: Map<string, string>;
  /** `kind entity other`, one per acknowledged link. */
  links: Set<string>;
}

/** Sends requests until the server stops answering; KILL_AFTER acknowledgements in, kills it. */
async function burst(server: ServerProcess) {
  const expected: Expected = {
    entities: new Map(),
    emails: new Set(),
    numbers: new Set(),
    addresses: new Map(),
    links: new Set(),
  };
  let acknowledged = 0;
  let unanswered = 0;
  const send = async (method: string, path: string, body: unknown) => {
    let res: Response;
    let answer: unknown;
    try {
      res = await fetch(`${server.base}/api/v1${path}`, {
        method,
        headers: { 'api-key': KEY, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      answer = await res.json();
    } catch {
      unanswered++;
      return undefined; // the kill: no whole answer, the write may or may not be there
    }
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    if (++acknowledged === KILL_AFTER) server.child.kill('SIGKILL');
    return answer as Record<string, string>;
  };

  // One contact and one address every client links to: their counters move concurrently.
  const hub = (await send('POST', '/entities', { name: 'Crash Hub' }))!;
  const site = (await send('POST', '/addresses', { address: '1 Crash Square, Montréal, QC' }))!;
  expected.entities.set(hub.uuid!, { name: 'Crash Hub', notes: new Set([null]) });
  expected.addresses.set(site.uuid!, '1 Crash Square, Montréal, QC');

  const client = async (c: number) => {
    for (let k = 0; k < STEPS; k++) {
      const name = `Crash Contact ${c}-${k}`;
      const entity = await send('POST', '/entities', { name, notes: 'first' });
      if (!entity) return;
      const id = entity.uuid!;
      const record = { name, notes: new Set<string | null>(['first']) };
      expected.entities.set(id, record);
      const linked = async (kind: string, body: Record<string, string>, other: string) => {
        const ok = await send('POST', `/${kind}`, body);
        if (ok) expected.links.add(`${kind} ${id} ${other}`);
        return ok;
      };

      const email = `crash-${c}-${k}@crash.test`;
      if (!(await send('POST', '/emails', { email }))) return;
      expected.emails.add(email);
      if (!(await linked('entities_emails', { entity_id: id, email, type: 'WORK' }, email))) return;

      const number = `+1514399${String(2000 + c * STEPS + k).padStart(4, '0')}`;
      if (!(await send('POST', '/numbers', { phone_number: number }))) return;
      expected.numbers.add(number);
      if (
        !(await linked('entities_numbers', { entity_id: id, phone_number: number, type: 'MOBILE' }, number))
      )
        return;

      // The update may land without its answer: either value may be stored then.
      record.notes.add('second');
      const updated = await send('PUT', `/entities/${id}`, { notes: 'second' });
      if (!updated) return;
      record.notes = new Set(['second']);

      if (
        !(await linked(
          'entities_entities',
          { entity_id: hub.uuid!, entity_id2: id, relationship: 'OWNER' },
          hub.uuid!,
        ))
      )
        return;
      if (
        !(await linked(
          'addresses_entities',
          { address_id: site.uuid!, entity_id: id, role: 'OFFICE' },
          site.uuid!,
        ))
      )
        return;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { expected, acknowledged, unanswered };
}

/** Each counter next to a recount, and each record total next to a count: rows that disagree. */
const DRIFT = {
  entity_emails: `SELECT count(*) AS n FROM entities e WHERE n_linked_emails <> (SELECT count(*) FROM entities_emails l WHERE l.entity_id = e.uuid)`,
  entity_numbers: `SELECT count(*) AS n FROM entities e WHERE n_linked_numbers <> (SELECT count(*) FROM entities_numbers l WHERE l.entity_id = e.uuid)`,
  entity_addresses: `SELECT count(*) AS n FROM entities e WHERE n_linked_addresses <> (SELECT count(*) FROM addresses_entities l WHERE l.entity_id = e.uuid)`,
  entity_entities: `SELECT count(*) AS n FROM entities e WHERE n_linked_entities <> (SELECT count(*) FROM entities_entities l WHERE l.entity_id = e.uuid OR l.entity_id2 = e.uuid)`,
  address_entities: `SELECT count(*) AS n FROM addresses a WHERE n_linked_entities <> (SELECT count(*) FROM addresses_entities l WHERE l.address_id = a.uuid)`,
  email_entities: `SELECT count(*) AS n FROM emails r WHERE n_linked_entities <> (SELECT count(*) FROM entities_emails l WHERE l.email = r.email)`,
  number_entities: `SELECT count(*) AS n FROM phone_numbers r WHERE n_linked_entities <> (SELECT count(*) FROM entities_numbers l WHERE l.phone_number = r.phone_number)`,
  // A kind this list does not name counts as drift (-1), so a new counted table is added here.
  totals: `SELECT count(*) AS n FROM record_counts c WHERE n <> CASE kind
    WHEN 'entities' THEN (SELECT count(*) FROM entities) WHEN 'addresses' THEN (SELECT count(*) FROM addresses)
    WHEN 'emails' THEN (SELECT count(*) FROM emails) WHEN 'phone_numbers' THEN (SELECT count(*) FROM phone_numbers)
    WHEN 'activities' THEN (SELECT count(*) FROM activities) WHEN 'tasks' THEN (SELECT count(*) FROM tasks)
    WHEN 'requirements' THEN (SELECT count(*) FROM requirements) WHEN 'comps' THEN (SELECT count(*) FROM comps)
    WHEN 'leases' THEN (SELECT count(*) FROM leases) WHEN 'deals' THEN (SELECT count(*) FROM deals)
    WHEN 'listings' THEN (SELECT count(*) FROM listings)
    ELSE -1 END`,
  // The audit row is written in the write's transaction: no record without its creation entry.
  unaudited: `SELECT count(*) AS n FROM entities e WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.record_id = CAST(e.uuid AS TEXT) AND a.action = 'create')`,
};

describe.each(DIALECTS)('kill -9 during a burst of writes (%s)', (dialect) => {
  beforeAll(() => buildApi(), 120_000);

  it('keeps every acknowledged write, whole, with counters equal to a recount', {
    timeout: 180_000,
  }, async () => {
    const target = await testDatabase(dialect);
    await target.database.close(); // the server opens it
    try {
      const first = await startServer(target.url, KEY);
      // A failing client must not leave the server running.
      const { expected, acknowledged, unanswered } = await burst(first).finally(() =>
        first.child.kill('SIGKILL'),
      );
      await first.stop();
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
      // Every client was cut off mid-way: the kill landed in the burst, not after it.
      expect(unanswered).toBeGreaterThanOrEqual(CLIENTS);

      const second = await startServer(target.url, KEY);
      try {
        const get = async (path: string) => {
          const res = await fetch(`${second.base}/api/v1${path}`, { headers: { 'api-key': KEY } });
          expect(res.status, path).toBe(200);
          return res.json();
        };
        for (const [id, { name, notes }] of expected.entities) {
          const entity = await get(`/entities/${id}/complete`);
          expect(entity.name).toBe(name);
          expect([...notes], `notes of ${name}`).toContain(entity.notes);
          const links = new Set<string>([
            ...entity.links.emails.map((l: { email: string }) => `entities_emails ${id} ${l.email}`),
            ...entity.links.numbers.map(
              (l: { phone_number: string }) => `entities_numbers ${id} ${l.phone_number}`,
            ),
            ...entity.links.entities.map(
              (l: { entity_id: string }) => `entities_entities ${id} ${l.entity_id}`,
            ),
            ...entity.links.addresses.map(
              (l: { address_id: string }) => `addresses_entities ${id} ${l.address_id}`,
            ),
          ]);
          const missing = [...expected.links].filter((l) => l.split(' ')[1] === id && !links.has(l));
          expect(missing, `acknowledged links of ${name}`).toEqual([]);
        }
        for (const [id, address] of expected.addresses)
          expect((await get(`/addresses/${id}/complete`)).address).toBe(address);
        for (const email of expected.emails) await get(`/emails/${encodeURIComponent(email)}/complete`);
        for (const number of expected.numbers) await get(`/numbers/${encodeURIComponent(number)}/complete`);
      } finally {
        await second.stop();
      }

      const database = openDatabase(target.url);
      try {
        if (dialect === 'sqlite') {
          const file = target.url.slice('sqlite:'.length);
          const raw = new SQLite(file, { readonly: true });
          expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(raw.pragma('foreign_key_check')).toEqual([]);
          raw.close();
        }
        const drift: Record<string, number> = {};
        for (const [name, query] of Object.entries(DRIFT)) {
          const { rows } = await sql.raw<{ n: number | string }>(query).execute(database.db);
          drift[name] = Number(rows[0]!.n);
        }
        expect(drift).toEqual(Object.fromEntries(Object.keys(DRIFT).map((name) => [name, 0])));
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
    }
  });
});
