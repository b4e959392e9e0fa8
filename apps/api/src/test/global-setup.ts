// Runs once before all test files: makes sure PostgreSQL is reachable (or, outside CI, records
// that it is not) and installs pg_trgm once, so parallel test files do not race to create it.
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function prepare(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup() {
  // A busy machine can be slow to accept a connection: three tries before calling it down.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await prepare();
      process.env.CRM_TEST_POSTGRES = 'yes';
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  if (process.env.CI && process.env.CI !== 'false') {
    throw new Error(
      `PostgreSQL is required in CI and is not reachable at ${TEST_POSTGRES_URL}: ${lastError}`,
    );
  }
  console.warn(
    `\n[tests] PostgreSQL unreachable at ${TEST_POSTGRES_URL}: PostgreSQL runs are SKIPPED (CI fails instead).\n`,
  );
  process.env.CRM_TEST_POSTGRES = 'no';
}
