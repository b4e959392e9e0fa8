import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { HEARTBEAT_MS, releaseImports } from './import-heartbeat.js';
import { createJobThreads } from './job-thread.js';
import { markInterruptedImports } from './mark-interrupted-imports.js';

/** Runs queued jobs in the background of one server. `stop()` (the server closing) lets the batch
 * under way commit, then marks this process's unfinished jobs interrupted. Meanwhile it looks, at
 * each heartbeat, for jobs whose process is gone (a worker or host killed) and marks them
 * interrupted, so that they can be resumed without waiting for a restart. */
export interface ImportRunner {
  start(id: string): void;
  /** Settles when the job's run ends (tests and the CLI wait on it). */
  settled(id: string): Promise<void>;
  stop(): Promise<void>;
}

export function createImportRunner(
  database: Database,
  log: FastifyBaseLogger,
  settings: { maxErrorRows?: number; timeZone?: string; databaseUrl?: string } = {},
): ImportRunner {
  const active = new Map<string, Promise<void>>();
  // Each job on a thread of its own where the server can open the database again (its address).
  const threads = createJobThreads(settings.databaseUrl);
  let stopping = false;
  const sweep = setInterval(async () => {
    try {
      const imports = await markInterruptedImports(database);
      if (imports) log.warn({ imports }, 'import jobs whose process stopped: interrupted, resume them');
    } catch (err) {
      // The database unreachable: the next sweep tries again.
      log.debug({ err }, 'could not look for interrupted imports');
    }
  }, HEARTBEAT_MS);
  sweep.unref();
  return {
    start(id) {
      if (stopping || active.has(id)) return;
      const run = threads
        .run(database, id, {
          stopping: () => stopping,
          maxErrorRows: settings.maxErrorRows,
          timeZone: settings.timeZone,
        })
        .catch((err) => log.error({ err, import: id }, 'import failed'))
        .finally(() => active.delete(id));
      active.set(id, run);
    },
    settled: async (id) => {
      await active.get(id);
    },
    async stop() {
      stopping = true;
      threads.stop();
      clearInterval(sweep);
      await Promise.all(active.values());
      const imports = await releaseImports(database).catch((err) => {
        log.warn({ err }, 'could not mark the imports under way interrupted: they will be, a minute on');
        return 0;
      });
      if (imports) log.info({ imports }, 'import jobs interrupted by this stop: resume them');
    },
  };
}
