import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { runImportJob } from './run-import-job.js';

/** Runs queued jobs in the background of one server. `stop()` (the server closing) lets the batch
 * under way commit, then leaves the job `running` for the next start to mark interrupted. */
export interface ImportRunner {
  start(id: string): void;
  /** Settles when the job's run ends (tests and the CLI wait on it). */
  settled(id: string): Promise<void>;
  stop(): Promise<void>;
}

export function createImportRunner(database: Database, log: FastifyBaseLogger): ImportRunner {
  const active = new Map<string, Promise<void>>();
  let stopping = false;
  return {
    start(id) {
      if (stopping || active.has(id)) return;
      const run = runImportJob(database, id, { stopping: () => stopping })
        .catch((err) => log.error({ err, import: id }, 'import failed'))
        .finally(() => active.delete(id));
      active.set(id, run);
    },
    settled: async (id) => {
      await active.get(id);
    },
    async stop() {
      stopping = true;
      await Promise.all(active.values());
    },
  };
}
