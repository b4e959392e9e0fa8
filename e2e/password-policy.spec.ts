// The password policy beyond the spec's composition rule (ADR 0022), as a person meets it at
// sign-up, in English and in French: a common password (refused by the server, its message under
// the password field) and the email as the password (refused by the form at once), no account made;
// and on the reset page, where only the server knows the account's email.
import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, query, test, unique, waitForMail } from './support/fixtures.js';

const LABELS = {
  en: {
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    signUp: 'Sign Up',
    toSignUp: 'No account yet? Sign up',
    heading: 'Sign Up',
    common: 'This password is too common. Choose one that is harder to guess.',
    inEmail: 'Password must not contain your email address or the part before the @.',
  },
  fr: {
    email: 'Adresse courriel',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    signUp: 'S’inscrire',
    toSignUp: 'Pas encore de compte? Inscrivez-vous',
    heading: 'Inscription',
    common: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
    inEmail: 'Le mot de passe ne doit pas contenir votre adresse courriel ni la partie qui précède le @.',
  },
} as const;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const accounts = (email: string) => query('SELECT id FROM "user" WHERE email = ?', email.toLowerCase());

for (const lang of ['en', 'fr'] as const) {
  test(`sign-up refuses a common password and the email as the password (${lang})`, async ({ page }) => {
    const label = LABELS[lang];
    await page.goto('/login');
    if (lang === 'fr') await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: label.toSignUp }).click();
    await expect(page.getByRole('heading', { level: 1, name: label.heading })).toBeVisible();
    const password = field(page, label.password);

    // Meets the composition rule, so only the server's list refuses it.
    const email = `policy-${unique()}@e2e.test`;
    await field(page, label.email).fill(email);
    await password.fill('Password123!');
    await field(page, label.confirm).fill('Password123!');
    await page.getByRole('button', { name: label.signUp, exact: true }).click();
    await expect(page.getByText(label.common, { exact: true })).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: label.heading })).toBeVisible();
    expect(accounts(email)).toEqual([]);
    await expectAccessible(page);

    // The address itself as the password (it meets the composition rule too).
    const address = `Nadia.Roy${unique()}@e2e.test`;
    await field(page, label.email).fill(address);
    await password.fill(address);
    await field(page, label.confirm).fill(address);
    await page.getByRole('button', { name: label.signUp, exact: true }).click();
    await expect(page.getByText(label.inEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(label.common, { exact: true })).toBeHidden();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(accounts(address)).toEqual([]);
  });
}

test('the reset page shows the server refusal under the new password, and the link still works', async ({
  page,
  baseURL,
}) => {
  // Several password hashes (scrypt at OWASP's cost).
  test.slow();
  const local = `ginette${unique()}`;
  const email = `${local}@e2e.test`;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect(
    (await api.post('/api/auth/sign-up/email', { data: { email, password: 'Str0ng.Passw0rd' } })).status(),
  ).toBe(200);
  expect((await api.post('/api/auth/request-password-reset', { data: { email } })).status()).toBe(200);
  await api.dispose();
  const link = /http:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(await waitForMail(email))?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  const password = field(page, 'New Password');
  const save = page.getByRole('button', { name: 'Save the new password' });
  for (const [refused, message] of [
    ['Sunshine2024!', LABELS.en.common],
    [`Hi.${local.toUpperCase()}.7`, LABELS.en.inEmail],
  ] as const) {
    await password.fill(refused);
    await field(page, 'Confirm Password').fill(refused);
    await save.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await password.fill('Quiet.Harbour.42');
  await field(page, 'Confirm Password').fill('Quiet.Harbour.42');
  await save.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Success' })).toBeVisible();
});
