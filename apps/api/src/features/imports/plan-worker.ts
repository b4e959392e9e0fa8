// The import's planning thread (see row-planner.ts): rows in, their plans out, in order.
import { parentPort } from 'node:worker_threads';
import { planImportRow } from './plan-import-row.js';
import type { PlanRequest } from './row-planner.js';

parentPort?.on('message', ({ kind, columns, rows, start, options }: PlanRequest) => {
  parentPort?.postMessage(
    rows.map((cells, i) => planImportRow(kind, columns, cells, start + i + 2, options)),
  );
});
