// The password policy beyond the spec's composition rule (ADR 0022), as a person meets it at
// sign-up, in English and in French: a common password (refused by the server, its message under
// the password field) and the email as the password (refused by the form at once), no account made.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, query, test, unique } from './support/fixtures.js';

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
