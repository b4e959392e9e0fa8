// Browser tests: the built product (API + prerendered web app) on a fresh SQLite file, mail going
// to a real SMTP server (e2e/support/global-setup.ts), driven in Debian's Chromium on a desktop and
// a phone viewport. `npm run test:e2e` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Evaluated again in every worker: the first evaluation (the runner) picks the directory and the
// workers inherit it through the environment.
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), 'crm-e2e-'));
const dir = process.env.E2E_DIR;
const port = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** The local OpenID provider standing in for Google (e2e/support/oidc-provider.mjs). */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 2527);

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** The spec files the phone viewport runs (see the phone project below). */
const PHONE_SPECS = [
  'header',
  'home',
  'contact',
  'showcase',
  'not-found',
  'auth',
  'portal-records',
  'portal-search',
  'portal-links',
  'portal-inbox',
  'portal-today',
  'portal-lists',
  'portal-rent-roll',
  'portal-deals',
  'listings',
  'client-portal',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // CI gets one retry: two browsers and the server share two cores there, and a test that needed
  // its retry is still listed as "flaky" in the report (read it; each one is a bug to chase). A
  // test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // A portal page's first paint waits for the session, the two-factor check and the phone
  // settings in turn: with two browsers and the server on CI's two cores, 7 s was sometimes short.
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: join(dir, 'results'),
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.exclusive.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, launchOptions },
    },
    // The phone runs the pages whose layout differs there (the header's menu, the scrolling home
    // page, the forms, the showcase's sticky bar, the portal's record pages, search, links, the
    // account menu that is the portal's nav on a phone, My day, the call lists' journey and the client portal, phone first). Flows
    // that draw the same on both (two-factor, import, merge, history, ownership walks, conflicts,
    // SEO, the nginx journey) run once, on the desktop: proving them twice cost a third of the
    // browser suite.
    {
      name: 'phone',
      testMatch: PHONE_SPECS.map((name) => `**/${name}.spec.ts`),
      // Within them, the tests whose behaviour draws the same on a phone run once, on the desktop.
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // Tests that change a setting for the whole server (requiring two-factor of every staff
    // member) or count what the whole server holds (the inbox badge's exact +1 and -1, which other
    // tests' leads would disturb): after every other test, alone. `--project=exclusive --no-deps`
    // runs them by themselves.
    {
      name: 'exclusive',
      testMatch: '**/*.exclusive.spec.ts',
      dependencies: ['desktop', 'phone'],
      // One file at a time: requiring two-factor of every staff member would send the badge test's
      // staff member to enrolment.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/oidc-provider.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(OIDC_PORT) },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_TO: 'inbox@sterlingcrest.test',
        API_KEYS: 'e2e:e2e-api-key-0123456789',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_FORM_LIMIT: '1000',
        // Sign-in tests (e2e/auth.spec.ts): the address the browser uses, an administrator, room for
        // many sign-ups from one client, Google through the local OpenID provider.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'E2e.Chief.Passw0rd',
        SIGN_UP_LIMIT: '1000/1h',
        SIGN_IN_LIMIT: '100/15m',
        PASSWORD_RESET_LIMIT: '1000/1h',
        GOOGLE_CLIENT_ID: 'crm-e2e-client',
        GOOGLE_CLIENT_SECRET: 'crm-e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      },
    },
  ],
});
