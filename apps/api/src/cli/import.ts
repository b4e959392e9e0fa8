// `npm run import -- --kind contacts FILE [--policy skip|fill|overwrite] [--mapping JSON] [--dry-run]`:
// the API's import run in this process, on the database named by DATABASE_URL (migrated first), with
// a progress bar. The same job table records it, so GET /imports/{id} and …/errors work afterwards.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ImportForm, messageText } from '@crm/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { getImport } from '../features/imports/get-import.js';
import { previewImport } from '../features/imports/preview-import.js';
import { runImportJob } from '../features/imports/run-import-job.js';
import { startImport } from '../features/imports/start-import.js';
import { AppError } from '../shared/app-error.js';
import { progress } from './progress.js';

const USAGE =
  'usage: npm run import -- --kind contacts|addresses|comps|leases|deals FILE [--policy skip|fill|overwrite] [--mapping JSON] [--dry-run]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    policy: { type: 'string' },
    mapping: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const [file] = positionals;
// The form schema of POST /imports checks the options, with the same messages.
const form = ImportForm.safeParse({
  kind: values.kind,
  ...(values.policy ? { policy: values.policy } : {}),
  ...(values.mapping ? { mapping: values.mapping } : {}),
});
if (!file || !form.success) {
  for (const issue of form.error?.issues ?? [])
    console.error(`${issue.path.join('.')}: ${messageText(issue.message)}`);
  console.error(USAGE);
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.schema);
  const bytes = readFileSync(file);
  const options = { kind: form.data.kind, policy: form.data.policy, mapping: form.data.mapping };
  if (values['dry-run']) {
    const preview = await previewImport(database, bytes, options);
    for (const c of preview.columns) console.log(`${c.header} → ${c.field ?? '(ignored)'}`);
    console.log(JSON.stringify(preview.totals));
  } else {
    const id = await startImport(database, bytes, options, 'cli');
    let shown = 0;
    let bar: ReturnType<typeof progress> | undefined;
    await runImportJob(database, id, {
      timeZone: config.timeZone,
      progress: (done, total) => {
        bar ??= progress(`import ${options.kind}`, total);
        bar.tick(done - shown);
        shown = done;
      },
    });
    bar?.done();
    const job = await getImport(database, id);
    console.log(
      `import ${id}: ${job.status}; ${job.created} created, ${job.updated} updated, ${job.skipped} skipped, ${job.failed} failed`,
    );
    if (job.failed > 0) console.log(`failed rows: GET /api/v1/imports/${id}/errors`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  for (const [where, key] of Object.entries(error.fieldKeys ?? {}))
    console.error(`  ${where}: ${messageText(key)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
