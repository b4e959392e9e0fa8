import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/database.js';
import { findImportJob } from './get-import.js';

// A cell a spreadsheet would run as a formula gets a leading quote, as the export writes it (and
// as the import strips it again).
const guard = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** GET /imports/{id}/errors: the failed rows as CSV, the file's own columns then `row` and
 * `reason`, so they can be corrected and imported again. */
export async function getImportErrors(database: Database, rawId: string): Promise<string> {
  const job = await findImportJob(database, rawId);
  const headers = JSON.parse(job.headers) as string[];
  const errors = await database.db
    .selectFrom('import_errors')
    .select(['row', 'cells', 'reason'])
    .where('job_id', '=', job.id)
    .orderBy('row')
    .execute();
  const records = errors.map((e) => {
    const cells = JSON.parse(e.cells) as string[];
    return [...headers.map((_, i) => guard(cells[i] ?? '')), String(e.row), guard(e.reason)];
  });
  // The BOM lets Excel read the file as UTF-8.
  return `\ufeff${stringify([[...headers, 'row', 'reason'], ...records])}`;
}
