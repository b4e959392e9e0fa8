// The import's planning thread (see row-planner.ts): rows in, their plans out, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { setPhoneRegion } from '@crm/shared';
import { planImportRow } from './plan-import-row.js';
import type { PlannerData, PlanRequest } from './row-planner.js';

const { phoneRegion, staff } = workerData as PlannerData;
setPhoneRegion(phoneRegion);

parentPort?.on('message', ({ kind, columns, rows, start }: PlanRequest) => {
  parentPort?.postMessage(rows.map((cells, i) => planImportRow(kind, columns, cells, start + i + 2, staff)));
});
