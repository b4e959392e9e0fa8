// Exports running at once: each holds a database cursor's worth of pages and a share of the CPU for
// seconds, and eight at once held every other request up to 3.8 s and grew memory by 456 MB
// (issue 23). A user gets `perUser` at a time and the process `total`; beyond them the export is
// refused with 429 and Retry-After, and the client tries again once one has ended. Counted per
// process: with WORKERS > 1 each process has its own slots.
import { AppError } from '../../shared/app-error.js';

/** Seconds a refused client is told to wait: a typical export takes a few seconds. */
export const EXPORT_RETRY_AFTER = 5;

export interface ExportSlots {
  /** A slot for `user`, released by the function answered (once; later calls do nothing), or a
   * 429 AppError. */
  take(user: string): () => void;
}

export function createExportSlots(limit: { perUser: number; total: number }): ExportSlots {
  const running = new Map<string, number>();
  let total = 0;
  return {
    take(user) {
      const mine = running.get(user) ?? 0;
      if (mine >= limit.perUser || total >= limit.total)
        throw new AppError(429, 'rate_limited', 'export.err.busy');
      running.set(user, mine + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (running.get(user) ?? 1) - 1;
        if (left > 0) running.set(user, left);
        else running.delete(user);
      };
    },
  };
}
