// Sign-in and staff-only access as people meet them: the login page in both modes with the spec's
// messages (every catalogue message in English and French), Remember Me, sign-up to the pending page,
// an administrator granting staff access and disabling an account, a session ended on the server,
// the redirect after login (same-site paths only), password reset through the real SMTP server,
// Google through a local OpenID provider, the header's account menu and logout, French.
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique, waitForMail } from './support/fixtures.js';

const ADMIN = { email: 'admin@e2e.test', password: 'E2e.Chief.Passw0rd' };
const PASSWORD = 'Str0ng.Passw0rd';
const NEW_PASSWORD = 'N3w!Passw0rd';

const MESSAGES = {
  email: 'Please enter a valid email address.',
  min: 'Passwords needs to be at least 8 characters.',
  rule: 'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, special character.',
  mismatch: 'Passwords do not match.',
  inUse: 'Email address already in use.',
  invalidFormat: 'Invalid email address format.',
  disabled: 'User with this email has been disabled.',
  wrongPassword: 'Invalid password.',
  missingEmail: 'Please enter an email address.',
  resetSent: 'Password reset email sent successfully.',
  operationNotAllowed: 'Operation not allowed.',
  accountNotLinked:
    'This Google account could not be linked to the existing account with the same email address.',
  invalidToken: 'This password reset link is invalid or has expired.',
};

const newEmail = (tag: string) => `${tag}-${unique()}@e2e.test`;

/** A user made through the API (not signed in in any page); returns their id. */
async function createUser(baseURL: string, email: string, password = PASSWORD): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-up/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  await api.dispose();
  return user.id;
}

/** An administrator's API session, for arranging a test (granting staff to its user). */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await api.post('/api/auth/sign-in/email', { data: ADMIN });
  expect(response.status()).toBe(200);
  return api;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

