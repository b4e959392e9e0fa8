// A PostgreSQL schema of its own for a benchmark run (TEST_DATABASE_URL's database, the tests'
// default otherwise), so a run neither needs nor touches anyone's data; `drop` removes it.
import pg from 'pg';

export async function throwawaySchema(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
