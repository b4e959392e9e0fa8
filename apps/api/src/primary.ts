// The primary of node's cluster, when WORKERS is over 1. It opens no database and builds no app:
// it forks one child that prepares the database (migrations, demo data, first administrator) and
// exits, then WORKERS children that serve the port. The primary holds the listening socket and
// hands each new connection to a worker in turn, so a worker that dies takes only its own
// connections with it: it is replaced and the others keep theirs. SIGTERM or SIGINT: every worker
// answers what it has under way and exits, then the primary does.
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config.js';

/** The environment variable telling a child its part: `prepare` or `serve`. */
export const WORKER_ROLE = 'CRM_ROLE';

export interface Banner {
  port: number;
  host: string;
  devKey: string | undefined;
  demoAdmin: { email: string; password: string } | null;
}

export function printBanner({ port, host, devKey, demoAdmin }: Banner): void {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`\n  CRM running at http://${shown}:${port}  (API docs: /api/docs)`);
  if (devKey) console.log(`  Development api-key: ${devKey}\n`);
  if (demoAdmin) {
    // Shown once: only the password's hash is stored.
    console.log(`  Demo administrator (first run): ${demoAdmin.email}  password: ${demoAdmin.password}`);
    console.log('  Sign in at /login and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n');
  }
}

/** Drained workers have 10 s each (server.ts); after this the rest are killed. */
const SHUTDOWN_MS = 12_000;
/** Longest wait before replacing a worker that keeps dying before it listens. */
const MAX_BACKOFF_MS = 30_000;

export async function runPrimary(config: Config): Promise<void> {
  // Written at once, so its lines and the banner come out in the order they happen.
  const log = pino({ level: config.logLevel }, pino.destination({ sync: true }));
  const serving = new Map<Worker, { listened: boolean }>();
  let closing = false;
  let announced = false;
  /** Workers in a row that died before listening: each waits twice as long to be replaced. */
  let failures = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  function shutdown(signal: string, code = 0) {
    if (closing) return;
    closing = true;
    log.info({ signal, workers: serving.size }, 'shutting down: every worker finishes its requests');
    setTimeout(() => {
      stopAll('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    stopAll('SIGTERM');
    process.exitCode = code;
    if (!Object.keys(cluster.workers ?? {}).length) process.exit(code);
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Migrations and the first administrator, once, in a child that exits when done.
  const banner = await new Promise<Banner | null>((done) => {
    let prepared: Banner | null = null;
    const child = cluster.fork({ [WORKER_ROLE]: 'prepare' });
    child.on('message', (message: { type?: string; banner?: Banner }) => {
      if (message?.type === 'prepared' && message.banner) prepared = message.banner;
    });
    child.on('exit', (code) => done(code === 0 ? prepared : null));
  });
  if (closing) return;
  if (!banner) {
    log.error('the database could not be prepared (see the lines above): not starting');
    process.exit(1);
  }

  const fork = () => {
    if (!closing) serving.set(cluster.fork({ [WORKER_ROLE]: 'serve' }), { listened: false });
  };
  cluster.on('listening', (worker, address) => {
    const state = serving.get(worker);
    if (!state || state.listened) return;
    state.listened = true;
    failures = 0;
    log.info({ worker: worker.process.pid }, 'worker listening');
    if (!announced && [...serving.values()].filter((s) => s.listened).length === config.workers) {
      announced = true;
      log.info({ workers: config.workers, port: address.port }, 'all workers listening');
      printBanner({ ...banner, port: address.port });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const state = serving.get(worker);
    if (!state) return; // the preparing child
    serving.delete(worker);
    if (closing) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit();
      return;
    }
    // Before every worker first listened, a death is a start-up fault (port taken, bad setting):
    // replacing the worker would fail the same way.
    if (!announced) {
      log.error({ worker: worker.process.pid, code, signal }, 'a worker failed to start: stopping');
      return shutdown('start-up failure', 1);
    }
    failures = state.listened ? 0 : failures + 1;
    const delay = failures ? Math.min(MAX_BACKOFF_MS, 500 * 2 ** (failures - 1)) : 0;
    log.warn({ worker: worker.process.pid, code, signal, delay }, 'worker exited: replacing it');
    setTimeout(fork, delay);
  });
  for (let i = 0; i < config.workers; i++) fork();
}