/** Fills the login form and submits it. */
async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email Address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Expects the Error/Success dialog (`title`, in the page's language) with `message`, then closes
 * it with its `close` button. */
async function expectDialog(
  page: Page,
  title: 'Error' | 'Success' | 'Erreur' | 'Succès',
  message: string,
  close = 'Close',
) {
  const box = dialog(page);
  await expect(box.getByRole('heading', { name: title })).toBeVisible();
  await expect(box).toContainText(message);
  await box.getByRole('button', { name: close }).click();
  await expect(box).toBeHidden();
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('login page', () => {
  test('sign-up shows the exact messages, signs in at once and lands on the page saying the firm will be in touch', async ({
    page,
  }) => {
    // Three axe checks, a password hashed and a first portal paint, often a worker's first test:
    // past 30 s on two busy cores (the CI of stop 33, this session's runs).
    test.slow();
    const email = newEmail('newcomer');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle(/Login/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeHidden();
    await expect(
      page.getByText(
        'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of . @ $ ! % * ? &',
        { exact: true },
      ),
    ).toBeVisible();
    await field(page, 'Email Address').fill('not-an-email');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(MESSAGES.email)).toBeVisible();
    await expect(page.getByText(MESSAGES.min)).toBeVisible();
    await expect(field(page, 'Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await field(page, 'Password').fill('longenough');
    await expect(page.getByText(MESSAGES.rule)).toBeVisible();
    await field(page, 'Email Address').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(MESSAGES.mismatch)).toBeVisible();
    await expect(field(page, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');

    // The toggle shows both passwords, and says what it does.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await expect(field(page, 'Confirm Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');

    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // Issue 29: a self sign-up is never staff; it is told the firm will be in touch.
    await expect(page).toHaveURL(/\/account\/pending$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks for signing up' })).toBeVisible();
    await expect(page.getByText('Thanks for signing up. The firm will be in touch.')).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expectAccessible(page);
    // Back to /login signed in: sent home (spec §2).
    await page.goto('/login');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test(
    'server refusals and the reset request show in the Error/Success dialog',
    DESKTOP_ONLY,
    async ({ page, baseURL }) => {
      const email = newEmail('taken');
      await createUser(baseURL!, email);
      await page.goto('/login');
      await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
      // Issue 29: sign-up answers alike for a taken address (its owner is mailed); the sign-in that
      // follows it fails with the password a stranger chose.
      await field(page, 'Email Address').fill(email);
      await field(page, 'Password').fill(NEW_PASSWORD);
      await field(page, 'Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(dialog(page)).toBeVisible();
      await expectAccessible(page);
      await expectDialog(page, 'Error', MESSAGES.wrongPassword);

      await page.getByRole('button', { name: 'Already have an account? Login' }).click();
      await expect(field(page, 'Confirm Password')).toBeHidden();
      await logIn(page, email, 'Wrong.Passw0rd');
      await expectDialog(page, 'Error', MESSAGES.wrongPassword);

      // Forgot password? validates the address typed in the form.
      await field(page, 'Email Address').fill('');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expectDialog(page, 'Error', MESSAGES.missingEmail);
      await field(page, 'Email Address').fill('someone@');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expectDialog(page, 'Error', MESSAGES.invalidFormat);
      // The same answer whether the address has an account or not.
      await field(page, 'Email Address').fill(newEmail('nobody'));
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expectDialog(page, 'Success', MESSAGES.resetSent);
    },
  );

  test('in French, by the toggle and then remembered', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(field(page, 'Adresse courriel')).toBeVisible();
    await expect(field(page, 'Mot de passe')).toBeVisible();
    await expect(page.getByLabel('Se souvenir de moi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mot de passe oublié?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter avec Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Veuillez entrer une adresse courriel valide.')).toBeVisible();
    await expect(page.getByText('Veuillez entrer votre mot de passe.')).toBeVisible();
    await page.getByRole('button', { name: 'Mot de passe oublié?' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Erreur' })).toBeVisible();
    await expect(dialog(page)).toContainText('Veuillez entrer une adresse courriel.');
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Pas encore de compte? Inscrivez-vous' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
    await expect(
      page.getByText(
        'Au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et l’un de . @ $ ! % * ? &',
        { exact: true },
      ),
    ).toBeVisible();
    await field(page, 'Mot de passe').fill('short');
    await page.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page.getByText('Le mot de passe doit compter au moins 8 caractères.')).toBeVisible();
    await expect(field(page, 'Confirmer le mot de passe')).toBeVisible();
    await expectAccessible(page);
    await field(page, 'Mot de passe').fill('longenough');
    await expect(
      page.getByText(
        'Le mot de passe doit contenir au moins une majuscule, une minuscule, un chiffre et un caractère spécial.',
      ),
    ).toBeVisible();
    await field(page, 'Mot de passe').fill(PASSWORD);
    await field(page, 'Confirmer le mot de passe').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

    await page.getByRole('button', { name: 'Vous avez déjà un compte? Connectez-vous' }).click();
    await field(page, 'Adresse courriel').fill('someone@');
    await page.getByRole('button', { name: 'Mot de passe oublié?' }).click();
    await expectDialog(page, 'Erreur', 'Format d’adresse courriel invalide.', 'Fermer');
    await field(page, 'Adresse courriel').fill(newEmail('personne'));
    await page.getByRole('button', { name: 'Mot de passe oublié?' }).click();
    await expectDialog(page, 'Succès', 'Courriel de réinitialisation du mot de passe envoyé.', 'Fermer');

    await page.goto('/reset-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Ce lien de réinitialisation est invalide ou a expiré.',
    );
  });

  // Spec section 8, as each server refusal reaches the page (the answers are stood in for: most
  // cannot be produced on demand, and the server's wording of each code is tested in the API's
  // tests): every message word for word, in English and in French.
  const LABELS = {
    en: {
      email: 'Email Address',
      password: 'Password',
      confirm: 'Confirm Password',
      login: 'Login',
      signUp: 'Sign Up',
      toSignUp: 'No account yet? Sign up',
      google: 'Sign in with Google',
      error: 'Error',
      close: 'Close',
    },
    fr: {
      email: 'Adresse courriel',
      password: 'Mot de passe',
      confirm: 'Confirmer le mot de passe',
      login: 'Se connecter',
      signUp: 'S’inscrire',
      toSignUp: 'Pas encore de compte? Inscrivez-vous',
      google: 'Se connecter avec Google',
      error: 'Erreur',
      close: 'Fermer',
    },
  } as const;
  type Call = 'sign-in/email' | 'sign-in/social' | 'sign-up/email';
  const REFUSALS: { call: Call; status: number; code: string; en: string; fr: string }[] = [
    {
      call: 'sign-in/email',
      status: 400,
      code: 'INVALID_EMAIL',
      en: MESSAGES.invalidFormat,
      fr: 'Format d’adresse courriel invalide.',
    },
    {
      call: 'sign-in/email',
      status: 403,
      code: 'BANNED_USER',
      en: MESSAGES.disabled,
      fr: 'L’utilisateur associé à ce courriel a été désactivé.',
    },
    {
      call: 'sign-in/email',
      status: 404,
      code: 'USER_NOT_FOUND',
      en: 'User with this email does not exist.',
      fr: 'Aucun utilisateur n’existe avec ce courriel.',
    },
    {
      call: 'sign-in/email',
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      en: MESSAGES.wrongPassword,
      fr: 'Mot de passe invalide.',
    },
    {
      call: 'sign-in/social',
      status: 403,
      code: 'OPERATION_NOT_ALLOWED',
      en: MESSAGES.operationNotAllowed,
      fr: 'Opération non permise.',
    },
    {
      call: 'sign-in/social',
      status: 403,
      code: 'INVALID_CALLBACK_URL',
      en: 'Unauthorized domain.',
      fr: 'Domaine non autorisé.',
    },
    {
      call: 'sign-up/email',
      status: 422,
      code: 'USER_ALREADY_EXISTS',
      en: MESSAGES.inUse,
      fr: 'Cette adresse courriel est déjà utilisée.',
    },
    {
      call: 'sign-up/email',
      status: 400,
      code: 'INVALID_EMAIL',
      en: MESSAGES.invalidFormat,
      fr: 'Format d’adresse courriel invalide.',
    },
    {
      call: 'sign-up/email',
      status: 400,
      code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      en: 'Email/password accounts are not enabled.',
      fr: 'Les comptes par courriel et mot de passe ne sont pas activés.',
    },
    {
      call: 'sign-up/email',
      status: 400,
      code: 'WEAK_PASSWORD',
      en: 'Password is too weak.',
      fr: 'Le mot de passe est trop faible.',
    },
    {
      call: 'sign-up/email',
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      en: 'Too many requests. Try again later.',
      fr: 'Trop de requêtes. Réessayez plus tard.',
    },
  ];
  for (const lang of ['en', 'fr'] as const) {
    test(
      `every sign-in, Google and sign-up refusal in its catalogue words (${lang})`,
      DESKTOP_ONLY,
      async ({ page }) => {
        const label = LABELS[lang];
        await page.goto('/login');
        if (lang === 'fr') await page.getByTestId('language-toggle').click();
        await expect(
          page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Connexion' : 'Login' }),
        ).toBeVisible();
        await field(page, label.email).fill(newEmail('refused'));
        await field(page, label.password).fill(PASSWORD);
        for (const refusal of REFUSALS) {
          await page.route(
            `**/api/auth/${refusal.call}`,
            (route) =>
              route.fulfill({
                status: refusal.status,
                contentType: 'application/json',
                body: JSON.stringify({ code: refusal.code, message: refusal.en }),
              }),
            { times: 1 },
          );
          if (refusal.call === 'sign-up/email' && (await field(page, label.confirm).count()) === 0) {
            await page.getByRole('button', { name: label.toSignUp }).click();
            await field(page, label.confirm).fill(PASSWORD);
          }
          const button =
            refusal.call === 'sign-in/social'
              ? label.google
              : refusal.call === 'sign-up/email'
                ? label.signUp
                : label.login;
          await page.getByRole('button', { name: button, exact: true }).click();
          await expectDialog(page, label.error, refusal[lang], label.close);
        }
      },
    );
  }
});

test.describe('Remember Me', () => {
  test(
    'ticked, the session cookie lasts SESSION_MAX_AGE (7 days); unticked, it ends with the browser',
    DESKTOP_ONLY,
    async ({ page, browser, baseURL }) => {
      const email = newEmail('remembered');
      await createUser(baseURL!, email);
      const sessionCookie = async (p: Page) =>
        (await p.context().cookies()).find((cookie) => cookie.name === 'crm.session_token');

      await page.goto('/login');
      await logIn(page, email, PASSWORD);
      // An account neither staff nor a client lands on the pending page (issue 29).
      await expect(page).toHaveURL(`${baseURL}/account/pending`);
      expect((await sessionCookie(page))?.expires).toBe(-1);

      const other = await newPage(browser, baseURL!);
      await other.goto('/login');
      await other.getByRole('checkbox', { name: 'Remember Me' }).check();
      await logIn(other, email, PASSWORD);
      await expect(other).toHaveURL(`${baseURL}/account/pending`);
      const expires = (await sessionCookie(other))?.expires ?? 0;
      expect(expires * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600 * 1000);
      await other.context().close();
    },
  );
});

test.describe('redirect after login', () => {
  test(
    'an /admin page sends a signed-out visitor to login, and back there after it',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/admin/users');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/);
      await logIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      // History replaced: Back does not return to the login page.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/login/);
    },
  );

  for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
    test(`refuses an off-site redirect: ${target}`, DESKTOP_ONLY, async ({ page, baseURL }) => {
      const email = newEmail('redirected');
      await createUser(baseURL!, email);
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
    });
  }
});

test.describe('staff access', () => {
  test(
    'an administrator grants staff on /admin/users; the same user then reaches /admin',
    DESKTOP_ONLY,
    async ({ page, browser, baseURL }) => {
      // Several password hashes (scrypt at OWASP's cost): near the default 30 s on a busy machine.
      test.slow();
      const email = newEmail('clerk');
      await createUser(baseURL!, email);
      const user = await newPage(browser, baseURL!);
      await user.goto('/login?redirect=%2Fadmin');
      await logIn(user, email, PASSWORD);
      await expect(user.getByRole('heading', { level: 1, name: 'Thanks for signing up' })).toBeVisible();

      await page.goto('/login?redirect=/admin/users');
      await logIn(page, ADMIN.email, ADMIN.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByTestId('user-row').filter({ hasText: email });
      await expect(page.getByTestId('user-row')).toHaveCount(1);
      await expect(row).toContainText('No access yet');
      await expect(row).toContainText('Active');
      await expectAccessible(page);
      await row.getByRole('button', { name: `Grant staff access: ${email}` }).click();
      await expect(page.getByText(`${email} now has staff access.`)).toBeVisible();
      await expect(row).toContainText('Staff');

      // The pending page now sends staff to My day; /admin is the search page.
      await user.goto('/admin');
      await expect(user.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect(user.getByRole('tab', { name: 'Contacts' })).toBeVisible();
      // Staff are not administrators: the Users page is refused.
      await user.goto('/admin/users');
      await expect(user.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();

      // Revoked: back to the pending page at the next step.
      await row.getByRole('button', { name: `Revoke staff access: ${email}` }).click();
      await expect(row).toContainText('No access yet');
      await user.goto('/admin');
      await expect(user.getByRole('heading', { level: 1, name: 'Thanks for signing up' })).toBeVisible();
      await user.context().close();
    },
  );

  test(
    'disabling a user (confirmed first) signs them out at their next request',
    DESKTOP_ONLY,
    async ({ page, browser, baseURL }) => {
      // Several password hashes (scrypt at OWASP's cost): near the default 30 s on a busy machine.
      test.slow();
      const email = newEmail('leaver');
      const id = await createUser(baseURL!, email);
      const admin = await adminApi(baseURL!);
      expect(
        (await admin.post('/api/auth/admin/set-role', { data: { userId: id, role: 'staff' } })).status(),
      ).toBe(200);
      await admin.dispose();
      const user = await newPage(browser, baseURL!);
      // The inbox badge's poll (every minute) would find the session gone before the step this test
      // takes; answered here without the server, the user's next step is their first request.
      await user.route('**/api/v1/inbox/count**', (route) => route.fulfill({ json: 0 }));
      await user.goto('/login?redirect=/admin');
      await logIn(user, email, PASSWORD);
      await expect(user.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

      await page.goto('/login?redirect=/admin/users');
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.getByLabel('Search in').click();
      await page.getByRole('option', { name: 'Email' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByTestId('user-row').filter({ hasText: email });
      await row.getByRole('button', { name: `Disable: ${email}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Disable this account?' });
      await expect(confirm).toContainText(`${email} is signed out at once`);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toContainText('Active');
      await row.getByRole('button', { name: `Disable: ${email}` }).click();
      await confirm.getByRole('button', { name: 'Disable' }).click();
      await expect(row).toContainText('Disabled');
      await expect(page.getByText(`${email} is disabled and signed out.`)).toBeVisible();

      // The user's next step in the portal finds the session gone.
      await user.getByRole('button', { name: `Account: ${email}` }).click();
      await user.getByRole('menuitem', { name: 'New Client' }).click();
      await expect(user).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcontacts%2Fnew$/);
      await logIn(user, email, PASSWORD);
      await expectDialog(user, 'Error', MESSAGES.disabled);

      await row.getByRole('button', { name: `Re-enable: ${email}` }).click();
      await expect(row).toContainText('Active');
      await user.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(user).toHaveURL(/\/admin\/contacts\/new$/);
      await user.context().close();
    },
  );
});

test.describe('ended session', () => {
  test(
    'a session ended on the server (not by disabling) sends the user to login at their next step',
    DESKTOP_ONLY,
    async ({ page, baseURL }) => {
      // Three password hashes (scrypt at OWASP's cost): past the default 30 s on a busy machine (CI).
      test.slow();
      const email = newEmail('expired');
      const id = await createUser(baseURL!, email);
      const admin = await adminApi(baseURL!);
      expect(
        (await admin.post('/api/auth/admin/set-role', { data: { userId: id, role: 'staff' } })).status(),
      ).toBe(200);
      // A call answered after the revocation would send the user to login (right, but before the
      // step this test takes). The inbox badge asks for its count as the portal opens and every
      // minute: answered here without the server. The search page's tab counts are awaited.
      // (Waiting for network idle does not do: a client-side navigation does not reset it.)
      await page.route('**/api/v1/inbox/count**', (route) => route.fulfill({ json: 0 }));
      const counted = Promise.all(
        [
          ...['entities', 'addresses', 'emails', 'numbers'].map((kind) => `${kind}/count`),
          'deals/open-totals',
        ].map((path) =>
          page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/${path}`),
        ),
      );
      await page.goto('/login?redirect=/admin');
      await logIn(page, email, PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await counted;

      expect(
        (await admin.post('/api/auth/admin/revoke-user-sessions', { data: { userId: id } })).status(),
      ).toBe(200);
      await admin.dispose();
      await page.getByRole('button', { name: `Account: ${email}` }).click();
      await page.getByRole('menuitem', { name: 'New Address' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Faddresses%2Fnew$/);
      await expect(dialog(page)).toBeHidden();
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/admin\/addresses\/new$/);
    },
  );
});

test.describe('password reset', () => {
  test(
    'the mailed link sets a new password; the old one stops working',
    DESKTOP_ONLY,
    async ({ page, baseURL }) => {
      // Several password hashes (scrypt at OWASP's cost): near the default 30 s on a busy machine.
      test.slow();
      const email = newEmail('forgetful');
      await createUser(baseURL!, email);
      await page.goto('/login');
      await field(page, 'Email Address').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expectDialog(page, 'Success', MESSAGES.resetSent);

      const mail = await waitForMail(email);
      const link = /http:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail)?.[0];
      expect(link, mail).toBeTruthy();
      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await expectAccessible(page);
      await field(page, 'New Password').fill('weakpassword');
      await field(page, 'Confirm Password').fill('other');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByText(MESSAGES.rule)).toBeVisible();
      await field(page, 'New Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByText(MESSAGES.mismatch)).toBeVisible();
      await field(page, 'Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Success' })).toBeVisible();
      await dialog(page).getByRole('link', { name: 'Go to Login' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, email, PASSWORD);
      await expectDialog(page, 'Error', MESSAGES.wrongPassword);
      await field(page, 'Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/account/pending`);

      // The link works once.
      await page.goto(link!);
      await field(page, 'New Password').fill(NEW_PASSWORD);
      await field(page, 'Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expectDialog(page, 'Error', MESSAGES.invalidToken);
      await expect(page.getByRole('alert')).toContainText(MESSAGES.invalidToken);
    },
  );

  test('a link without a token says so at once', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.invalidToken);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Google sign-in', () => {
  test(
    'through the local OpenID provider: a new person lands on the page saying the firm will be in touch',
    DESKTOP_ONLY,
    async ({ page }) => {
      const email = `g-${unique()}@gmail.test`;
      await page.goto('/login?redirect=%2Fadmin');
      await field(page, 'Email Address').fill(email);
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await expect(page).toHaveURL(/\/account\/pending$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thanks for signing up' })).toBeVisible();
      await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    },
  );

  test('cancelled on Google: back on the login page, nothing said', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/login');
    // No address typed: the local provider answers as Google does when the person cancels.
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('a refusal coming back from Google shows in the dialog', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/login?error=account_not_linked');
    await expectDialog(page, 'Error', MESSAGES.accountNotLinked);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a server without Google says the operation is not allowed', DESKTOP_ONLY, async ({ page }) => {
    // What an unconfigured server answers (403 OPERATION_NOT_ALLOWED), as this one offers Google.
    await page.route('**/api/auth/sign-in/social', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'OPERATION_NOT_ALLOWED', message: 'Operation not allowed.' }),
      }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expectDialog(page, 'Error', MESSAGES.operationNotAllowed);
  });
});

test.describe('header account menu', () => {
  test('signed in: the account menu replaces Login; logout goes home and shows Login again', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const email = newEmail('visitor');
    await createUser(baseURL!, email);
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/account/pending`);
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
    const account = header.getByTestId('account-menu');
    await account.click();
    // Issue 29: an account waiting for the firm has no CRM items, only its own page and security.
    await expect(page.getByRole('menuitem')).toHaveText(['My account', 'Security', 'Logout']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // In French the menu follows, and logging out goes to the French home page.
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/fr$/);
    await account.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Mon compte', 'Sécurité', 'Déconnexion']);
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(account).toHaveCount(0);
    if (isMobile) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    } else {
      await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });

  test('an administrator also has Users; a failed logout is shown and leaves them signed in', async ({
    page,
  }) => {
    await page.goto('/login?redirect=/admin');
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const account = page.getByRole('button', { name: `Account: ${ADMIN.email}` });
    await account.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Admin Portal',
      'My day',
      /^Inbox/,
      'Import',
      'Duplicates',
      'Lists',
      'Requirements',
      'Comps',
      'Deals',
      'Forecast',
      'Listings',
      'New Client',
      'New Address',
      'Users',
      'Pipelines',
      'Security',
      'Logout',
    ]);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await page.route('**/api/auth/sign-out', (route) => route.abort());
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Logging out failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.unroute('**/api/auth/sign-out');
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/);
  });
});
