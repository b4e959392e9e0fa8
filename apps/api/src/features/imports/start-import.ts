import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { PROCESS_OWNER } from './import-heartbeat.js';
import { prepareImport } from './prepare-import.js';
import type { ImportOptions } from './preview-import.js';

/** POST /imports without dry_run: the file is checked as the dry run checks it (4xx before
 * anything is kept), then stored with a queued job; the caller's runner takes it from there. */
export async function startImport(
  database: Database,
  bytes: Uint8Array,
  { kind, policy, mapping, limits }: ImportOptions,
  actor: Actor,
): Promise<string> {
  const { headers, rows } = await prepareImport(bytes, kind, mapping, limits);
  const id = uuidv7();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('import_jobs')
      .values({
        id,
        kind,
        policy,
        mapping: mapping ? JSON.stringify(mapping) : null,
        headers: JSON.stringify(headers),
        status: 'queued',
        actor,
        total: rows.length,
        created_at: new Date().toISOString(),
        started_at: null,
        finished_at: null,
        // This process runs it (its runner, or the CLI); until then the heartbeat says it is alive.
        owner: PROCESS_OWNER,
        heartbeat_at: Date.now(),
      })
      .execute();
    await trx.insertInto('import_files').values({ job_id: id, data: bytes }).execute();
  });
  return id;
}
