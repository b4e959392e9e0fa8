// Two-factor sign-in and the Security page as people meet them, in English and French: turning
// two-factor on (QR code, key, confirming code, ten recovery codes shown once), signing out and in
// again with a code, then with a recovery code that works only once; ending another session from
// the Security page and seeing that browser signed out. Codes are computed from the key on the page,
// as an authenticator app would.
import type { Page } from '@playwright/test';
import { createWithRole, PASSWORD, totpCode } from './support/accounts.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';
import { type Lang, logIn, openLogin, secondStep, TEXT } from './support/sign-in.js';

async function logOut(page: Page, lang: Lang, email: string) {
  const L = TEXT[lang];
  await page.getByRole('button', { name: `${L.account}${email}` }).click();
  await page.getByRole('menuitem', { name: L.logout }).click();
  await expect(page).toHaveURL(lang === 'fr' ? /\/fr$/ : /:\d+\/$/);
}

const newEmail = (tag: string) => `${tag}-${unique()}@e2e.test`;

for (const lang of ['en', 'fr'] as const) {
  const L = TEXT[lang];

  test(`turns on two-factor, then signs in with a code and with a recovery code once (${lang})`, async ({
    page,
    baseURL,
  }) => {
    // Many password hashes (scrypt at OWASP's cost) and page loads.
    test.slow();
    const email = newEmail(`twofa-${lang}`);
    await createWithRole(baseURL!, email, 'staff');
    await openLogin(page, lang);
    await logIn(page, lang, email);
    // Staff land on the portal.
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: `${L.account}${email}` }).click();
    await page.getByRole('menuitem', { name: L.security }).click();
    await expect(page.getByRole('heading', { level: 1, name: L.security })).toBeVisible();
    await expect(page.getByTestId('two-factor-state')).toHaveText(L.off);
    await expect(page.getByTestId('session')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: L.turnOn }).click();
    await expect(page.getByRole('heading', { level: 1, name: L.enrolTitle })).toBeVisible();
    await page.getByRole('textbox', { name: L.password }).fill(PASSWORD);
    await page.getByRole('button', { name: L.continue }).click();
    await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32,}$/);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: L.code }).fill(totpCode(key));
    await page.getByRole('button', { name: L.confirm, exact: true }).click();
    const listed = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const first = await listed.allTextContents();
    await expectAccessible(page);
    await page.getByRole('button', { name: L.saved }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByTestId('two-factor-state')).toHaveText(L.on);

    // New recovery codes replace the first ten, with the password; shown once, in a dialog.
    await page.getByRole('button', { name: L.newCodes }).click();
    const dialog = page.getByRole('dialog', { name: L.newCodes });
    await dialog.getByLabel(L.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: L.createCodes }).click();
    await expect(dialog.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    const recovery = await dialog.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(recovery.some((code) => first.includes(code))).toBe(false);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: L.saved }).click();
    await expect(dialog).toBeHidden();

    // Signed out, a password is not enough: the code of the app.
    await logOut(page, lang, email);
    await page.goto('/login');
    await logIn(page, lang, email);
    await secondStep(page, lang, totpCode(key));
    await expect(page).toHaveURL(/\/admin$/);

    // A recovery code instead, once.
    await logOut(page, lang, email);
    await page.goto('/login');
    await logIn(page, lang, email);
    await secondStep(page, lang, recovery[0]!, true);
    await expect(page).toHaveURL(/\/admin$/);
    await logOut(page, lang, email);
    await page.goto('/login');
    await logIn(page, lang, email);
    await secondStep(page, lang, recovery[0]!, true);
    await expect(page.getByText(L.invalidRecovery)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Nor does one of the ten the new codes replaced.
    await page.getByRole('textbox', { name: L.recoveryCode }).fill(first[1]!);
    await page.getByRole('button', { name: L.verify, exact: true }).click();
    await expect(page.getByText(L.invalidRecovery)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`ends another session from the Security page, which is then signed out (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = newEmail(`sessions-${lang}`);
    await createWithRole(baseURL!, email, 'staff');
    const elsewhere = await (await browser.newContext({ baseURL })).newPage();
    await elsewhere.goto('/login?redirect=/admin/security');
    await logIn(elsewhere, 'en', email);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

    await openLogin(page, lang);
    await logIn(page, lang, email);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/security');
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: L.thisDevice })).toHaveCount(1);
    const other = sessions.filter({ hasNotText: L.thisDevice });
    await other.getByRole('button', { name: L.end }).click();
    await expect(page.getByText(L.ended)).toBeVisible();
    await expect(sessions).toHaveCount(1);

    // The other browser's next step finds itself signed out.
    await elsewhere.getByRole('button', { name: `Account: ${email}` }).click();
    await elsewhere.getByRole('menuitem', { name: 'New Address' }).click();
    await expect(elsewhere).toHaveURL(/\/login\?redirect=%2Fadmin%2Faddresses%2Fnew$/);
    await elsewhere.context().close();
  });
}
