// Stamps a PDF on a thread of its own (stamp-worker.ts) when the server runs compiled code, so a
// visitor's large document never holds other requests while it is parsed and written; run from
// TypeScript sources (the tests) there is no compiled worker file and it is stamped here, by the
// same function. One thread for the process, started at the first stamp, kept (unref'd: it never
// holds the process open) and started again after a failure.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorCode, MessageKey } from '@crm/shared';
import { AppError } from '../../shared/app-error.js';
import { WORKER_LIMITS } from '../../shared/worker-limits.js';
import { stampPdf, type Viewer } from './stamp-pdf.js';

const WORKER = new URL('./stamp-worker.js', import.meta.url);

export interface StampRequest {
  id: number;
  bytes: ArrayBuffer;
  viewer: Viewer;
}

export type StampReply =
  | { id: number; bytes: ArrayBuffer }
  | { id: number; error: string; app?: [number, ErrorCode, MessageKey] };

interface Waiting {
  resolve(bytes: Buffer): void;
  reject(error: unknown): void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER, { resourceLimits: WORKER_LIMITS });
  started.unref();
  const fail = (error: unknown) => {
    if (worker === started) worker = undefined;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  started.on('message', (reply: StampReply) => {
    const w = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!w) return;
    if ('bytes' in reply) w.resolve(Buffer.from(reply.bytes));
    else w.reject(reply.app ? new AppError(...reply.app) : new Error(reply.error));
  });
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the PDF stamps' thread stopped (${code})`)));
  worker = started;
  return started;
}

/** Whether stamps run on their thread here (compiled code). */
export const stampThreadAvailable = () => existsSync(fileURLToPath(WORKER));

/** `stampPdf`, off the event loop where it can be. */
export function stampPdfOffThread(bytes: Buffer, viewer: Viewer): Promise<Buffer> {
  if (!stampThreadAvailable()) return stampPdf(bytes, viewer);
  const id = nextId++;
  const copy = new Uint8Array(bytes).buffer;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread().postMessage({ id, bytes: copy, viewer } satisfies StampRequest, [copy]);
  });
}
