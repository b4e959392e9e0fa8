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
    // Both cores: the default (cores − 1) left one idle on CI's two, and the run took twice as long
    // (6.8 min here with two, where one took 13 to 27). Each test file has its own SQLite file or
    // PostgreSQL schema, so two at once share nothing.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
