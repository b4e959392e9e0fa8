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

// POST /imports answers a dry run's preview (200) or the started job (202), as `dry_run` asks.
export async function previewImport(options: ImportOptions, signal?: AbortSignal): Promise<ImportDryRun> {
  const answer = await crm('POST /imports', { body: form(options, true), signal });
  if ('id' in answer) throw new Error('A dry run started an import');
  return answer;
}

export async function startImport(options: ImportOptions): Promise<{ id: string }> {
  const answer = await crm('POST /imports', { body: form(options, false) });
  if (!('id' in answer)) throw new Error('An import answered a dry run');
  return answer;
}

export const getImport = (id: string, signal?: AbortSignal) =>
  crm('GET /imports/:id', { params: [id], signal });

export const cancelImport = (id: string) => crm('DELETE /imports/:id', { params: [id] });

/** Goes on with a job a restart interrupted, after its last whole batch. */
export const resumeImport = (id: string) => crm('POST /imports/:id/resume', { params: [id] });

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
