import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the shared package from source, so they never depend on a stale build.
    alias: { '@crm/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)) },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/app/**/*.test.tsx',
    ],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    pool: 'forks',
    // Both cores: one left the second idle on CI's two and took twice as long. Two once failed now
    // and then with `schema "t_…" does not exist` or `column … does not exist` while migrating: Kysely's
    // introspector read every schema by name as another file dropped its own; it now reads only its
    // schema (db/scoped-introspector.ts).
    maxWorkers: 2,
    testTimeout: 20_000,
    // On CI, one retry, as the browser tests have: 2,400 tests share two cores with PostgreSQL and
    // Redis there, and a test that fails twice fails the run. A retried test is reported as flaky
    // in the run's output ("retry x1"); each one is a bug to chase.
    retry: process.env.CI && process.env.CI !== 'false' ? 1 : 0,
    hookTimeout: 60_000,
  },
});
