// `npm run bench:load [-- --database URL --size N --duration S --connections C]` (issue 15): the
// production server (apps/api/dist/server.js) on a seeded database, C connections (64) for S
// seconds (60) of mixed reads and writes, then a reconciliation read straight from the database:
// every write the server acknowledged (2xx) is there with its values, and the counters agree with
// a recount. req/s, latency percentiles and error counts go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, parseDatabaseUrl } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { countEntities } from '../features/entities/count-entities.js';
import { summarize } from './bench-report.js';
import { startScratchServer } from './scratch-server.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const url = flags.get('database') ?? 'sqlite:./data/bench-load.db';
const size = Number((flags.get('size') ?? '100000').replace(/_/g, ''));
const seconds = Number(flags.get('duration') ?? 60);
const connections = Number(flags.get('connections') ?? 64);
const DIST = fileURLToPath(new URL('..', import.meta.url));
const DOC = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));

async function run(args: string[]): Promise<void> {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`node ${args.join(' ')} failed (${code})`);
}

/** Seeds the database unless it already holds `size` contacts. */
async function ensureData(): Promise<void> {
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.schema);
  const stored = await countEntities(database);
  await database.close();
  if (stored >= size) return;
  await run([`${DIST}cli/seed.js`, '--entities', String(size), '--database', url, '--reset']);
}

/** The production entry point, as `npm start` runs it (its own process and event loop). */
const startServer = (key: string) => startScratchServer(key, { DATABASE_URL: url, API_KEYS: `load:${key}` });

const NAMES = ['smith', 'garcia', 'lee', 'martin', 'brown', 'nguyen', 'wilson', 'lopez'];
const CITIES = ['los angeles', 'san diego', 'houston', 'phoenix', 'chicago'];

/** What the server acknowledged, by contact: its name, its linked emails, the notes it was sent. */
interface Ledger {
  created: Map<string, string>;
  emails: Array<{ entity: string; email: string }>;
  /** Notes sent to each contact in order, and how many of them were acknowledged. */
  notes: Map<string, { sent: string[]; acked: number }>;
  latencies: number[];
  statuses: Map<string, number>;
}

interface Answer {
  status: number;
  body: string;
}

/** One request on the shared keep-alive agent; a socket error is status 0. */
function call(
  base: string,
  key: string,
  agent: Agent,
  ledger: Ledger,
  method: string,
  path: string,
  body?: unknown,
) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(`${base}${path}`, {
      method,
      agent,
      headers: {
        'api-key': key,
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {}),
      },
    });
    const done = (status: number, text: string) => {
      ledger.latencies.push(performance.now() - started);
      const label = status === 0 ? 'socket error' : String(status);
      ledger.statuses.set(label, (ledger.statuses.get(label) ?? 0) + 1);
      resolve({ status, body: text });
    };
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      response.on('error', () => done(0, ''));
    });
    request.on('error', () => done(0, ''));
    request.end(payload);
  });
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/** One connection's loop until `until`: search contacts, create one, read it, create an email and
 * link it, edit the contact's notes, search addresses. Each step waits for the previous answer. */
async function connection(
  send: (m: string, p: string, b?: unknown) => Promise<Answer>,
  ledger: Ledger,
  run: string,
  until: number,
) {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const unique = () => randomBytes(6).toString('hex');
  while (performance.now() < until) {
    await send('GET', `/api/v1/entities/query?name=${pick(NAMES)}`);
    const name = `Load ${run} ${unique()}`;
    const created = await send('POST', '/api/v1/entities', { name });
    if (!ok(created)) continue;
    const id = (JSON.parse(created.body) as { uuid: string }).uuid;
    ledger.created.set(id, name);
    await send('GET', `/api/v1/entities/${id}/complete`);
    const email = `load-${run}-${unique()}@bench.test`;
    if (ok(await send('POST', '/api/v1/emails', { email, default_type: 'WORK' })))
      if (ok(await send('POST', '/api/v1/entities_emails', { entity_id: id, email, type: 'WORK' })))
        ledger.emails.push({ entity: id, email });
    const note = `note ${unique()}`;
    const entry = { sent: [note], acked: 0 };
    ledger.notes.set(id, entry);
    if (ok(await send('PUT', `/api/v1/entities/${id}`, { notes: note }))) entry.acked = 1;
    await send('GET', `/api/v1/addresses/query?city=${pick(CITIES)}`);
  }
}

interface Reconciliation {
  acknowledged: number;
  missing: string[];
}

