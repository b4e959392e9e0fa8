// "Require two-factor sign-in for staff", in English and French: an administrator (two-factor on)
// turns it on from the Users page; an unenrolled staff member who signs in is taken to enrolment and
// reaches nothing else until two-factor is on. The setting applies to every staff member of the
// server, so this file runs alone, after every other test (playwright.config.ts, project
// `exclusive`), one test at a time, and turns the setting off again.
import { createWithRole, PASSWORD, totpCode, withTwoFactor } from './support/accounts.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';
import { logIn, openLogin, secondStep } from './support/sign-in.js';

test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    require: 'Require two-factor sign-in for staff',
    nowRequired: 'Two-factor sign-in is now required for staff.',
    enrolTitle: 'Turn on two-factor sign-in',
    requiredNotice: 'Your administrators require two-factor sign-in for staff: turn it on to use the portal.',
    password: 'Password',
    continue: 'Continue',
    code: 'Code',
    confirm: 'Turn on',
    saved: 'I have saved them',
    search: 'Search',
  },
  fr: {
    require: 'Exiger la connexion à deux facteurs pour le personnel',
    nowRequired: 'La connexion à deux facteurs est désormais exigée pour le personnel.',
    enrolTitle: 'Activer la connexion à deux facteurs',
    requiredNotice:
      'Vos administrateurs exigent la connexion à deux facteurs pour le personnel : activez-la pour utiliser le portail.',
    password: 'Mot de passe',
    continue: 'Continuer',
    code: 'Code',
    confirm: 'Activer',
    saved: 'Je les ai conservés',
    search: 'Recherche',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const L = TEXT[lang];
  test(`an administrator requiring two-factor sends an unenrolled staff member to enrolment (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const bossEmail = `boss-${unique()}@e2e.test`;
    await createWithRole(baseURL!, bossEmail, 'admin');
    const boss = await withTwoFactor(baseURL!, bossEmail);
    const clerkEmail = `clerk-${unique()}@e2e.test`;
    await createWithRole(baseURL!, clerkEmail, 'staff');
    try {
      await openLogin(page, lang);
      await logIn(page, lang, bossEmail);
      await secondStep(page, lang, totpCode(boss.secret));
      await expect(page).toHaveURL(/\/admin\/today$/);
      await page.goto('/admin/users');
      const toggle = page.getByRole('switch', { name: L.require });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText(L.nowRequired)).toBeVisible();
      await expect(toggle).toBeChecked();
      await expectAccessible(page);

      const clerk = await (await browser.newContext({ baseURL })).newPage();
      await openLogin(clerk, lang);
      await logIn(clerk, lang, clerkEmail);
      await expect(clerk).toHaveURL(/\/admin\/security\/two-factor$/);
      await expect(clerk.getByRole('heading', { level: 1, name: L.enrolTitle })).toBeVisible();
      await expect(clerk.getByText(L.requiredNotice)).toBeVisible();
      await expectAccessible(clerk);
      // Nothing else until it is on.
      await clerk.goto('/admin');
      await expect(clerk).toHaveURL(/\/admin\/security\/two-factor$/);

      await clerk.getByRole('textbox', { name: L.password }).fill(PASSWORD);
      await clerk.getByRole('button', { name: L.continue }).click();
      const key = (await clerk.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
      await clerk.getByRole('textbox', { name: L.code }).fill(totpCode(key));
      await clerk.getByRole('button', { name: L.confirm, exact: true }).click();
      await expect(clerk.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await clerk.getByRole('button', { name: L.saved }).click();
      await expect(clerk).toHaveURL(/\/admin$/);
      await expect(clerk.getByRole('heading', { level: 1, name: L.search })).toBeVisible();
      await clerk.context().close();
    } finally {
      const off = await boss.api.post('/api/auth/admin/set-security-settings', {
        data: { requireTwoFactor: false },
      });
      expect(off.status()).toBe(200);
      await boss.api.dispose();
    }
  });
}
