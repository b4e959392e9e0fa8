// Entry point of `npm start`: configuration, database (migrated, demo data on first run), mail,
// then the web app and API on one port. SIGTERM/SIGINT close everything in order.
//
// With WORKERS over 1 this process is the primary of node's cluster (primary.ts): it forks one
// child that prepares the database (migrations, demo data, first administrator: once, not once a
// process), then WORKERS children that serve the port. Each child runs this file again, its part
// named by CRM_ROLE. Hosts starting together on one PostgreSQL database prepare it one after the
// other (preparationLock).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, dataFolder, developmentApiKey, generatedAuthSecret, loadConfig } from './config.js';
import { type Database, openDatabase, parseDatabaseUrl } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './features/demo/seed-demo.js';
import { createDemoAdministrator, ensureAdministrator } from './features/identity/bootstrap-admin.js';
import { markInterruptedImports } from './features/imports/mark-interrupted-imports.js';
import { createMailer, type Mailer } from './features/mail/mailer.js';
import { type Banner, printBanner, runPrimary, WORKER_ROLE } from './primary.js';
import type { FileStore } from './storage/file-store.js';
import { openFileStore } from './storage/open-file-store.js';

type Role = 'single' | 'prepare' | 'serve';

/** On PostgreSQL, a session advisory lock held while this process prepares the database (per
 * schema), so that hosts started together prepare it in turn: the second finds the migrations
 * applied, the demo data and the administrator made, instead of racing to create them. Released
 * by the answer, or by PostgreSQL if the process dies. SQLite is one host's file, whose WORKERS
 * prepare it once (primary.ts). */
async function preparationLock(database: Database): Promise<() => Promise<void>> {
  if (!database.pool) return async () => {};
  const client = await database.pool.connect();
  const key = `crm:prepare:${database.schema ?? 'public'}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
  } catch (error) {
    client.release();
    throw error;
  }
  return async () => {
    try {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    } finally {
      client.release();
    }
  };
}

/** The app, the database prepared first when `prepare` (migrations, demo data on a first run,
 * interrupted imports, the first administrator). */
async function buildPrepared(
  config: Config,
  database: Database,
  mailer: Mailer,
  files: FileStore,
  prepare: boolean,
) {
  const applied = prepare ? await migrateToLatest(database.db, database.schema) : [];
  const demo = prepare && config.demoData ? await seedDemoData(database) : false;
  // Import jobs whose process is gone (stopped, killed, its host down): interrupted, ready to
  // resume. Those another live process or host is running keep running.
  const interrupted = prepare ? await markInterruptedImports(database) : 0;
  const app = await buildApp({ config, database, mailer, files });
  const admin =
    prepare && config.adminEmail
      ? await ensureAdministrator(app.auth, config.adminEmail, config.adminPassword)
      : null;
  const demoAdmin = prepare && !admin && config.demoData ? await createDemoAdministrator(app.auth) : null;
  return { app, applied, demo, interrupted, admin, demoAdmin };
}

async function run(config: Config, role: Role) {
  config.webDist ??= resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist/client');
  const dataDir = dataFolder(config.databaseUrl);
  let devKey: string | undefined;
  if (config.apiKeys.length === 0) {
    const key = developmentApiKey(join(dataDir, '.api-key'));
    config.apiKeys.push(key);
    devKey = key.key;
  }

  // Without BETTER_AUTH_SECRET, one generated secret kept beside the development key.
  const authSecretFile = join(dataDir, '.auth-secret');
  const secretGenerated = !config.authSecret;
  if (secretGenerated) config.authSecret = generatedAuthSecret(authSecretFile);

  const database = openDatabase(config.databaseUrl);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, database });
  const files = await openFileStore(config.fileStorage);
  const prepare = role !== 'serve';
  // The preparing process exits once done: the serving ones send the reminders (ADR 0038).
  if (role === 'prepare') config.reminders = false;
  const unlock = prepare ? await preparationLock(database) : async () => {};
  const { app, applied, demo, interrupted, admin, demoAdmin } = await buildPrepared(
    config,
    database,
    mailer,
    files,
    prepare,
  ).finally(unlock);

  // One line each time the database is prepared: a worker that serves never prepares it.
  if (prepare) app.log.info({ role }, 'database prepared');
  if (prepare) app.log.info({ kind: files.kind, location: files.location }, 'file store');
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (demo) app.log.info('demo data created (first run)');
  if (interrupted)
    app.log.warn({ imports: interrupted }, 'import jobs whose process stopped: interrupted, resume them');
  if (prepare && devKey)
    app.log.warn(`API_KEYS is not set: using the development key in ${join(dataDir, '.api-key')}`);
  if (prepare && secretGenerated)
    app.log.warn(`BETTER_AUTH_SECRET is not set: using the generated secret in ${authSecretFile}`);
  if (admin?.outcome === 'missing')
    app.log.warn(`ADMIN_EMAIL ${admin.email} has no account yet: set ADMIN_PASSWORD, or sign up and restart`);
  else if (admin && admin.outcome !== 'unchanged')
    app.log.info(`administrator ${admin.email} ${admin.outcome}`);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    if (role !== 'prepare') app.log.info({ signal }, 'shutting down');
    // Whatever happens, the process ends within 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    // Requests under way are answered first; idle keep-alive connections are closed.
    await app.close();
    mailer.close();
    await files.close?.();
    await database.close();
    process.exit(0);
  }

  const banner: Banner = { port: config.port, host: config.host, devKey, demoAdmin };
  if (role === 'prepare') {
    // The primary prints it once every worker listens.
    await new Promise((sent) => process.send?.({ type: 'prepared', banner }, undefined, {}, sent));
    return shutdown('prepared');
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (role === 'single') printBanner({ ...banner, port: (app.server.address() as AddressInfo).port });
}

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = parseDatabaseUrl(config.databaseUrl);
// Each process would have a database of its own, the preparing one's gone with it.
if (config.workers > 1 && database.dialect === 'sqlite' && database.file === ':memory:')
  throw new Error('WORKERS over 1 needs a database file or PostgreSQL, not sqlite::memory:');
if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
else await run(config, cluster.isPrimary ? 'single' : (process.env[WORKER_ROLE] as Role));
