// Listings and their deal rooms (issue 28) as a broker and a visitor use them: staff create a
// listing on a property, give it a photo and three documents of different levels, and publish it;
// a visitor finds it on /listings, accepts its agreement, comes back by the emailed link on another
// browser, reads the agreement-level document (stamped) and is refused the approved one; staff
// approve them from the inbox item; the visitor reads it; staff see the reads on the lead's
// timeline. The staff side in English on the desktop; the visitor's side in English (desktop and
// phone) and in French (desktop). axe: no violation on the editor, /listings and the listing page.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createAddress, streetNumber } from './support/factories.js';
import {
  DESKTOP_ONLY,
  expect,
  expectAccessible,
  phoneInEnglishOnly,
  query,
  test,
  unique,
  waitForMail,
} from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** A portal page's first paint (session, then its data) on two busy cores. */
const SLOW = { timeout: 30_000 };

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 2; i++) doc.addPage([612, 792]).drawText(`${text}, page ${i + 1}`, { x: 72, y: 700 });
  return Buffer.from(await doc.save());
}

const photo = () =>
  sharp(Buffer.alloc(800 * 500 * 3, 120), { raw: { width: 800, height: 500, channels: 3 } })
    .jpeg()
    .toBuffer();

const TEXT = {
  en: {
    list: '/listings',
    page: (slug: string) => `/listings/${slug}`,
    type: 'Type',
    investor: 'Investor',
    name: 'Name',
    email: 'Email',
    agree: /I agree to the terms/,
    submit: 'Accept and view the property',
    accepted: 'You accepted the agreement',
    room: 'Deal room',
    open: 'Open',
    lockedApproved: 'Opens once our team approves your request',
  },
  fr: {
    list: '/fr/listings',
    page: (slug: string) => `/fr/listings/${slug}`,
    type: 'Type',
    investor: 'Investisseur',
    name: 'Nom',
    email: 'Courriel',
    agree: /J’accepte les conditions|J'accepte les conditions/,
    submit: 'Accepter et voir la propriété',
    accepted: 'Vous avez accepté l’entente',
    room: 'Salle de données',
    open: 'Ouvrir',
    lockedApproved: 'S’ouvre une fois votre demande approuvée par notre équipe',
  },
} as const;

interface Made {
  id: string;
  slug: string;
  title: string;
}

/** Fills and sends the deal room's access form (the showcase's fields) in `lang`. */
async function accept(page: Page, lang: 'en' | 'fr', who: { name: string; email: string }) {
  const text = TEXT[lang];
  const room = page.locator('#deal-room, section', { hasText: text.room }).last();
  await room.getByRole('combobox', { name: text.type, exact: true }).selectOption({ label: text.investor });
  await room.getByRole('textbox', { name: text.name, exact: true }).fill(who.name);
  await room.getByRole('textbox', { name: text.email, exact: true }).fill(who.email);
  await room.getByRole('checkbox', { name: text.agree }).check();
  await room.getByRole('button', { name: text.submit }).click();
  await expect(page.getByText(text.accepted)).toBeVisible(SLOW);
}

/** The status of fetching a link of the page with the page's own cookies. */
const fetchStatus = (page: Page, href: string) => page.request.get(href).then((r) => r.status());

