// `npm run bench:api -- --readers N` (issue 24): staff members signed in with a session cookie,
// reading the same records again and again, while their sessions' activity stamps are written (at
// most once a minute per session, ADR 0021). Measures how often the response cache answers and
// the latency; the stamps are spread over the run, N a minute, as N people reading at once make them.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createMailer } from '../features/mail/mailer.js';
import { type Measure, measureHttp } from './bench-report.js';

const PASSWORD = 'Bench.Reader-0123';

/** Signs up `count` staff members through the real sign-up (an app in this process, on the same
 * database and secret as the measured server) and answers their Cookie headers and user ids. */
export async function signInReaders(
  database: Database,
  url: string,
  count: number,
): Promise<{ cookies: string[]; ids: string[] }> {
  const base = loadConfig({ ...process.env, DATABASE_URL: url, DEMO_DATA: 'false' });
  const config = { ...base, signUpLimit: { max: 1_000_000, windowMs: 60_000 } };
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: false });
  const run = randomBytes(4).toString('hex');
  const cookies: string[] = [];
  const ids: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: config.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `reader-${run}-${i}@bench.invalid`, password: PASSWORD }),
      });
      if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
      // Sign-up does not sign in (ADR 0049).
      const session = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: config.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `reader-${run}-${i}@bench.invalid`, password: PASSWORD }),
      });
      if (session.statusCode !== 200)
        throw new Error(`sign-in answered ${session.statusCode}: ${session.body}`);
      const setCookies = [session.headers['set-cookie'] ?? []].flat();
      cookies.push(setCookies.map((line) => line.split(';')[0]).join('; '));
      ids.push(res.json().user.id as string);
    }
  } finally {
    await app.close();
    mailer.close();
  }
  await database.db.updateTable('user').set({ role: 'staff' }).where('id', 'in', ids).execute();
  return { cookies, ids };
}

/** Dates each session's last activity so that its next stamp falls due at an even step of the
 * coming minute: N readers make one stamp every 60/N seconds, from the first second. */
async function spreadStamps(database: Database, ids: string[]): Promise<Date> {
  const start = Date.now();
  for (const [i, id] of ids.entries()) {
    const stamp = new Date(start - 60_000 + Math.round(((i + 1) * 60_000) / ids.length));
    await database.db
      .updateTable('session')
      .set({ lastActiveAt: database.dialect === 'postgres' ? stamp : stamp.toISOString() })
      .where('userId', '=', id)
      .execute();
  }
  return new Date(start);
}

export interface ReadersResult {
  readers: number;
  stamps: number;
  run: Measure;
  single: Measure;
}

/** Warms up, spreads the stamps, then measures at `connections` and at one connection. */
export async function measureReaders(options: {
  database: Database;
  base: string;
  paths: string[];
  cookies: string[];
  ids: string[];
  connections: number;
  seconds: number;
}): Promise<ReadersResult> {
  const { database, base, paths, cookies, ids, connections, seconds } = options;
  const http = (conns: number, secs: number) =>
    measureHttp({ base, paths, connections: conns, seconds: secs, headers: {}, cache: true, cookies });
  await http(connections, 2);
  const since = await spreadStamps(database, ids);
  const run = await http(connections, seconds);
  const single = await http(1, Math.min(5, seconds));
  const stamped = await database.db
    .selectFrom('session')
    .select('lastActiveAt')
    .where('userId', 'in', ids)
    .execute();
  const stamps = stamped.filter((s) => s.lastActiveAt && new Date(s.lastActiveAt) >= since).length;
  return { readers: ids.length, stamps, run, single };
}

const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const rate = (m: Measure) => `${((100 * (m.hits ?? 0)) / Math.max(1, m.count)).toFixed(1)}%`;

/** One line of a Markdown table: readers, stamps, hit rates, latencies and throughput. */
export function readersRow(dialect: string, r: ReadersResult): string {
  const { run, single } = r;
  return `| ${dialect} | ${r.readers} | ${r.stamps} | ${rate(run)} | ${ms(run.p50)} · ${ms(run.p95)} · ${ms(run.p99)} | ${Math.round(run.rps).toLocaleString('en-US')} | ${rate(single)} | ${ms(single.p50)} · ${ms(single.p95)} | ${run.errors + single.errors} |`;
}

export const READERS_HEADER = [
  '| Database | Readers | Stamps in the run | Hit rate | p50 · p95 · p99 (ms) | req/s | Hit rate @1 conn | p50 · p95 @1 conn (ms) | Errors |',
  '|---|--:|--:|--:|---|--:|--:|---|--:|',
].join('\n');
