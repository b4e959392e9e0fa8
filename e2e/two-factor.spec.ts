// Two-factor sign-in and the Security page as people meet them, in English and French: turning
// two-factor on (QR code, key, confirming code, ten recovery codes shown once), signing out and in
// again with a code, then with a recovery code that works only once; ending another session, then
// all the others, from the Security page and a change of password (with the current one), each
// seeing the other browsers signed out. Codes are computed from the key on the page, as an
// authenticator app would.
import type { Browser, Page } from '@playwright/test';
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

/** The Security page's texts beyond the sign-in steps'. */
const SECURITY = {
  en: {
    endOthers: 'End all other sessions',
    endedOthers: 'Your other sessions have ended.',
    onlyThis: 'You are signed in only here.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    changePassword: 'Change password',
    wrongPassword: 'Invalid password.',
    passwordChanged: 'Your password has been changed and your other sessions have ended.',
  },
  fr: {
    endOthers: 'Terminer toutes les autres sessions',
    endedOthers: 'Vos autres sessions ont pris fin.',
    onlyThis: 'Vous n’êtes connecté qu’ici.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    wrongPassword: 'Mot de passe invalide.',
    passwordChanged: 'Votre mot de passe a été changé et vos autres sessions ont pris fin.',
  },
} as const;

/** Another browser signed in as `email` (in English), on its Security page. */
async function signedInElsewhere(browser: Browser, baseURL: string, email: string) {
  const other = await (await browser.newContext({ baseURL })).newPage();
  await other.goto('/login?redirect=/admin/security');
  await logIn(other, 'en', email);
  await expect(other.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  return other;
}

/** The other browser's next step, opening a portal page, finds it signed out: the login page, which
 * leads back there. (A click in its page may already send it there: the portal checks again when its
 * window regains focus.) */
async function expectSignedOut(other: Page) {
  await other.goto('/admin/addresses/new');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fadmin%2Faddresses%2Fnew$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await other.context().close();
}

/** Signs in on `page` in `lang` and opens the Security page. */
async function openSecurity(page: Page, lang: Lang, email: string) {
  await openLogin(page, lang);
  await logIn(page, lang, email);
  await expect(page).toHaveURL(/\/admin\/today$/);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].security })).toBeVisible();
}

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
    // Staff land on My day.
    await expect(page).toHaveURL(/\/admin\/today$/);

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
    await expect(page).toHaveURL(/\/admin\/today$/);

    // A recovery code instead, once.
    await logOut(page, lang, email);
    await page.goto('/login');
    await logIn(page, lang, email);
    await secondStep(page, lang, recovery[0]!, true);
    await expect(page).toHaveURL(/\/admin\/today$/);
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
    const elsewhere = await signedInElsewhere(browser, baseURL!, email);
    await openSecurity(page, lang, email);
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: L.thisDevice })).toHaveCount(1);
    const other = sessions.filter({ hasNotText: L.thisDevice });
    await other.getByRole('button', { name: L.end }).click();
    await expect(page.getByText(L.ended)).toBeVisible();
    await expect(sessions).toHaveCount(1);

    await expectSignedOut(elsewhere);
  });

  test(`ends all other sessions from the Security page, which are then signed out (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const S = SECURITY[lang];
    const email = newEmail(`end-others-${lang}`);
    await createWithRole(baseURL!, email, 'staff');
    const others = [
      await signedInElsewhere(browser, baseURL!, email),
      await signedInElsewhere(browser, baseURL!, email),
    ];
    await openSecurity(page, lang, email);
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(3);
    await page.getByRole('button', { name: S.endOthers }).click();
    await expect(page.getByText(S.endedOthers)).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.filter({ hasText: L.thisDevice })).toHaveCount(1);
    await expect(page.getByText(S.onlyThis)).toBeVisible();

    for (const other of others) await expectSignedOut(other);
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: L.security })).toBeVisible();
    await expect(sessions).toHaveCount(1);
  });

  test(`changes the password with the current one, which signs the other browser out (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const S = SECURITY[lang];
    const email = newEmail(`new-password-${lang}`);
    await createWithRole(baseURL!, email, 'staff');
    const elsewhere = await signedInElsewhere(browser, baseURL!, email);
    await openSecurity(page, lang, email);
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);

    const change = async (current: string) => {
      await page.getByRole('textbox', { name: S.currentPassword, exact: true }).fill(current);
      await page.getByRole('textbox', { name: S.newPassword, exact: true }).fill('An0ther.Passw0rd');
      await page.getByRole('textbox', { name: S.confirmPassword, exact: true }).fill('An0ther.Passw0rd');
      await page.getByRole('button', { name: S.changePassword, exact: true }).click();
    };
    // Not without the current password.
    await change('Wr0ng.Passw0rd');
    await expect(page.getByRole('alert').filter({ hasText: S.wrongPassword })).toBeVisible();
    await page.reload();
    await expect(sessions).toHaveCount(2);

    await change(PASSWORD);
    await expect(page.getByText(S.passwordChanged)).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expectSignedOut(elsewhere);
    // This browser stays signed in (a new session, made as the password was typed).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: L.security })).toBeVisible();
    await expect(sessions).toHaveCount(1);
  });
}
