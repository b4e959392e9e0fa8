// `npm run bench:client [-- --database URL --size N --requests N --properties N]`: the client portal's
// two heaviest reads (issue 29), GET /client/properties and GET /client/performance, for a client
// whose contact owns a chain of 6 levels of companies, the last level controlling `--properties`
// buildings (4 spaces, 3 active leases and NOI each). Seeds (or reuses, as bench:api does) a
// database of `--size` contacts, adds that client once (found again by name on a later run), then
// times the routes one request after another (one connection) through the app in this process
// (Fastify's inject: the whole request pipeline, no socket). Writes docs/benchmarks.md between the
// bench:client-<dialect> markers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, parseDatabaseUrl } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { countEntities } from '../features/entities/count-entities.js';
import { createMailer } from '../features/mail/mailer.js';
import { summarize, writeSection } from './bench-report.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const url = flags.get('database') ?? 'sqlite:./data/bench.db';
const size = Number((flags.get('size') ?? '1000000').replace(/_/g, ''));
const requests = Number(flags.get('requests') ?? 200);
const properties = Number(flags.get('properties') ?? 500);
const LEVELS = 6;
const TARGET_P95 = 100;
const CLIENT_NAME = `Bench Client Investor (${properties} properties)`;
const ORIGIN = 'http://localhost:3000';
const SMALL =
  " Below the issue's 1M scale (`--size 1000000` seeds it): on small tables the planners choose differently (PostgreSQL scans the whole leases table here).";
const SEED = fileURLToPath(new URL('./seed.js', import.meta.url));

async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

/** Reuses the database when it holds at least `size` contacts; otherwise seeds it (npm run seed). */
async function ensureData(): Promise<string> {
  if (parseDatabaseUrl(url).dialect === 'postgres') {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    target.pathname = '/postgres';
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    await client.end();
  }
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.schema);
  const stored = await countEntities(database);
  await database.close();
  if (stored >= size) return `reused (${stored.toLocaleString('en-US')} contacts)`;
  const start = performance.now();
  await run(process.execPath, [SEED, '--entities', String(size), '--database', url, '--reset']);
  return `seeded by this run in ${((performance.now() - start) / 1000).toFixed(0)} s`;
}

