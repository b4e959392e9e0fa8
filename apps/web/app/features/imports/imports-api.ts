// The import calls (issue 13): POST /imports (multipart: the file and its options) as a dry run
// for the preview or as a job, the job's progress, cancel, and the failed rows' CSV.
import type { ImportDryRun, ImportJob, ImportKind, ImportPolicy } from '@crm/shared';
import { crm, seg } from '../../http/client';

export interface ImportOptions {
  file: File;
  kind: ImportKind;
  policy: ImportPolicy;
  /** Column header → field, or null to ignore it; left out, the server matches by header. */
  mapping?: Record<string, string | null>;
}

function form({ file, kind, policy, mapping }: ImportOptions, dryRun: boolean): FormData {
  const data = new FormData();
  data.set('kind', kind);
  data.set('policy', policy);
  if (mapping) data.set('mapping', JSON.stringify(mapping));
  data.set('dry_run', String(dryRun));
  // The file last: the server reads the options before the file's bytes.
  data.set('file', file, file.name);
  return data;
}

export const previewImport = (options: ImportOptions, signal?: AbortSignal) =>
  crm<ImportDryRun>('/imports', { body: form(options, true), signal });

export const startImport = (options: ImportOptions) =>
  crm<{ id: string }>('/imports', { body: form(options, false) });

export const getImport = (id: string, signal?: AbortSignal) =>
  crm<ImportJob>(`/imports/${seg(id)}`, { signal });

export const cancelImport = (id: string) => crm<void>(`/imports/${seg(id)}`, { method: 'DELETE' });

/** Goes on with a job a restart interrupted, after its last whole batch. */
export const resumeImport = (id: string) => crm<unknown>(`/imports/${seg(id)}/resume`, { method: 'POST' });

/** The failed rows with their reason, as a CSV download. */
export const failedRowsUrl = (id: string) => `/api/v1/imports/${seg(id)}/errors`;

/** Rows per second and seconds left, from the job's progress since it started. */
export function pace(job: Pick<ImportJob, 'done' | 'total' | 'started_at'>, now = Date.now()) {
  const started = job.started_at ? Date.parse(job.started_at) : Number.NaN;
  const seconds = (now - started) / 1000;
  if (!(seconds > 0) || job.done === 0) return { rate: null, left: null };
  const rate = job.done / seconds;
  return { rate, left: Math.max(0, (job.total - job.done) / rate) };
}
