// What a file may hold before the import refuses it (413), checked while it is read so the refusal
// comes before the memory grows: rows, columns, one cell's length, an XLSX's unpacked size.
import type { MessageKey } from '@crm/shared';
import type { ImportLimits } from '../../config.js';
import { AppError } from '../../shared/app-error.js';

export type { ImportLimits };

/** A job reads again a file its start accepted: no limit refuses it then (a setting lowered since
 * must not fail a queued or interrupted job). */
export const NO_LIMITS: ImportLimits = {
  maxRows: Number.POSITIVE_INFINITY,
  maxColumns: Number.POSITIVE_INFINITY,
  maxCellChars: Number.POSITIVE_INFINITY,
  maxUnzippedBytes: Number.POSITIVE_INFINITY,
};

/** 413 naming the limit, and the line of the file where it was passed when there is one. */
export function overLimit(key: MessageKey, line?: number): AppError {
  return new AppError(413, 'payload_too_large', key, line === undefined ? 'file' : { [`line.${line}`]: key });
}