async function main(): Promise<void> {
  const data = await ensureData();
  const key = randomBytes(18).toString('base64url');
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'false' });
  config.apiKeys = [{ name: 'bench', key }];
  const database = openDatabase(url);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: { level: 'warn' } });
  const api = async (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown, cookie?: string) => {
    const res = await app.inject({
      method,
      url: path,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : { 'api-key': key }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const post = async (path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
    (await api(method, `/api/v1/${path}`, body)).json();

  try {
    let person = await database.db
      .selectFrom('entities')
      .select('uuid')
      .where('name', '=', CLIENT_NAME)
      .executeTakeFirst();
    const built = performance.now();
    if (!person) person = { uuid: await buildHoldings(post) };
    const buildSeconds = (performance.now() - built) / 1000;

    // The client's account: a sign-up tied to the contact, as an invitation does.
    const email = `bench-client-${randomBytes(4).toString('hex')}@client.test`;
    const signUp = await api('POST', '/api/auth/sign-up/email', { email, password: `Bench-7!${key}` });
    // Sign-up does not sign in (ADR 0049): the session comes from the sign-in.
    const signIn = await api('POST', '/api/auth/sign-in/email', { email, password: `Bench-7!${key}` });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .filter((c): c is string => !!c)
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = signUp.json().user.id as string;
    // One live account per contact: an earlier run's is revoked.
    await database.db
      .updateTable('client_access')
      .set({ revoked_at: new Date().toISOString(), revoked_by: 'bench' })
      .where('entity_id', '=', person.uuid)
      .where('revoked_at', 'is', null)
      .execute();
    await database.db
      .insertInto('client_access')
      .values({
        user_id: userId,
        entity_id: person.uuid,
        granted_by: 'bench',
        granted_at: new Date().toISOString(),
      })
      .execute();

    const time = async (path: string) => {
      const first = await api('GET', path, undefined, cookie);
      for (let i = 0; i < 10; i++) await api('GET', path, undefined, cookie); // warm-up
      const latencies: number[] = [];
      const start = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < requests; i++) {
        const at = performance.now();
        await api('GET', path, undefined, cookie);
        latencies.push(performance.now() - at);
      }
      // This process's CPU a request (SQLite's work included, PostgreSQL's not): what a free core
      // would take, whatever else the shared machine runs.
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / requests;
      return { m: summarize(latencies, (performance.now() - start) / 1000, 0), cpuMs, body: first.json() };
    };
    const list = await time('/api/v1/client/properties');
    const portfolio = await time('/api/v1/client/performance');
    const one = await time(`/api/v1/client/properties/${list.body.data[0].id}/performance`);
    const counted = list.body.data.length as number;
    if (counted !== properties)
      throw new Error(`the client controls ${counted} properties, not ${properties}`);

    const dialect = database.dialect;
    const load = os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ');
    const cpus = os.cpus();
    const row = (name: string, { m, cpuMs }: { m: { p50: number; p95: number }; cpuMs: number }) =>
      `| ${name} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${cpuMs.toFixed(1)} | ${m.p95 <= TARGET_P95 ? '✅' : '❌'} |`;
    const lines = [
      `<!-- bench:client-${dialect} -->`,
      `## Client portal reads (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
      '',
      `Written by \`npm run bench:client\` (apps/api/src/cli/bench-client.ts). Run: ${new Date().toISOString()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}; load average at the end ${load} (a shared machine).`,
      '',
      `Database: ${size.toLocaleString('en-US')} seeded contacts, ${data}. The client's contact owns a chain of ${LEVELS} levels of companies whose last level holds ${properties} buildings (4 spaces, 3 active leases and 2 years of NOI each)${buildSeconds > 0.5 ? `, added by this run in ${buildSeconds.toFixed(0)} s` : ', added by an earlier run'}. ${requests} requests a route, one after another (one connection), after 10 warm-ups, through the app in-process (Fastify inject: every hook, the credential, serialization; no socket). The response cache does not answer client routes.${size < 1_000_000 ? SMALL : ''}`,
      '',
      '| Route | p50 ms | p95 ms | CPU ms a request (this process) | p95 ≤ 100 ms |',
      '|---|--:|--:|--:|---|',
      row(`GET /client/properties (${counted} properties)`, list),
      row('GET /client/performance', portfolio),
      row('GET /client/properties/{id}/performance', one),
      `<!-- /bench:client-${dialect} -->`,
    ];
    writeSection(`client-${dialect}`, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await app.close();
  }
}

/** The client's contact, 6 levels of companies below it (the last level 10 companies), and the
 * buildings the last level is the recorded owner of, with their spaces, leases and NOI. */
async function buildHoldings(
  post: (path: string, body: unknown, method?: 'POST' | 'PUT') => Promise<{ uuid: string; id: string }>,
) {
  const person = await post('entities', { name: CLIENT_NAME, is_person: true });
  const tag = person.uuid.slice(-6);
  let level = [person];
  for (let depth = 1; depth <= LEVELS; depth++) {
    const next = [];
    for (let i = 0; i < (depth === LEVELS ? 10 : 1); i++) {
      const company = await post('entities', { name: `Bench Holding ${tag} L${depth}.${i}` });
      await post('entities_entities', {
        entity_id: level[0]!.uuid,
        entity_id2: company.uuid,
        relationship: 'OWNER',
        share: 90,
      });
      next.push(company);
    }
    level = next;
  }
  const tenant = await post('entities', { name: `Bench Tenant ${tag}` });
  for (let b = 0; b < properties; b++) {
    const street = `${1000 + b} Rue Banc-${tag}`;
    const building = await post('addresses', { address: `${street}, Montréal, QC`, locality: 'Montréal' });
    await post('addresses_entities', {
      address_id: building.uuid,
      entity_id: level[b % level.length]!.uuid,
      role: 'RECORDED_OWNER',
      share: 100,
    });
    for (let s = 0; s < 4; s++) {
      const space = await post('addresses', {
        address: `${street} #${101 + s}, Montréal, QC`,
        subpremise: String(101 + s),
        parent_address_id: building.uuid,
        rba: 1000 + 250 * s,
      });
      if (s < 3)
        await post('leases', {
          tenant_id: tenant.uuid,
          space_ids: [space.uuid],
          start_on: '2024-01-01',
          end_on: `${2027 + ((b + s) % 6)}-06-30`,
          base_rent: 20 + s,
          rent_basis: 'per_sqft_year',
          status: 'active',
        });
    }
    for (const year of [2024, 2025])
      await post(`addresses/${building.uuid}/figures/${year}`, { noi: 100_000 + b }, 'PUT');
  }
  return person.uuid;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