async function newVisitor(browser: Browser, baseURL: string | undefined, phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

test.describe('listings and deal rooms', () => {
  test(
    'staff create and publish a listing with a photo and three documents of different levels',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      test.slow();
      const u = unique();
      const street = `${streetNumber()} Rue Listing ${u}`;
      const building = await createAddress(crm, { address: `${street}, Montréal, QC H2X 3K8` });
      const title = `Harbour Lofts ${u}`;
      const slug = `harbour-lofts-${u}`;

      await page.goto('/admin/listings/new');
      await page.getByRole('combobox', { name: /^Property \(building or space\)/ }).fill(street);
      await page.getByRole('option', { name: new RegExp(street) }).click(SLOW);
      await page.getByRole('textbox', { name: /^Title \(English\)/ }).fill(title);
      await page.getByRole('textbox', { name: /^Title \(French\)/ }).fill(`Lofts du Port ${u}`);
      await page.getByRole('textbox', { name: /^Web address/ }).fill(slug);
      await page
        .getByRole('textbox', { name: /^Confidentiality agreement \(English\)/ })
        .fill('Keep it private.');
      await page
        .getByRole('textbox', { name: /^Confidentiality agreement \(French\)/ })
        .fill('Gardez-le privé.');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
      const id = page.url().split('/').pop()!;

      await page.getByLabel('Photos to upload').setInputFiles({
        name: 'lobby.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await expect(page.getByText('1 photo uploaded')).toBeVisible(SLOW);

      const documents = page.getByRole('region', { name: 'Documents' });
      for (const [n, label] of ['Public', 'Agreement signed', 'Approved leads'].entries()) {
        const level = ['public', 'agreement', 'approved'][n];
        await documents.getByRole('combobox', { name: 'Access level', exact: true }).click();
        await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
        await documents.getByLabel('Documents to upload').setInputFiles({
          name: `${level}-${u}.pdf`,
          mimeType: 'application/pdf',
          buffer: await pdf(`${level} document`),
        });
        await expect
          .poll(async () => (await (await crm.get(`listings/${id}/documents`)).json()).data.length, SLOW)
          .toBe(n + 1);
      }
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Listing published')).toBeVisible(SLOW);
      const saved = await (await crm.get(`listings/${id}/documents`)).json();
      expect(saved.data.map((d: { level: string }) => d.level)).toEqual(['public', 'agreement', 'approved']);
      const listing = await (await crm.get(`listings/${id}/complete`)).json();
      expect(listing).toMatchObject({ slug, status: 'published', address_id: building.uuid });
    },
  );

  for (const lang of ['en', 'fr'] as const) {
    test(
      `a visitor accepts, returns by the emailed link, reads what opens to them, and staff approve them (${lang})`,
      phoneInEnglishOnly(lang),
      async ({ browser, baseURL, crm, staffPage }, testInfo) => {
        test.slow();
        const text = TEXT[lang];
        const u = unique();
        const made = await arrange(crm, u);
        const visitor = await newVisitor(browser, baseURL, testInfo.project.name === 'phone');

        // Found on /listings, opened from its card.
        await visitor.goto(text.list);
        await visitor.getByRole('link', { name: new RegExp(made.title) }).click();
        await expect(visitor).toHaveURL(new RegExp(`${text.page(made.slug)}$`));
        await expect(visitor.getByRole('heading', { level: 1, name: made.title })).toBeVisible();
        await expectAccessible(visitor);

        const who = { name: `Iris Visitor ${u}`, email: `iris.${u}@visitors.e2e.test` };
        await accept(visitor, lang, who);

        // The emailed link, on another browser: no second acceptance.
        const mail = await waitForMail(who.email);
        const link = mail.match(/https?:\/\/\S+\?access=[\w-]+/)?.[0];
        expect(link, 'the personal link in the mail').toBeTruthy();
        const returning = await newVisitor(browser, baseURL, testInfo.project.name === 'phone');
        await returning.goto(new URL(link!).pathname + new URL(link!).search);
        const room = returning.locator('section', { hasText: text.room }).last();
        const openLinks = room.getByRole('link', { name: text.open });
        await expect(openLinks).toHaveCount(2, SLOW);
        await expect(room).toContainText(text.lockedApproved);
        await expectAccessible(returning);

        const docs = await (
          await returning.request.get(`/api/v1/public/listings/${made.slug}/documents`)
        ).json();
        const byLevel = Object.fromEntries(
          docs.data.map((d: { level: string; id: string }) => [d.level, d.id] as const),
        );
        const file = (doc: string) => `/api/v1/public/listings/${made.slug}/documents/${doc}`;
        const read = await returning.request.get(file(byLevel.agreement));
        expect(read.status()).toBe(200);
        expect(read.headers()['content-type']).toContain('application/pdf');
        expect(await fetchStatus(returning, file(byLevel.approved))).toBe(403);

        // Staff approve the lead from the inbox item.
        const [item] = query<{ id: number }>('SELECT id FROM inbox_items WHERE email = ?', who.email);
        expect(item, 'the request in the inbox').toBeTruthy();
        await staffPage.goto(`/admin/inbox/${item!.id}`);
        await staffPage.getByRole('button', { name: 'Approved', exact: true }).click(SLOW);
        await expect(staffPage.getByTestId('lead-level-note')).toHaveText('Emailed to the lead', SLOW);

        // The visitor now reads it.
        await returning.reload();
        await expect(room.getByRole('link', { name: text.open })).toHaveCount(3, SLOW);
        expect(await fetchStatus(returning, file(byLevel.approved))).toBe(200);

        // Staff see the reads on the lead's timeline.
        const [lead] = query<{ entity_id: string }>(
          'SELECT entity_id FROM listing_acceptances WHERE email = ?',
          who.email,
        );
        await staffPage.goto(`/admin/contacts/${lead!.entity_id}`);
        await expect(staffPage.getByText(`approved-${u}`).first()).toBeVisible(SLOW);
        await returning.context().close();
        await visitor.context().close();
      },
    );
  }
});

/** A published listing with a photo and three documents, arranged through the API (the portal's
 * part is its own test above). */
async function arrange(crm: APIRequestContext, u: string): Promise<Made> {
  const building = await createAddress(crm);
  const title = `Harbour Lofts ${u}`;
  const slug = `harbour-lofts-${u}`;
  const created = await crm.post('listings', {
    data: {
      address_id: building.uuid,
      slug,
      kind: 'sale',
      status: 'published',
      title: { en: title, fr: title },
      price: 4_200_000,
      agreement: { en: 'Keep it private.', fr: 'Gardez-le privé.' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const photoRes = await crm.post(`listings/${id}/photos`, {
    multipart: { file: { name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect(photoRes.status()).toBe(201);
  for (const level of ['public', 'agreement', 'approved'] as const) {
    const res = await crm.post(`listings/${id}/documents`, {
      multipart: {
        level,
        title: `${level}-${u}`,
        file: {
          name: `${level}-${u}.pdf`,
          mimeType: 'application/pdf',
          buffer: await pdf(`${level} document`),
        },
      },
    });
    expect(res.status()).toBe(201);
  }
  return { id, slug, title };
}
