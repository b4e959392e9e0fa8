// Builds the real application on a database of its own for each test file: a fresh SQLite file,
// or a fresh PostgreSQL schema dropped afterwards. Requests go through Fastify's inject.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createMailer, type Mailer } from '../features/mail/mailer.js';

export type TestDialect = 'sqlite' | 'postgres';
export const API_KEY = 'test-key-0123456789';
export const AUTH_SECRET = 'test-auth-secret-0123456789-0123456789-abcdef';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The tests' PostgreSQL database (each test file makes a schema of its own there). */
export const TEST_POSTGRES = POSTGRES_URL;
/** The machine's Redis; tests write under a prefix of their own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The dialects this run covers: both, unless PostgreSQL is down outside CI (global-setup). */
export const DIALECTS: TestDialect[] =
  process.env.CRM_TEST_POSTGRES === 'no' ? ['sqlite'] : ['sqlite', 'postgres'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** inject with the api-key header and JSON body; the body is loosely typed for assertions. */
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
  call(method: InjectOptions['method'], url: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/** An empty database of its own, not migrated: a fresh SQLite file, or a fresh PostgreSQL schema
 * that `drop()` removes. Migration tests start from it. */
export async function testDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'crm-test-'));
    const url = `sqlite:${join(dir, 'crm.db')}`;
    return {
      url,
      database: openDatabase(url),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    database: openDatabase(url.toString()),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      // pg-boss's schema beside it, when the reminder jobs ran (features/reminders).
      await c.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await c.end();
    },
  };
}

/** The app on a new database; or, with `reopen`, on one a test made with testDatabase and closed
 * (one a killed process wrote): opened anew as a restarted server opens it. close() drops either. */
export async function createTestApp(
  dialect: TestDialect,
  overrides: Partial<Config> & { mailer?: Mailer; reopen?: Omit<TestDatabase, 'database'> } = {},
): Promise<TestApp> {
  const { reopen, ...settings } = overrides;
  const { url, database, drop } = reopen
    ? { ...reopen, database: openDatabase(reopen.url) }
    : await testDatabase(dialect);
  try {
    await migrateToLatest(database.db, database.schema);
  } catch (error) {
    // A failed setup must not leave its schema behind for later runs to trip over.
    await database.close();
    await drop();
    throw error;
  }
  // Uploaded files in a folder of the test's own, never the working directory's data/files.
  const filesDir = settings.fileStorage ? undefined : mkdtempSync(join(tmpdir(), 'crm-files-'));
  const config: Config = {
    ...loadConfig({}),
    ...(filesDir && { fileStorage: { kind: 'local', dir: filesDir } }),
    databaseUrl: url,
    apiKeys: [{ name: 'tests', key: API_KEY }],
    webDist: undefined,
    authSecret: AUTH_SECRET,
    // Tests sign up, sign in and send the public forms many times from one address; the limit
    // tests set their own.
    publicFormLimit: { max: 100_000, windowMs: 60_000 },
    signInLimit: { max: 10_000, windowMs: 60_000 },
    signUpLimit: { max: 10_000, windowMs: 60_000 },
    passwordResetLimit: { max: 10_000, windowMs: 60_000 },
    // The reminder jobs mail due tasks: only the tests of reminders turn them on.
    reminders: false,
    // scrypt at 2^14, not the product's 2^17 (0.1 s and 16 MiB a hash, not 0.8 s and 128 MiB):
    // the same code, its parameters stored in each hash. Hundreds of sign-ups and sign-ins took
    // minutes of the suite. The tests of the stored parameters pass the product's own.
    passwordHashing: { N: 2 ** 14, r: 8, p: 1 },
    ...settings,
  };
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async call(method, url, body) {
      const res = await app.inject({
        method,
        url,
        headers: {
          'api-key': API_KEY,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
    },
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await drop();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
