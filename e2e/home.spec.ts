// The home page as a visitor sees it, in both languages: its sections, the typed hero and its
// buttons, the header following the section under it, scroll-to-top, the language toggle, the
// banner, reduced motion and accessibility.
import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, expectAccessible, phoneInEnglishOnly, test } from './support/fixtures.js';

const ANCHORS = [
  'homeSection',
  'aboutSection',
  'ownersSection',
  'investorsSection',
  'industriesSection',
  'productsSection',
  'timelineSection',
  'servicesSection',
  'contactSection',
];
const THEMES = ['dark', 'light', 'dark', 'light', 'dark', 'light', 'dark', 'light', 'dark'];

const TEXT = {
  en: {
    path: '/',
    showcase: /\/426sunset$/,
    title: 'Commercial real estate, managed with clarity',
    subtitle:
      'We run your buildings and report every result as it happens, so owners and investors can decide with confidence.',
    about: 'About',
    contact: 'Contact',
    scrollDown: 'Scroll down to About Us',
    banner: 'Check it out',
    bannerText: 'New investment opportunity in Westmount: 426 Sunset Avenue.',
    nav: { home: 'Home', about: 'About Us', owners: 'Owners' },
    backToTop: 'Back to top',
    industries: ['Retail', 'Industrial'],
    products: ['Rental listing system', 'Buying and selling shares', 'Property management'],
    comingSoon: 'Coming soon',
    footer: { contact: 'Contact us', email: 'Email us at contact@sterlingcrest.ca' },
    newTab: '(opens in a new tab)',
    headings: [
      'About Us',
      'For Owners',
      'For Investors',
      'Industries',
      'Products',
      'Timeline',
      'Services',
      'Contact Us',
    ],
  },
  fr: {
    path: '/fr',
    showcase: /\/fr\/426sunset$/,
    title: 'L’immobilier commercial, géré en toute clarté',
    subtitle:
      'Nous gérons vos immeubles et vous communiquons chaque résultat en temps réel, pour que propriétaires et investisseurs décident en toute confiance.',
    about: 'À propos',
    contact: 'Nous joindre',
    scrollDown: 'Défiler jusqu’à la section À propos',
    banner: 'Découvrir',
    bannerText: 'Nouvelle occasion d’investissement à Westmount : 426, avenue Sunset.',
    nav: { home: 'Accueil', about: 'À propos', owners: 'Propriétaires' },
    backToTop: 'Retour en haut',
    industries: ['Commerce de détail', 'Industriel'],
    products: ['Système d’annonces de location', 'Achat et vente de parts', 'Gestion immobilière'],
    comingSoon: 'Bientôt disponible',
    footer: { contact: 'Nous joindre', email: 'Écrivez-nous à contact@sterlingcrest.ca' },
    newTab: '(s’ouvre dans un nouvel onglet)',
    headings: [
      'À propos',
      'Pour les propriétaires',
      'Pour les investisseurs',
      'Secteurs',
      'Produits',
      'Historique',
      'Services',
      'Nous joindre',
    ],
  },
} as const;

const isDesktop = () => test.info().project.name === 'desktop';

/** Scrolls at once (the page otherwise scrolls smoothly) so the top of the window is at `y`, and
 * lets the browser draw a frame there. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);

/** Waits until the page has started: the hero's text shows once the app runs. */
const started = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

const offsetOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => (element as HTMLElement).offsetTop);

interface HeroSample {
  title: string;
  subtitle: string;
  buttons: boolean;
  content: boolean;
}

/** What the hero shows, sampled every frame from now until its buttons can be seen: the visible
 * (typed) part of each line, whether the text can be seen and whether the buttons can. */
