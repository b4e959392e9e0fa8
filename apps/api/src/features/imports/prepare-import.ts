import type { ImportKind } from '@crm/shared';
import { DEFAULT_IMPORT_LIMITS } from '../../config.js';
import type { ImportLimits } from './import-limits.js';
import { type Column, mapColumns, requireRecognisedHeader } from './map-columns.js';
import { readImportFile } from './read-import-file.js';

export interface PreparedImport {
  headers: string[];
  rows: string[][];
  columns: Column[];
}

/** The file read and its columns matched to fields: what both the dry run and the job start from
 * (so a job refuses a bad file with the same 4xx before it is queued). */
export async function prepareImport(
  bytes: Uint8Array,
  kind: ImportKind,
  mapping: Record<string, string | null> | undefined,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<PreparedImport> {
  const { headers, rows } = await readImportFile(bytes, limits);
  const columns = mapColumns(kind, headers, mapping);
  requireRecognisedHeader(columns);
  return { headers, rows, columns };
}