/** Reads the database directly: every acknowledged write present, counters equal to a recount. */
async function reconcile(ledger: Ledger): Promise<Reconciliation> {
  const database = openDatabase(url);
  const missing: string[] = [];
  try {
    const ids = [...ledger.created.keys()];
    const stored = new Map<string, { name: string; notes: string | null; n_linked_emails: number }>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await database.db
        .selectFrom('entities')
        .select(['uuid', 'name', 'notes', 'n_linked_emails'])
        .where('uuid', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of rows)
        stored.set(String(row.uuid), { ...row, n_linked_emails: Number(row.n_linked_emails) });
    }
    for (const [id, name] of ledger.created) {
      const row = stored.get(id);
      if (!row) missing.push(`contact ${id} (${name})`);
      else if (row.name !== name) missing.push(`contact ${id}: name ${row.name} instead of ${name}`);
    }
    // A note sent after the last acknowledged one may or may not have landed; none before it may win.
    for (const [id, { sent, acked }] of ledger.notes) {
      if (acked === 0) continue;
      const notes = stored.get(id)?.notes;
      if (!sent.slice(acked - 1).includes(notes ?? '')) missing.push(`contact ${id}: notes ${notes}`);
    }
    const byEntity = new Map<string, number>();
    for (let i = 0; i < ledger.emails.length; i += 500) {
      const chunk = ledger.emails.slice(i, i + 500);
      const rows = await database.db
        .selectFrom('entities_emails')
        .select(['entity_id', 'email'])
        .where(
          'email',
          'in',
          chunk.map((l) => l.email),
        )
        .execute();
      const found = new Set(rows.map((r) => `${r.entity_id} ${r.email}`));
      for (const l of chunk)
        if (!found.has(`${l.entity} ${l.email}`)) missing.push(`link ${l.entity} → ${l.email}`);
    }
    for (const l of ledger.emails) byEntity.set(l.entity, (byEntity.get(l.entity) ?? 0) + 1);
    for (const [id, n] of byEntity) {
      const counted = stored.get(id)?.n_linked_emails;
      if (counted !== n) missing.push(`contact ${id}: n_linked_emails ${counted}, ${n} links acknowledged`);
    }
    const { rows } = await sql<{ n: number; counted: number }>`SELECT
      (SELECT n FROM record_counts WHERE kind = 'entities') AS n,
      (SELECT count(*) FROM entities) AS counted`.execute(database.db);
    if (Number(rows[0]!.n) !== Number(rows[0]!.counted))
      missing.push(`record_counts.entities ${rows[0]!.n}, ${rows[0]!.counted} rows`);
  } finally {
    await database.close();
  }
  let notes = 0;
  for (const { acked } of ledger.notes.values()) notes += acked;
  return { acknowledged: ledger.created.size + ledger.emails.length + notes, missing };
}

function writeSection(text: string): void {
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const dialect = parseDatabaseUrl(url).dialect;
  const [open, close] = [`<!-- bench:load:${dialect} -->`, `<!-- /bench:load:${dialect} -->`];
  const block = `${open}\n${text}\n${close}`;
  const at = doc.indexOf(open);
  const next =
    at < 0
      ? `${doc.trimEnd()}\n\n${block}\n`
      : doc.slice(0, at) + block + doc.slice(doc.indexOf(close) + close.length);
  writeFileSync(DOC, next);
}

const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

async function main(): Promise<void> {
  await ensureData();
  const key = randomBytes(24).toString('hex');
  const { base, child } = await startServer(key);
  const ledger: Ledger = {
    created: new Map(),
    emails: [],
    notes: new Map(),
    latencies: [],
    statuses: new Map(),
  };
  const runId = Date.now().toString(36);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: string, path: string, body?: unknown) =>
    call(base, key, agent, ledger, method, path, body);
  const started = performance.now();
  try {
    const until = started + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, () => connection(send, ledger, runId, until)));
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const elapsed = (performance.now() - started) / 1000;
  let errors = 0;
  for (const [status, n] of ledger.statuses) if (!status.startsWith('2')) errors += n;
  const measure = summarize(ledger.latencies, elapsed, errors);
  const check = await reconcile(ledger);
  const statuses = [...ledger.statuses]
    .sort()
    .map(([s, n]) => `${s}: ${n.toLocaleString('en-US')}`)
    .join(', ');
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const text = [
    `## Load: ${connections} connections, ${seconds} s of mixed reads and writes (${parseDatabaseUrl(url).dialect})`,
    '',
    `- Run: ${new Date().toISOString()}, \`npm run bench:load -- --database ${url.replace(/\/\/[^@]*@/, '//…@')}\`, ${elapsed.toFixed(0)} s; machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average at the end ${load}`,
    `- Data: ${size.toLocaleString('en-US')} contacts seeded before the run; the production server (\`apps/api/dist/server.js\`, one process)`,
    '- Each connection cycles: search contacts by name · create a contact · read it complete · link a new email to it · edit its notes · search addresses by city',
    '- Target (issue 15): every acknowledged write is in the database afterwards; no errors',
    '',
    '| Requests | req/s | p50 · p95 · p99 (ms) | Errors (non-2xx or socket) | Statuses | Acknowledged writes | Missing after the run |',
    '|--:|--:|---|--:|---|--:|--:|',
    `| ${measure.count.toLocaleString('en-US')} | ${measure.rps.toFixed(0)} | ${ms(measure.p50)} · ${ms(measure.p95)} · ${ms(measure.p99)} | ${errors.toLocaleString('en-US')} | ${statuses} | ${check.acknowledged.toLocaleString('en-US')} | ${check.missing.length} ${check.missing.length === 0 ? '✅' : '❌'} |`,
    ...(check.missing.length ? ['', 'Missing:', ...check.missing.slice(0, 20).map((m) => `- ${m}`)] : []),
  ].join('\n');
  console.log(text);
  writeSection(text);
  if (check.missing.length > 0) process.exitCode = 1;
}

await main();
