// What every browser test needs: the accessibility check, the mails the SMTP server caught and
// read-only queries on the product's database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, test as base, type Cookie, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

const dir = process.env.E2E_DIR ?? '';

/** Every mail received so far, as raw RFC 5322 text (quoted-printable bodies decoded). */
export function mails(): string[] {
  const mailDir = join(dir, 'mail');
  return readdirSync(mailDir)
    .sort()
    .map((name) =>
      readFileSync(join(mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/** Waits until a mail containing `text` has arrived, and returns it. */
export async function waitForMail(text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mails().find((m) => m.includes(text));
        return !!found;
      },
      { message: `a mail containing ${text}` },
    )
    .toBe(true);
  return found!;
}

/** Runs a read-only query on the product's SQLite database. */
export function query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dir, 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** No WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Finite transitions first: a snackbar fading in was once measured at part opacity and failed
  // color-contrast. Spinners run forever and are left out; a page that never settles is measured
  // as it is after 5 s.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A unique suffix for data a test creates (tests run in parallel on one database). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The administrator the e2e server starts with (playwright.config.ts), staff in the portal. */
export const ADMIN = { email: 'admin@e2e.test', password: 'E2e.Chief.Passw0rd' };
/** The api-key the e2e server accepts, for arranging and checking CRM data through /api/v1. */
export const API_KEY = 'e2e-api-key-0123456789';

export const test = base.extend<
  {
    /** A page signed in as the administrator (staff access), in English unless a test switches. */
    staffPage: Page;
    /** /api/v1 with the api-key header: arrange records and check what the portal saved. */
    crm: APIRequestContext;
  },
  { staffCookies: Cookie[] }
>({
  // One sign-in per worker (sign-in is rate limited), its session cookie reused by each test.
  staffCookies: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const api = await playwright.request.newContext({ baseURL });
      const response = await api.post('/api/auth/sign-in/email', { data: ADMIN });
      expect(response.status(), 'administrator sign-in').toBe(200);
      const { cookies } = await api.storageState();
      await api.dispose();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  staffPage: async ({ page, staffCookies }, use) => {
    await page.context().addCookies(staffCookies);
    await use(page);
  },
  crm: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL: `${baseURL}/api/v1/`,
      extraHTTPHeaders: { 'api-key': API_KEY },
    });
    await use(context);
    await context.dispose();
  },
});
export { expect };

/** A test of a spec file the phone also runs whose behaviour draws the same on a phone (a redirect,
 * a refusal, a session ended, a pager): it runs on the desktop only (the phone project's
 * `grepInvert`). The phone keeps the tests of what its layout changes: menus, forms, record pages. */
export const DESKTOP_ONLY = { tag: '@desktop-only' };

/** For a test run in both languages: the phone runs the English one only (the French words are
 * the same on a phone; the layout is what the phone run is for). */
export const phoneInEnglishOnly = (lang: 'en' | 'fr') => (lang === 'en' ? {} : DESKTOP_ONLY);
