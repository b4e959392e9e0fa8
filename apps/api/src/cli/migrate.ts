// `npm run migrate`: brings the database named by DATABASE_URL to the latest schema and says what
// it applied. `npm start` does the same at every start; this is for deployments that migrate first.
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const { databaseUrl } = loadConfig();
const database = openDatabase(databaseUrl);
try {
  const applied = await migrateToLatest(database.db, database.schema);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await database.close();
}
