// `npm run backup -- FILE [--database sqlite:PATH]`: a consistent copy of the SQLite database of
// DATABASE_URL (environment, then .env) into FILE, while the server runs. For PostgreSQL it says to
// use pg_dump, which does the same there (docs/deployment.md).
import { existsSync } from 'node:fs';
import { backupSqlite } from '../db/backup.js';
import { parseDatabaseUrl } from '../db/database.js';

const args = process.argv.slice(2);
const at = args.indexOf('--database');
const url = at >= 0 ? args.splice(at, 2)[1] : undefined;
if (!url && existsSync('.env')) process.loadEnvFile('.env');
const target = parseDatabaseUrl(url ?? process.env.DATABASE_URL ?? 'sqlite:./data/crm.db');
const file = args[0];
if (!file) {
  console.error('usage: npm run backup -- FILE [--database sqlite:PATH]');
  process.exit(2);
}
if (target.dialect !== 'sqlite' || target.file === ':memory:') {
  console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc (see docs/deployment.md).');
  process.exit(2);
}
const start = performance.now();
backupSqlite(target.file, file);
console.log(`${target.file} copied to ${file} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
