import { Readable } from 'node:stream';
import { neutraliseFormula } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { CSV_BOM, csvLines } from '../exports/csv-lines.js';
import { findImportJob } from './get-import.js';

/** Failed rows read per query: the file is written a page at a time, never held whole (600 rows of
 * a megabyte each once made one string longer than V8 allows: a 500). */
const PAGE = 200;

/** GET /imports/{id}/errors: the failed rows as CSV, the file's own columns then `row` and
 * `reason`, so they can be corrected and imported again. Every cell, the header's too, through the
 * exports' formula guard (neutraliseFormula), which the import strips again. The job is looked up
 * first (a 404 before the answer starts); the rows are read as the client takes them. */
export async function getImportErrors(database: Database, rawId: string): Promise<Readable> {
  const job = await findImportJob(database, rawId);
  const headers = JSON.parse(job.headers) as string[];
  const pages = async function* () {
    // The BOM lets Excel read the file as UTF-8.
    yield Buffer.from(CSV_BOM + csvLines([[...headers, 'row', 'reason'].map(neutraliseFormula)]));
    for (let after = 0; ; ) {
      const errors = await database.db
        .selectFrom('import_errors')
        .select(['row', 'cells', 'reason'])
        .where('job_id', '=', job.id)
        .where('row', '>', after)
        .orderBy('row')
        .limit(PAGE)
        .execute();
      if (errors.length === 0) return;
      const records = errors.map((e) => {
        const cells = JSON.parse(e.cells) as string[];
        return [
          ...headers.map((_, i) => neutraliseFormula(cells[i] ?? '')),
          e.row,
          neutraliseFormula(e.reason),
        ];
      });
      yield Buffer.from(csvLines(records));
      after = Number(errors.at(-1)!.row);
    }
  };
  return Readable.from(pages(), { objectMode: false });
}
