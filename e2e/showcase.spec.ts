// The showcase page (spec §2, §3, §5): the persistent NDA dialog and its access form, the record
// each acceptance leaves in the CRM, the sticky bar and its section navigation, in both languages.
import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, expectAccessible, query, test, unique } from './support/fixtures.js';

const PATH = '/426sunset';
const NDA_VERSION = '2026-11-21';

interface Lead {
  type?: string;
  name?: string;
  company?: string;
  email?: string;
  emailType?: string;
  number?: string;
  numberType?: string;
  agree?: boolean;
}

/** A valid Montréal number no other test uses (a known email or number only proposes the lead). */
const randomNumber = () =>
  `514${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
const e164 = (digits: string) => `+1${digits}`;

const dialog = (page: Page) => page.getByRole('dialog');

async function openShowcase(page: Page, path = PATH) {
  await page.goto(path);
  // Hydration, then the showcase's record: slow on a busy 2-core machine.
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
}

/** The form's selects are the browser's own: picked by their visible option text. */
async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The text of the option a select shows. */
const chosen = (page: Page, label: string) =>
  dialog(page).getByRole('combobox', { name: label, exact: true }).locator('option:checked');

/** Fills the access form with English labels (the French test fills its own). */
async function fill(page: Page, lead: Lead) {
  const form = dialog(page);
  if (lead.type) await choose(page, 'Type', lead.type);
  if (lead.name !== undefined) await form.getByRole('textbox', { name: 'Name', exact: true }).fill(lead.name);
  if (lead.company !== undefined)
    await form.getByRole('textbox', { name: 'Company (optional)' }).fill(lead.company);
  if (lead.email !== undefined)
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(lead.email);
  if (lead.emailType) await choose(page, 'Email type', lead.emailType);
  if (lead.number !== undefined) await form.getByRole('textbox', { name: 'Phone number' }).fill(lead.number);
  if (lead.numberType) await choose(page, 'Number type', lead.numberType);
  if (lead.agree) await form.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

async function submit(page: Page) {
  await dialog(page).getByRole('button', { name: 'Accept and view the property' }).click();
}

/** Sends a valid form and waits for the dialog to close. */
async function accept(page: Page, lead: Lead = {}) {
  const full = {
    type: 'Investor',
    name: `Visitor ${unique()}`,
    email: `visitor-${unique()}@example.com`,
    agree: true,
    ...lead,
  };
  await fill(page, full);
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/access') && r.request().method() === 'POST',
  );
  await submit(page);
  expect((await response).status()).toBe(201);
  await expect(dialog(page)).toBeHidden();
  return full;
}

/** The page's scroller: locked (hidden) while a modal dialog is open. */
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('showcase page', () => {
  // Several tests fill and send the whole form (some twice); the 2-core machines run other work too.
  test.describe.configure({ timeout: 60_000 });

  test('the prerendered page holds the property, veiled until the dialog takes over', async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>426 Sunset Avenue, Westmount | Investment opportunity</title>');
    // Its text and pictures, not a loading skeleton, and the record it was rendered with.
    expect(html).not.toContain('data-testid="showcase-loading"');
    expect(html).toContain('426 Sunset Avenue is a 1920s greystone family home');
    expect(html).toContain('src="/images/showcases/426sunset/pictures-5.svg"');
    expect(html).toMatch(/<script type="application\/json" id="showcase-data">\{"slug":"426sunset"/);
    // The veil, with the page's scrolling off before any script has run.
    expect(html).toContain('id="nda-veil"');
    expect(html).toMatch(/html:has\(#nda-veil\)\{overflow:hidden;?\}/);
  });

  test.describe('before its scripts run', () => {
    test.use({ javaScriptEnabled: false });
    test('the page is veiled and does not scroll', async ({ page }) => {
      await page.goto(PATH);
      await expect(page.locator('#nda-veil')).toBeVisible();
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(0);
    });
  });

  test('the NDA dialog is open at entry, persistent, and blocks scrolling', async ({ page }, { project }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openShowcase(page);
    await expect(dialog(page)).toHaveAccessibleName('Non-disclosure agreement');
    await expect(dialog(page).getByText(`Agreement version ${NDA_VERSION}`)).toBeAttached();
    await expect(dialog(page).getByRole('region', { name: 'Text of the agreement' })).toContainText(
      'Confidential information.',
    );
    // No close button, and neither Escape nor a click beside the dialog closes it.
    await expect(dialog(page).getByRole('button')).toHaveText(['Français', 'Accept and view the property']);
    await page.keyboard.press('Escape');
    if (project.name === 'desktop') await page.mouse.click(8, 400);
    await expect(dialog(page)).toBeVisible();

    expect(await pageOverflow(page)).toBe('hidden');
    await page.mouse.move(8, 400);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('End');
    await page.waitForTimeout(300); // a smooth scroll would have started by now
    expect(await scrollY(page)).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('every validation message of spec §5, revalidated on change', DESKTOP_ONLY, async ({ page }) => {
    await openShowcase(page);
    const form = dialog(page);
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const number = form.getByRole('textbox', { name: 'Phone number' });
    const name = `Invalid ${unique()}`;
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST') posted = true;
    });

    await submit(page);
    await expect(form.getByText('Please select a type')).toBeVisible();
    await expect(form.getByText('Please enter a name')).toBeVisible();
    await expect(form.getByText('You must provide a number or an email')).toHaveCount(2);
    await expect(form.getByText('You must agree to the terms')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');

    // Once in error, the email and number are checked on each change.
    await email.fill('not-an-email');
    await expect(form.getByText('Enter a valid email')).toBeVisible();
    await expect(form.getByText('You must provide a number or an email')).toHaveCount(0);
    await email.fill('visitor@example.com');
    await expect(form.getByText('Enter a valid email')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'false');

    await number.fill('514555');
    await expect(form.getByText('Enter a valid number')).toBeVisible();
    await number.fill('5145550');
    await expect(form.getByText('Enter a valid number')).toBeVisible();
    await number.fill('514 555 01999');
    await expect(form.getByText('Enter a valid number')).toBeVisible();
    await number.fill('514 555 0199');
    await expect(form.getByText('Enter a valid number')).toHaveCount(0);

    // Emptying both brings the "email or number" rule back on both fields.
    await number.fill('');
    await email.fill('');
    await expect(form.getByText('You must provide a number or an email')).toHaveCount(2);
    await email.fill('v');
    await expect(form.getByText('Enter a valid email')).toBeVisible();
    await expect(form.getByText('You must provide a number or an email')).toHaveCount(0);

    await choose(page, 'Type', 'Agent');
    await expect(form.getByText('Please select a type')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(form.getByText('Please enter a name')).toHaveCount(0);
    await form.getByRole('checkbox').check();
    await expect(form.getByText('You must agree to the terms')).toHaveCount(0);
    await expectAccessible(page);

    // Still invalid (the email): nothing is sent.
    await submit(page);
    await expect(form.getByText('Enter a valid email')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    expect(posted).toBe(false);
    expect(query('SELECT 1 FROM entities WHERE name = ?', name)).toHaveLength(0);
  });

  test('a valid submission closes the dialog, restores scrolling, resets the form and records the lead', async ({
    page,
  }) => {
    await openShowcase(page);
    const digits = randomNumber();
    const lead = await accept(page, {
      type: 'Investor',
      company: 'Tremblay Holdings',
      emailType: 'Work',
      number: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      numberType: 'Office',
    });

    await expect.poll(() => pageOverflow(page)).not.toBe('hidden');
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    // The closed dialog stays mounted, with an empty form.
    await expect(page.locator('input[name="name"]')).toHaveValue('');
    await expect(page.locator('input[name="email"]')).toHaveValue('');
    await expect(page.locator('input[name="number"]')).toHaveValue('');
    await expect(page.locator('select[name="type"]')).toHaveValue('');
    await expect(page.locator('input[name="agree"]')).not.toBeChecked();
    await expectAccessible(page);

    const [entity] = query<Record<string, unknown>>(
      `SELECT e.* FROM entities e JOIN entities_emails l ON l.entity_id = e.uuid WHERE l.email = ?`,
      lead.email,
    );
    expect(entity).toMatchObject({
      name: lead.name,
      company_name: 'Tremblay Holdings',
      investor: 1,
      sunset: 1,
      realtor: 0,
    });
    const id = entity!.uuid;
    expect(query('SELECT email, type FROM entities_emails WHERE entity_id = ?', id)).toEqual([
      { email: lead.email, type: 'WORK' },
    ]);
    expect(query('SELECT phone_number, type FROM entities_numbers WHERE entity_id = ?', id)).toEqual([
      { phone_number: e164(digits), type: 'OFFICE' },
    ]);
    const acceptances = query<Record<string, string>>(
      'SELECT showcase_slug, ip, user_agent, nda_version FROM nda_acceptances WHERE entity_id = ?',
      id,
    );
    expect(acceptances).toHaveLength(1);
    expect(acceptances[0]).toMatchObject({ showcase_slug: '426sunset', nda_version: NDA_VERSION });
    expect(acceptances[0]!.ip).toMatch(/127\.0\.0\.1/);
    expect(acceptances[0]!.user_agent).toContain('Chrome');
  });

  test(
    'a second acceptance with the same email changes nothing of that contact: it waits in the inbox',
    DESKTOP_ONLY,
    async ({ page }) => {
      const email = `again-${unique()}@example.com`;
      await openShowcase(page);
      await accept(page, { type: 'Buyer', email });
      const contact = `SELECT e.uuid, e.name, e.user, e.realtor, e.sunset, e.n_linked_numbers FROM entities e
       JOIN entities_emails l ON l.entity_id = e.uuid WHERE l.email = ?`;
      const before = query<Record<string, unknown>>(contact, email);
      await openShowcase(page);
      // The visitor sees the same success as anyone (no hint that the email was known).
      await accept(page, { type: 'Agent', email: email.toUpperCase(), number: randomNumber() });

      const rows = query<Record<string, unknown>>(contact, email);
      expect(rows).toEqual(before);
      expect(rows[0]).toMatchObject({ user: 1, realtor: 0, sunset: 1, n_linked_numbers: 0 });
      expect(query('SELECT id FROM nda_acceptances WHERE entity_id = ?', rows[0]!.uuid)).toHaveLength(1);
      // The second request waits, unlinked, with its acceptance filed under no contact.
      const waiting = query<Record<string, unknown>>(
        `SELECT i.entity_id, n.entity_id AS filed_under FROM inbox_items i
       JOIN nda_acceptances n ON n.id = i.nda_acceptance_id WHERE i.email = ? ORDER BY i.id DESC LIMIT 1`,
        email,
      );
      expect(waiting).toEqual([{ entity_id: null, filed_under: null }]);
    },
  );

  test(
    'a failed send keeps the dialog open, what was typed, and says why',
    DESKTOP_ONLY,
    async ({ page }) => {
      await openShowcase(page);
      const answers = [
        {
          status: 500,
          body: {
            error: { code: 'internal', message: 'Something went wrong on our side', key: 'err.internal' },
          },
        },
        {
          status: 429,
          body: {
            error: {
              code: 'rate_limited',
              message: 'Too many requests. Try again later.',
              key: 'err.rateLimited',
            },
          },
        },
        {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'Some fields are not valid',
              key: 'err.validation',
              fields: { name: 'Please enter a name' },
              field_keys: { name: 'showcase.val.name' },
            },
          },
        },
      ];
      let answer = 0;
      await page.route('**/api/v1/public/showcases/*/access', (route) => {
        const { status, body } = answers[answer++]!;
        return route.fulfill({ status, json: body });
      });
      const lead = { type: 'Other', name: 'Kept Value', email: `kept-${unique()}@example.com`, agree: true };
      await fill(page, lead);

      await submit(page);
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'We could not record your acceptance. Check your connection and try again.',
      );
      await submit(page);
      await expect(dialog(page).getByRole('alert')).toHaveText('Too many requests. Try again later.');
      await submit(page);
      await expect(dialog(page).getByRole('alert')).toHaveText('Some fields are not valid');
      await expect(dialog(page).getByText('Please enter a name')).toBeVisible();

      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Kept Value',
      );
      await expect(dialog(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(lead.email);
      await expect(page.locator('select[name="type"]')).toHaveValue('Other');
      await expect(dialog(page).getByRole('checkbox')).toBeChecked();
    },
  );

  test(
    'the dialog has its own language toggle, which keeps what was typed',
    DESKTOP_ONLY,
    async ({ page }) => {
      await openShowcase(page);
      await fill(page, { type: 'Buyer', name: 'Léa Roy' });
      await dialog(page).getByRole('button', { name: 'Lire en français' }).click();
      await expect(page).toHaveURL(/\/fr\/426sunset$/);
      await expect(dialog(page)).toHaveAccessibleName('Entente de confidentialité');
      await expect(dialog(page).getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Léa Roy');
      await expect(chosen(page, 'Type')).toHaveText('Acheteur');
    },
  );

  test('18 images with their alt text, only the first loaded eagerly', DESKTOP_ONLY, async ({ page }) => {
    await openShowcase(page);
    const images = page.locator('main section img');
    await expect(images).toHaveCount(18);
    const attributes = await images.evaluateAll((list) =>
      (list as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        section: img.closest('section')?.id,
      })),
    );
    const perSection: Record<string, number> = {};
    for (const a of attributes) perSection[a.section!] = (perSection[a.section!] ?? 0) + 1;
    expect(perSection).toEqual({
      overviewSection: 2,
      insightsSection: 5,
      picturesSection: 5,
      activitiesSection: 3,
      aboutSection: 3,
    });
    expect(attributes.every((a) => a.alt.length > 10 && a.decoding === 'async' && a.width && a.height)).toBe(
      true,
    );
    expect(attributes.map((a) => a.loading)).toEqual(['eager', ...Array(17).fill('lazy')]);
    expect(attributes[0]!.alt).toContain('Front façade of the greystone house');
  });

  test('the sticky bar: address, email, phone, and sections that scroll and follow', async ({ page }, {
    project,
  }) => {
    await openShowcase(page);
    await accept(page);
    const bar = page.getByRole('navigation', { name: 'Property' });
    await expect(bar).toContainText('426 Sunset Avenue, Westmount, QC');
    await expect(bar.getByRole('link', { name: /sunset@sterlingcrest\.ca/ })).toHaveAttribute(
      'href',
      'mailto:sunset@sterlingcrest.ca',
    );
    const phone = bar.getByRole('link', { name: /\(514\) 555-0426/ });
    await expect(phone).toHaveAttribute('href', 'tel:+15145550426');
    await expect(phone).toHaveText('(514) 555-0426');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('426 Sunset Avenue, Westmount, QC');

    const titles = ['Overview', 'Insights', 'Pictures', 'Activities', 'About', 'Contact Us'];
    const desktop = project.name === 'desktop';
    const menu = page.getByRole('menu');
    /** Goes to a section: a button in the bar on a desktop, an item of its menu on a phone. */
    const goTo = async (title: string) => {
      if (desktop) return bar.getByRole('link', { name: title, exact: true }).click();
      await bar.getByRole('button', { name: 'Sections' }).click();
      await expect(menu.getByRole('menuitem')).toHaveText(titles);
      await menu.getByRole('menuitem', { name: title, exact: true }).click();
      await expect(menu).toBeHidden();
    };
    /** The title marked aria-current. On a phone the menu shows it (checked once below); later
     * reads take the bar's own state, since opening the menu locks the page's scrolling. */
    const active = async () => {
      if (desktop) return bar.locator('[aria-current="location"]').textContent();
      const key = await bar.getAttribute('data-active');
      return titles[
        ['overview', 'insights', 'pictures', 'activities', 'about', 'contact'].indexOf(key ?? '')
      ];
    };
    /** Whether a section starts right under the bar (within the 10 px margin). */
    const underBar = (id: string) =>
      page.evaluate((sectionId) => {
        const nav = document.querySelector('nav[aria-label="Property"]')!.getBoundingClientRect();
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        return top >= nav.bottom - 1 && top <= nav.bottom + 10;
      }, id);

    if (desktop) await expect(bar.getByRole('link')).toHaveText([/sunset@/, /555-0426/, ...titles]);
    else {
      await expect(bar.getByRole('link', { name: 'Pictures' })).toBeHidden();
      await bar.getByRole('button', { name: 'Sections' }).click();
      await expect(menu.locator('[aria-current="location"]')).toHaveText('Overview');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    expect(await active()).toBe('Overview');

    await goTo('Pictures');
    await expect.poll(() => underBar('picturesSection')).toBe(true);
    await expect.poll(active).toBe('Pictures');
    await goTo('Activities');
    await expect.poll(() => underBar('activitiesSection')).toBe(true);
    await expect.poll(active).toBe('Activities');

    // Scrolling by hand moves the active section too.
    await page.evaluate(() => {
      const top = document.getElementById('insightsSection')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 100, behavior: 'instant' });
    });
    await expect.poll(active).toBe('Insights');

    await goTo('Contact Us');
    // The last section may never reach the bar (the page ends first): wait for the smooth scroll
    // to end before reading the active section, since opening the phone menu locks scrolling and
    // would stop it halfway.
    await expect(
      page.locator('#contactSection').getByRole('link', { name: /sunset@sterlingcrest\.ca/ }),
    ).toBeInViewport();
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await new Promise((resolve) => setTimeout(resolve, 150));
        return before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);
    await expect.poll(active).toBe('Contact Us');
  });

  test('in French under /fr/426sunset: texts and validation messages', DESKTOP_ONLY, async ({ page }) => {
    await openShowcase(page, '/fr/426sunset');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('426, avenue Sunset, Westmount | Occasion d’investissement');
    const form = dialog(page);
    await expect(form).toHaveAccessibleName('Entente de confidentialité');
    await expect(form.getByText('Version de l’entente\u00a0: 2026-11-21')).toBeAttached();

    await form.getByRole('button', { name: 'Accepter et voir la propriété' }).click();
    await expect(form.getByText('Veuillez choisir un type')).toBeVisible();
    await expect(form.getByText('Veuillez entrer un nom')).toBeVisible();
    await expect(form.getByText('Vous devez fournir un numéro ou un courriel')).toHaveCount(2);
    await expect(form.getByText('Vous devez accepter les conditions')).toBeVisible();
    const email = form.getByRole('textbox', { name: 'Courriel', exact: true });
    await email.fill('x@y');
    await expect(form.getByText('Entrez un courriel valide')).toBeVisible();
    await form.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('123');
    await expect(form.getByText('Entrez un numéro valide')).toBeVisible();
    await expectAccessible(page);
  });

  test('in French, a submission sends the English type keys', DESKTOP_ONLY, async ({ page }) => {
    await openShowcase(page, '/fr/426sunset');
    const form = dialog(page);
    const email = form.getByRole('textbox', { name: 'Courriel', exact: true });
    const type = form.getByRole('combobox', { name: 'Type', exact: true });
    // The placeholder (not selectable again), then the six types.
    await expect(type.getByRole('option')).toHaveText([
      'Choisissez un type…',
      'Agent immobilier',
      'Acheteur',
      'Société',
      'Investisseur',
      'Gestionnaire immobilier',
      'Autre',
    ]);
    await type.selectOption({ label: 'Gestionnaire immobilier' });
    const address = `fr-${unique()}@example.com`;
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Julie Gagnon');
    await email.fill(address);
    await form.getByRole('combobox', { name: 'Type de courriel' }).selectOption({ label: 'Travail' });
    await form
      .getByRole('checkbox', { name: 'J’accepte les conditions de l’entente de confidentialité' })
      .check();
    await form.getByRole('button', { name: 'Accepter et voir la propriété' }).click();
    await expect(form).toBeHidden();

    await expect(page.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Propriété' })).toBeVisible();
    await expect(page.locator('main section img').first()).toHaveAttribute(
      'alt',
      /^Façade avant de la maison en pierre grise/,
    );
    const [entity] = query<Record<string, unknown>>(
      `SELECT e.property_manager, e.sunset, l.type FROM entities e JOIN entities_emails l ON l.entity_id = e.uuid
       WHERE l.email = ?`,
      address,
    );
    expect(entity).toEqual({ property_manager: 1, sunset: 1, type: 'WORK' });
    await expectAccessible(page);
  });
});