function sampleHero(page: Page) {
  return page.evaluate(
    () =>
      new Promise<HeroSample[]>((resolve) => {
        const hero = document.getElementById('homeSection')!;
        const [title, subtitle] = [...hero.querySelectorAll('[data-typed]')];
        const headline = hero.querySelector('h1')!;
        const button = hero.querySelector('a[href="#aboutSection"]')!;
        const visible = (e: Element) => getComputedStyle(e).visibility === 'visible';
        const samples: HeroSample[] = [];
        const started = performance.now();
        const sample = () => {
          const now = {
            title: title?.textContent ?? '',
            subtitle: subtitle?.textContent ?? '',
            buttons: visible(button),
            content: visible(headline),
          };
          samples.push(now);
          if (now.buttons || performance.now() - started > 10_000) resolve(samples);
          else requestAnimationFrame(sample);
        };
        sample();
      }),
  );
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];

  test.describe(`home page (${lang})`, phoneInEnglishOnly(lang), () => {
    test('has the nine sections in order, each with its anchor, theme and heading', async ({ page }) => {
      await page.goto(text.path);
      const sections = page.locator('main > section');
      await expect(sections).toHaveCount(ANCHORS.length);
      expect(await sections.evaluateAll((all) => all.map((s) => s.id))).toEqual(ANCHORS);
      expect(await sections.evaluateAll((all) => all.map((s) => s.getAttribute('data-theme')))).toEqual(
        THEMES,
      );
      await expect(page.getByRole('region', { name: text.title, exact: true })).toHaveAttribute(
        'id',
        'homeSection',
      );
      for (const [index, heading] of text.headings.entries()) {
        const region = page.getByRole('region', { name: heading, exact: true });
        await expect(region).toHaveAttribute('id', ANCHORS[index + 1]!);
        await expect(region.getByRole('heading', { level: 2, name: heading })).toBeAttached();
      }
      await expect(page.getByRole('heading', { level: 1, name: text.title, exact: true })).toBeVisible();
    });

    test('each section holds what spec §2 and §9 list', async ({ page }) => {
      await page.goto(text.path);
      const section = (id: string) => page.locator(`#${id}`);
      /** The alt text of each of a section's pictures. */
      const alts = (id: string) =>
        section(id)
          .locator('img')
          .evaluateAll((all) => all.map((img) => (img as HTMLImageElement).alt));
      const described = (list: string[]) => list.every((alt) => alt.length > 10);

      // About: two rows, each a picture and a text under its own heading.
      expect(described(await alts('aboutSection'))).toBe(true);
      expect(await alts('aboutSection')).toHaveLength(2);
      await expect(section('aboutSection').getByRole('heading', { level: 3 })).toHaveCount(2);

      // Owners and investors: a picture at most 320 px high, and five rows each.
      for (const id of ['ownersSection', 'investorsSection']) {
        expect(await alts(id)).toHaveLength(1);
        expect(described(await alts(id))).toBe(true);
        const image = section(id).locator('img');
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        const height = await image.evaluate((img) => img.getBoundingClientRect().height);
        expect(height).toBeGreaterThan(100);
        // At most 320 px (spec §9); layout works in 1/64 px, so 320 may measure 320.00003.
        expect(height).toBeLessThanOrEqual(320.5);
        const rows = section(id).getByRole('listitem');
        await expect(rows).toHaveCount(5);
        for (const row of await rows.all()) {
          await expect(row.getByRole('heading', { level: 3 })).toHaveText(/\S/);
          await expect(row.locator('p')).toHaveText(/\S/);
        }
      }

      // Industries: two columns, retail and industrial, each a picture, a headline and a text.
      expect(await alts('industriesSection')).toHaveLength(2);
      expect(described(await alts('industriesSection'))).toBe(true);
      await expect(section('industriesSection').getByRole('heading', { level: 3 })).toHaveText(
        text.industries,
      );
      await expect(section('industriesSection').locator('p')).toHaveCount(2);

      // Products: three cards of a picture 250 px high, a title and a subtitle; a card links out
      // only when its product has an address, and none has one yet.
      const cards = section('productsSection').getByRole('article');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(text.products);
      await expect(cards.locator('p')).toHaveText([/\S/, /\S/, /\S/]);
      await expect(cards.getByText(text.comingSoon, { exact: true })).toHaveCount(3);
      await expect(cards.getByRole('link')).toHaveCount(0);
      expect(described(await alts('productsSection'))).toBe(true);
      expect(
        await cards.locator('img').evaluateAll((all) => all.map((img) => img.getBoundingClientRect().height)),
      ).toEqual([250, 250, 250]);

      // Timeline: four events, oldest first, each a date, a title and a text.
      const events = section('timelineSection').getByRole('listitem');
      await expect(events).toHaveCount(4);
      await expect(events.locator('time')).toHaveText(['2012', '2015', '2019', '2024']);
      await expect(events.getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(events.locator('p:not(:has(time))')).toHaveCount(4);

      // Services: placeholder text.
      await expect(section('servicesSection').locator('p')).toHaveText([/\S.{19}/, /\S.{19}/]);
    });

    test('the footer: a contact link, the social pages in a new tab and a mail link', async ({ page }) => {
      await page.goto(text.path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: text.footer.email, exact: true })).toHaveAttribute(
        'href',
        'mailto:contact@sterlingcrest.ca',
      );
      for (const [name, href] of [
        ['LinkedIn', 'https://www.linkedin.com/company/sterling-crest-asset-management'],
        ['Facebook', 'https://www.facebook.com/sterlingcrestam'],
      ] as const) {
        const link = footer.getByRole('link', { name: `${name} ${text.newTab}`, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await footer.getByRole('link', { name: text.footer.contact, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${text.path}#contactSection$`));
      await expect(
        page.getByRole('heading', { level: 2, name: text.headings[7], exact: true }),
      ).toBeInViewport();
    });

    test('types the headline, then the subtitle, then shows the buttons, which go to their sections', async ({
      page,
    }) => {
      await page.goto(text.path);
      const samples = await sampleHero(page);
      const last = samples.at(-1)!;
      expect(last).toEqual({ title: text.title, subtitle: text.subtitle, buttons: true, content: true });
      // Character by character: growing prefixes, many steps, nothing before the title is done.
      const titles = [...new Set(samples.map((s) => s.title))];
      expect(titles.length).toBeGreaterThan(5);
      for (const title of titles) expect(text.title.startsWith(title)).toBe(true);
      expect(titles.map((t) => t.length)).toEqual([...titles.map((t) => t.length)].sort((a, b) => a - b));
      expect(samples.filter((s) => s.subtitle && s.title !== text.title)).toEqual([]);
      expect(new Set(samples.map((s) => s.subtitle)).size).toBeGreaterThan(5);
      // The buttons stay hidden until the subtitle is complete.
      expect(samples.filter((s) => s.buttons && s.subtitle !== text.subtitle)).toEqual([]);

      const hero = page.locator('#homeSection');
      await hero.getByRole('link', { name: text.about, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: text.headings[0], exact: true }),
      ).toBeInViewport();
      await expect(page).toHaveURL(/#aboutSection$/);

      await scrollTo(page, 0);
      await hero.getByRole('link', { name: text.contact, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: text.headings[7], exact: true }),
      ).toBeInViewport();
      await expect(page).toHaveURL(/#contactSection$/);
    });

    test('the scroll-down button goes to About', async ({ page }) => {
      await page.goto(text.path);
      const about = page.getByRole('heading', { level: 2, name: text.headings[0], exact: true });
      await expect(about).not.toBeInViewport();
      await page.getByRole('link', { name: text.scrollDown }).click();
      await expect(about).toBeInViewport();
    });

    test('the header follows the section under it: active link and tone', async ({ page }) => {
      await page.goto(text.path);
      const header = page.getByTestId('site-header');
      const navLink = (name: string) =>
        header.getByRole('navigation').getByRole('link', { name, exact: true });
      await expect(header).toHaveAttribute('data-tone', 'dark');
      if (isDesktop()) await expect(navLink(text.nav.home)).toHaveAttribute('aria-current', 'location');

      // Active once its top is within the navbar height (70) plus the section margin (10).
      const about = await offsetOf(page, 'aboutSection');
      await scrollTo(page, about - 82);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).toHaveAttribute('data-tone', 'dark');
      await scrollTo(page, about - 78);
      await expect(header).toHaveAttribute('data-tone', 'light');
      if (isDesktop()) {
        await expect(navLink(text.nav.about)).toHaveAttribute('aria-current', 'location');
        await expect(navLink(text.nav.home)).not.toHaveAttribute('aria-current');
      }

      await scrollTo(page, await offsetOf(page, 'ownersSection'));
      await expect(header).toHaveAttribute('data-tone', 'dark');
      if (isDesktop()) await expect(navLink(text.nav.owners)).toHaveAttribute('aria-current', 'location');

      await scrollTo(page, 0);
      await expect(header).toHaveAttribute('data-tone', 'dark');
      if (isDesktop()) await expect(navLink(text.nav.home)).toHaveAttribute('aria-current', 'location');
    });

    test('the scroll-to-top button appears past 500 px and returns to the top', async ({ page }) => {
      await page.goto(text.path);
      const button = page.getByRole('button', { name: text.backToTop });
      await expect(button).toBeHidden();
      await scrollTo(page, 450);
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', 'true');
      await expect(button).toBeHidden();
      await scrollTo(page, 900);
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });

    test('the banner links to the featured showcase in the same language', async ({ page }) => {
      await page.goto(text.path);
      const link = page.locator('#homeSection').getByRole('link', { name: text.banner, exact: true });
      await expect(link).toBeVisible();
      // It names the suburb of the opportunity.
      await expect(link.locator('..')).toHaveText(`${text.bannerText} ${text.banner}`);
      await link.click();
      await expect(page).toHaveURL(text.showcase);
    });

    test('with reduced motion the hero text is complete as soon as it shows, and nothing is hidden', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(text.path);
      const samples = await sampleHero(page);
      const shown = samples.filter((s) => s.content);
      expect(shown.length).toBeGreaterThan(0);
      for (const sample of shown) {
        expect(sample).toEqual({ title: text.title, subtitle: text.subtitle, buttons: true, content: true });
      }
      // No scroll reveal: content below the fold is already visible.
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
      await scrollTo(page, await offsetOf(page, 'timelineSection'));
      await expect(
        page.getByRole('heading', { level: 2, name: text.headings[5], exact: true }),
      ).toBeVisible();
      await expect
        .poll(() =>
          page
            .locator('#timelineSection li')
            .first()
            .evaluate((e) => getComputedStyle(e).opacity),
        )
        .toBe('1');
    });

    test('passes the accessibility check once every section has been revealed', async ({ page }) => {
      test.slow(); // axe on the whole page takes a while on a busy machine
      await page.goto(text.path);
      await expect(
        page.locator('#homeSection').getByRole('link', { name: text.contact, exact: true }),
      ).toBeVisible();
      // Scroll through like a reader, so every block reveals, then check the whole page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 300) await scrollTo(page, y);
      await expect(page.locator('[data-reveal=hidden]')).toHaveCount(0);
      await expect
        .poll(() =>
          page
            .locator('[data-reveal]')
            .evaluateAll((all) => all.every((e) => getComputedStyle(e).opacity === '1')),
        )
        .toBe(true);
      await expect(page.locator('#contact-sender')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe('timings (spec §4 and §9), on a fake clock', DESKTOP_ONLY, () => {
  /** Opens the home page with time stopped, then moves the clock on 1 ms at a time until the page
   * has hydrated (its blocks below the fold are then set hidden for their reveal): React throttles
   * the first commit with a timer, so a clock that never moves would never hydrate. The effects
   * that start the hero's timers run at that commit, so the tests count from there to within 1 ms. */
  async function openStopped(page: Page) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(10_000);
    await page.goto('/');
    const hydrated = () => page.locator('[data-reveal=hidden]').count();
    for (let step = 0; step < 2000 && (await hydrated()) === 0; step++) await page.clock.runFor(1);
    expect(await hydrated()).toBeGreaterThan(0);
    // Passive effects follow the commit at once; with time stopped, waiting moves nothing on.
    await page.waitForTimeout(300);
  }

  test('the hero: hidden while loading (500 ms), the title typed in 1000 ms after 200 ms, the subtitle in 1000 ms after 1300 ms, then the buttons; each caret stops 2000 ms after its text', async ({
    page,
  }) => {
    await openStopped(page);
    const hero = page.locator('#homeSection');
    const heading = hero.getByRole('heading', { level: 1 });
    const [title, subtitle] = [hero.locator('[data-typed]').first(), hero.locator('[data-typed]').nth(1)];
    const about = hero.getByRole('link', { name: TEXT.en.about, exact: true });
    const carets = hero.locator('[data-caret]');
    const typedLength = (line: typeof title) => line.evaluate((e) => e.textContent?.length ?? 0);
    /** Moves the clock to `ms` after the loading flag cleared (`cleared` ms after start). */
    let now = 0;
    const at = async (ms: number) => {
      await page.clock.runFor(500 + ms - now);
      now = 500 + ms;
    };

    // The loading flag started a little before the page finished hydrating: step to its end.
    await expect(heading).toBeHidden();
    await expect(hero.getByRole('link', { name: TEXT.en.banner, exact: true })).toBeVisible();
    // The flag itself (the section's data-loading), not the heading's visibility: that follows the
    // fade's real-time frames, which lag the stopped clock.
    const loading = () => hero.evaluate((e) => e.hasAttribute('data-loading'));
    let hidden = 0;
    while (hidden < 1000 && (await loading())) {
      await page.clock.runFor(5);
      hidden += 5;
    }
    // 500 ms, measured from a hydration that the flag's timer starts near (not exactly at).
    expect(hidden).toBeGreaterThan(400);
    expect(hidden).toBeLessThanOrEqual(650);
    now = 500; // within 5 ms of the moment the flag cleared
    await expect(heading).toBeVisible();
    await expect(title).toHaveText('');

    await at(180);
    await expect(title).toHaveText('');
    await at(700); // half-way through the title
    await expect.poll(() => typedLength(title)).toBeGreaterThan(TEXT.en.title.length * 0.4);
    expect(await typedLength(title)).toBeLessThan(TEXT.en.title.length * 0.6);
    await expect(carets).toHaveCount(1);
    await at(1230);
    await expect(title).toHaveText(TEXT.en.title);
    await expect(subtitle).toHaveText('');
    await expect(about).toBeHidden();

    await at(1800); // half-way through the subtitle
    await expect.poll(() => typedLength(subtitle)).toBeGreaterThan(TEXT.en.subtitle.length * 0.4);
    expect(await typedLength(subtitle)).toBeLessThan(TEXT.en.subtitle.length * 0.6);
    await expect(carets).toHaveCount(2);
    await expect(about).toBeHidden();
    await at(2330);
    await expect(subtitle).toHaveText(TEXT.en.subtitle);
    await expect(about).toBeVisible();

    // The title's caret blinks 2000 ms after it is complete, then goes (give or take an animation
    // frame, and the 5 ms the flag's end was stepped in).
    await at(3150);
    await expect(carets).toHaveCount(2);
    await at(3260);
    await expect(carets).toHaveCount(1);
    await at(4360);
    await expect(carets).toHaveCount(0);
  });
});

test.describe('scroll reveal (spec §9)', DESKTOP_ONLY, () => {
  test('a block reveals once it is 120 px inside the viewport, and only once', async ({ page }) => {
    await page.goto('/');
    await started(page, TEXT.en.title);
    const event = page.locator('#timelineSection li').first();
    await expect(event).toHaveAttribute('data-reveal', 'hidden');
    // Where its top meets the bottom of the viewport (as drawn: hidden, it sits 48 px lower).
    const y = await event.evaluate(
      (e) => e.getBoundingClientRect().top + window.scrollY - window.innerHeight,
    );
    await scrollTo(page, y + 110);
    await expect(event).toHaveAttribute('data-reveal', 'hidden');
    await scrollTo(page, y + 130);
    await expect(event).toHaveAttribute('data-reveal', 'shown');
    await scrollTo(page, 0);
    await expect(event).toHaveAttribute('data-reveal', 'shown');
  });

  test('columns and product cards take their durations and delays', async ({ page }) => {
    await page.goto('/');
    await started(page, TEXT.en.title);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) await scrollTo(page, y);
    await expect(page.locator('[data-reveal=hidden]')).toHaveCount(0);
    /** Duration and delay of each revealed block of a section: its title first, 400 ms. */
    const timings = (id: string) =>
      page.locator(`#${id} [data-reveal]`).evaluateAll((all) =>
        all.map((e) => {
          const style = getComputedStyle(e);
          return `${style.transitionDuration} / ${style.transitionDelay}`;
        }),
      );
    // Columns: 600 + 100 × (index + 1) ms after 200 ms × index.
    expect(await timings('industriesSection')).toEqual([
      '0.4s, 0.4s / 0s, 0s',
      '0.7s, 0.7s / 0s, 0s',
      '0.8s, 0.8s / 0.2s, 0.2s',
    ]);
    // Product cards: 800 ms, 400 ms apart.
    expect(await timings('productsSection')).toEqual([
      '0.4s, 0.4s / 0s, 0s',
      '0.8s, 0.8s / 0s, 0s',
      '0.8s, 0.8s / 0.4s, 0.4s',
      '0.8s, 0.8s / 0.8s, 0.8s',
    ]);
  });
});

test.describe('language toggle', () => {
  test('switches the page at once, sets <html lang>, moves to /fr and is remembered', async ({ page }) => {
    await page.goto('/');
    await started(page, TEXT.en.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // A marker in the page survives only if the switch does not reload it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByTestId('language-toggle').click();

    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    for (const heading of TEXT.fr.headings)
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.fr.title, exact: true })).toBeVisible();
    // The hero types its new text again.
    await expect(page.locator('#homeSection h1 [data-typed]')).toHaveText(TEXT.fr.title);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Remembered: the English address now opens the French page, after a reload too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Secteurs', exact: true })).toBeAttached();
    await page.reload();
    await expect(page).toHaveURL(/\/fr$/);
    await started(page, TEXT.fr.title);

    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Industries', exact: true })).toBeAttached();
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps the scroll position when switching', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/');
    await started(page, TEXT.en.title);
    const owners = await offsetOf(page, 'ownersSection');
    await scrollTo(page, owners);
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pour les propriétaires' })).toBeInViewport();
  });
});
