// The login page's steps in English and French for the two-factor and Security page tests.
import type { Page } from '@playwright/test';
import { PASSWORD } from './accounts.js';
import { expect } from './fixtures.js';

export const TEXT = {
  en: {
    login: 'Login',
    email: 'Email Address',
    password: 'Password',
    submit: 'Login',
    account: 'Account: ',
    security: 'Security',
    logout: 'Logout',
    off: 'Off: your password alone signs you in.',
    on: 'On: signing in with your password also asks for a code from your authenticator app.',
    turnOn: 'Turn on two-factor sign-in',
    enrolTitle: 'Turn on two-factor sign-in',
    continue: 'Continue',
    code: 'Code',
    confirm: 'Turn on',
    saved: 'I have saved them',
    newCodes: 'New recovery codes',
    createCodes: 'Create new codes',
    twoFactorTitle: 'Two-factor sign-in',
    verify: 'Verify',
    useRecovery: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    invalidRecovery: 'Invalid recovery code.',
    thisDevice: 'This device',
    end: 'End this session',
    ended: 'The session has ended.',
  },
  fr: {
    login: 'Connexion',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    submit: 'Se connecter',
    account: 'Compte : ',
    security: 'Sécurité',
    logout: 'Déconnexion',
    off: 'Désactivée : votre mot de passe suffit pour vous connecter.',
    on: 'Activée : la connexion par mot de passe demande aussi un code de votre application d’authentification.',
    turnOn: 'Activer la connexion à deux facteurs',
    enrolTitle: 'Activer la connexion à deux facteurs',
    continue: 'Continuer',
    code: 'Code',
    confirm: 'Activer',
    saved: 'Je les ai conservés',
    newCodes: 'Nouveaux codes de récupération',
    createCodes: 'Créer de nouveaux codes',
    twoFactorTitle: 'Connexion à deux facteurs',
    verify: 'Vérifier',
    useRecovery: 'Utiliser un code de récupération',
    recoveryCode: 'Code de récupération',
    invalidRecovery: 'Code de récupération invalide.',
    thisDevice: 'Cet appareil',
    end: 'Terminer cette session',
    ended: 'La session a pris fin.',
  },
} as const;
export type Lang = keyof typeof TEXT;

/** The login page, in `lang` (the toggle, remembered for the rest of the test). */
export async function openLogin(page: Page, lang: Lang) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  if (lang === 'fr') {
    await page.getByTestId('language-toggle').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  }
}

/** Fills the login form and submits it. */
export async function logIn(page: Page, lang: Lang, email: string) {
  const L = TEXT[lang];
  await page.getByRole('textbox', { name: L.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: L.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: L.submit, exact: true }).click();
}

/** The second step of a two-factor sign-in with `code` (the app's or, with `recovery`, a recovery
 * code). */
export async function secondStep(page: Page, lang: Lang, code: string, recovery = false) {
  const L = TEXT[lang];
  await expect(page.getByRole('heading', { name: L.twoFactorTitle })).toBeVisible();
  if (recovery) await page.getByRole('button', { name: L.useRecovery }).click();
  await page.getByRole('textbox', { name: recovery ? L.recoveryCode : L.code }).fill(code);
  await page.getByRole('button', { name: L.verify, exact: true }).click();
}
