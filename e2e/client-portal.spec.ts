// The client portal (issue 29) as an owner meets it, in English and in French: staff invite a
// contact from its page; the client sets a password from the mail's link and sees exactly the
// building their company owns, with its figures; reads the update staff post, downloads the
// statement staff share (the download is logged), and asks their representative a question; the
// representative finds it in My day and answers, and the answer reaches the client's thread and
// mailbox. A second client, invited the same way, sees none of it. axe: no violation on the pages.
import type { Browser, Cookie, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createWithRole } from './support/accounts.js';
import { createAddress, createEmail, createEntity, createLink } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, mails, test, unique } from './support/fixtures.js';
import { logIn, openLogin } from './support/sign-in.js';

test.use({ serviceWorkers: 'block' });

const TEXT = {
  en: {
    langChoice: 'English',
    inviteTitle: 'Your client portal',
    password: 'Password',
    open: 'Open my portal',
    portfolio: 'My portfolio',
    properties: 'My properties',
    occupancy: 'Occupancy',
    annualRent: 'Annual rent',
    openProperty: (a: string) => `See the figures of ${a}`,
    expiries: 'Upcoming lease expiries',
    nav: { updates: 'Updates', documents: 'Documents', messages: 'Contact', home: 'Portfolio' },
    updateTab: 'English',
    noUpdate: 'No update yet.',
    noDocument: 'No document has been shared with you yet.',
    download: (t: string) => `Download ${t}`,
    downloaded: 'Downloaded on',
    notDownloaded: 'Not downloaded yet',
    question: 'Ask a question',
    body: 'Your message',
    send: 'Send',
    sent: 'Your message was sent. Your representative will answer by email and here.',
    waiting: 'Waiting for an answer',
    answered: 'answered on',
    noMessage: 'You have not written yet.',
    notYours: 'This property is not in your portfolio.',
    representative: 'Your representative',
  },
  fr: {
    langChoice: 'French',
    inviteTitle: 'Votre portail client',
    password: 'Mot de passe',
    open: 'Ouvrir mon portail',
    portfolio: 'Mon portefeuille',
    properties: 'Mes immeubles',
    occupancy: 'Taux d’occupation',
    annualRent: 'Loyer annuel',
    openProperty: (a: string) => `Voir les chiffres de ${a}`,
    expiries: 'Baux qui arrivent à échéance',
    nav: { updates: 'Nouvelles', documents: 'Documents', messages: 'Contact', home: 'Portefeuille' },
    updateTab: 'French',
    noUpdate: 'Aucune nouvelle pour l’instant.',
    noDocument: 'Aucun document ne vous a encore été transmis.',
    download: (t: string) => `Télécharger ${t}`,
    downloaded: 'Téléchargé le',
    notDownloaded: 'Pas encore téléchargé',
    question: 'Poser une question',
    body: 'Votre message',
    send: 'Envoyer',
    sent: 'Votre message a été envoyé. Votre représentant répondra par courriel et ici.',
    waiting: 'En attente d’une réponse',
    answered: 'a répondu le',
    noMessage: 'Vous n’avez encore rien écrit.',
    notYours: 'Cet immeuble ne fait pas partie de votre portefeuille.',
    representative: 'Votre représentant',
  },
} as const;
type Lang = keyof typeof TEXT;

const PASSWORD = 'Client.Passw0rd.2026';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** 20 000 in any of the two languages' spellings (a comma, a space or a narrow no-break space). */
const TWENTY_THOUSAND = /20[\s,\u202f\u00a0]?000/;

/** Mails sent to `address` (its To: header; a staff alert names the client in Reply-To: only). */
const mailsTo = (address: string) =>
  mails().filter((m) => /^To:.*$/im.exec(m.split(/\r?\n\r?\n/)[0]!)?.[0].includes(address));

async function inviteLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const found = mailsTo(address)
        .map((m) => m.match(/https?:\/\/\S+\/portal\/invite\/[\w-]+/)?.[0])
        .find(Boolean);
      link = found ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname;
}

/** A contact with an email, as the invitation needs. */
async function person(crm: Parameters<typeof createEntity>[0], name: string, fields: object = {}) {
  const contact = await createEntity(crm, { name, is_person: true, ...fields });
  const { email } = await createEmail(crm, { email: `client-${unique()}@e2e.test` });
  await createLink(crm, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
  return { ...contact, email };
}

/** Paul owns half of a holding company, which owns a building of one leased space; Bea owns a
 * building of her own. Paul's representative is a staff member of their own. */
async function arrange(crm: Parameters<typeof createEntity>[0], baseURL: string) {
  const u = unique();
  const repEmail = `rep-${u}@e2e.test`;
  const repId = await createWithRole(baseURL, repEmail, 'staff');
  const paul = await person(crm, `Paul Investor ${u}`, { representative_id: repId });
  const bea = await person(crm, `Bea Owner ${u}`);
  const holding = await createEntity(crm, { name: `Sunset Holdings ${u}` });
  const tenant = await createEntity(crm, { name: `Acme Tenant ${u}` });
  await createLink(crm, 'entities_entities', {
    entity_id: paul.uuid,
    entity_id2: holding.uuid,
    relationship: 'OWNER',
    share: 50,
  });
  const number = 1000 + Math.floor(Math.random() * 8999);
  const building = await createAddress(crm, {
    address: `${number} Rue Client ${u}, Montréal, QC H2X 3K8`,
    locality: 'Montréal',
  });
  const space = await createAddress(crm, {
    address: `${number} Rue Client ${u} #101, Montréal, QC H2X 3K8`,
    subpremise: '101',
    parent_address_id: building.uuid,
    rba: 1000,
  });
  const other = await createAddress(crm, {
    address: `${number} Rue Autre ${u}, Laval, QC H7N 1A1`,
    locality: 'Laval',
  });
  await createLink(crm, 'addresses_entities', {
    address_id: building.uuid,
    entity_id: holding.uuid,
    role: 'RECORDED_OWNER',
  });
  await createLink(crm, 'addresses_entities', { address_id: other.uuid, entity_id: bea.uuid, role: 'OWNER' });
  // $20 a sq ft a year on 1,000 sq ft: $20,000 a year, ending in 300 days.
  const lease = await crm.post('leases', {
    data: {
      tenant_id: tenant.uuid,
      space_ids: [space.uuid],
      start_on: day(-400),
      end_on: day(300),
      base_rent: 20,
      rent_basis: 'per_sqft_year',
      status: 'active',
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);
  const noi = await crm.put(`addresses/${building.uuid}/figures/2025`, { data: { noi: 150_000 } });
  expect(noi.status(), await noi.text()).toBe(200);
  return { u, repEmail, paul, bea, holding, tenant, building, other };
}

/** A browser context signed in as the e2e administrator (the staff side of the journey). */
async function staffContext(browser: Browser, baseURL: string, cookies: Cookie[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addCookies(cookies);
  return context.newPage();
}

/** Opens the invitation, sets the password and lands on the portal's home. */
async function acceptInvitation(page: Page, path: string, lang: Lang) {
  const L = TEXT[lang];
  await page.goto(path);
  // The page opens in the invitation's language.
  await expect(page.getByRole('heading', { level: 1, name: L.inviteTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: L.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: L.open }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: L.portfolio })).toBeVisible();
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /Client portal|Portail client/ }).getByRole('link', { name });

for (const lang of ['en', 'fr'] as const) {
  const L = TEXT[lang];
  test(
    `${lang}: invited by staff, a client sees their own property, an update, a statement and their representative's answer; another client sees none of it`,
    lang === 'fr' ? DESKTOP_ONLY : {},
    async ({ page, browser, baseURL, crm, staffCookies }) => {
      test.setTimeout(180_000);
      // A page the server rendered must hydrate as it is (React reports a mismatch as an error).
      const reactErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /React error|hydrat/i.test(m.text())) reactErrors.push(m.text());
      });
      const a = await arrange(crm, baseURL!);
      const staff = await staffContext(browser, baseURL!, staffCookies);

      // Staff invite Paul from his page, in his language.
      await staff.goto(`/admin/contacts/${a.paul.uuid}`);
      const panel = staff.getByRole('region', { name: 'Client portal' });
      await panel.getByRole('button', { name: 'Invite…' }).click();
      const invite = staff.getByRole('dialog', { name: 'Invite to the client portal' });
      await invite.getByRole('radio', { name: L.langChoice }).check();
      await invite.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(staff.getByText('The invitation was sent.')).toBeVisible();
      await expect(panel.getByTestId('client-access-status')).toContainText('Invited on');

      // Paul sets his password and sees exactly his building, its path and his share, and figures.
      await acceptInvitation(page, await inviteLink(a.paul.email), lang);
      const mine = page.getByRole('region', { name: L.properties });
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expect(mine.getByRole('heading', { name: a.building.address })).toBeVisible();
      await expect(mine.getByTestId('ownership-path')).toContainText(a.holding.name);
      await expect(page.getByText(a.other.address)).toHaveCount(0);
      const summary = page.getByRole('region', { name: /Portfolio performance|Rendement du portefeuille/ });
      await expect(summary).toContainText(L.occupancy);
      await expect(summary.getByText(TWENTY_THOUSAND)).toBeVisible();
      await expectAccessible(page);
      await mine.getByRole('link', { name: L.openProperty(a.building.address) }).click();
      await expect(page.getByRole('heading', { level: 1, name: a.building.address })).toBeVisible();
      const expiries = page.getByRole('region', { name: L.expiries });
      await expect(expiries).toContainText(a.tenant.name);
      await expectAccessible(page);

      // Staff post him an update (in his language) and share his statement about the building.
      await staff.reload();
      await expect(panel.getByTestId('client-access-status')).toContainText('Active since');
      const title = lang === 'fr' ? `Toiture refaite ${a.u}` : `Roof replaced ${a.u}`;
      const text = lang === 'fr' ? 'Les travaux sont terminés.' : 'The work is done.';
      await panel.getByRole('button', { name: 'Post an update…' }).click();
      const update = staff.getByRole('dialog', { name: 'Post an update' });
      await update.getByRole('tab', { name: L.updateTab }).click();
      await update.getByLabel('Title').fill(title);
      await update.getByLabel('Text').fill(text);
      await update.getByRole('button', { name: 'Publish' }).click();
      await expect(staff.getByText('Update posted to 1 clients (1 emailed).')).toBeVisible();
      await expect.poll(() => mailsTo(a.paul.email).filter((m) => m.includes(title)).length).toBe(1);

      const pdf = await PDFDocument.create();
      pdf.addPage().drawText(`Statement ${a.u}`);
      const statement = `Statement 2025 ${a.u}`;
      await panel.getByRole('button', { name: 'Share a document…' }).click();
      const share = staff.getByRole('dialog', { name: 'Share a document' });
      await share.getByLabel('File').setInputFiles({
        name: 'statement-2025.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await pdf.save()),
      });
      await share.getByLabel('Title').fill(statement);
      await share.getByLabel('Property (optional)').click();
      await staff.getByRole('option', { name: a.building.address }).click();
      await share.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(staff.getByText('The document was shared.')).toBeVisible();

      // Paul reads the update and downloads the statement; the download is logged.
      await nav(page, L.nav.updates).click();
      const post = page.getByRole('article', { name: title });
      await expect(post).toContainText(text);
      await expectAccessible(page);
      await nav(page, L.nav.documents).click();
      await expect(page.getByText(L.notDownloaded)).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: L.download(statement) }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('statement-2025.pdf');
      expect((await download.failure()) ?? null).toBeNull();
      await expect(page.getByText(L.downloaded)).toBeVisible();
      await expectAccessible(page);
      const logged = await crm.get(`entities/${a.paul.uuid}/documents`);
      expect(JSON.stringify(await logged.json())).toContain('statement-2025.pdf');

      // Paul asks his representative a question: acknowledged on the page and by mail.
      await nav(page, L.nav.messages).click();
      await expect(page.getByRole('region', { name: L.representative })).toBeVisible();
      const question = `${lang === 'fr' ? 'Quand vendre' : 'When should we sell'} ${a.u}?`;
      const before = mailsTo(a.paul.email).length;
      await page.getByRole('radio', { name: L.question }).check();
      await page.getByLabel(L.body).fill(question);
      await page.getByRole('button', { name: L.send, exact: true }).click();
      await expect(page.getByText(L.sent)).toBeVisible();
      await expect(page.getByText(question)).toBeVisible();
      await expect(page.getByText(L.waiting)).toBeVisible();
      await expect.poll(() => mailsTo(a.paul.email).length).toBe(before + 1);
      await expectAccessible(page);

      // His representative signs in, finds it in My day and answers.
      const repContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const rep = await repContext.newPage();
      await openLogin(rep, 'en');
      await logIn(rep, 'en', a.repEmail);
      await expect(rep).toHaveURL(/\/admin\/today$/);
      await rep
        .getByRole('region', { name: 'New for my contacts' })
        .getByRole('link', { name: new RegExp(a.paul.name) })
        .click();
      await expect(rep.getByText(question)).toBeVisible();
      const answer = `${lang === 'fr' ? 'Appelons-nous demain' : 'Let us talk tomorrow'} ${a.u}.`;
      await rep.getByLabel('Your answer').fill(answer);
      await rep.getByRole('button', { name: 'Send the answer' }).click();
      await expect(rep.getByText('Your answer was sent.')).toBeVisible();
      await expect.poll(() => mailsTo(a.paul.email).filter((m) => m.includes(answer)).length).toBe(1);
      // Opened anew, the page comes with its thread (ADR 0052): nothing asked for it again.
      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/api/v1/client/messages') && asked.push(r.url()));
      await page.reload();
      await expect(page.getByText(answer)).toBeVisible();
      await expect(page.getByText(L.answered)).toBeVisible();
      expect(asked).toEqual([]);
      await repContext.close();

      // Bea, a client too, sees nothing of Paul's: not his building, update, statement or thread.
      await crm.post(`entities/${a.bea.uuid}/client-invite`, { data: { lang } });
      const beaLink = await inviteLink(a.bea.email);
      await page.context().clearCookies();
      await acceptInvitation(page, beaLink, lang);
      const hers = page.getByRole('region', { name: L.properties });
      await expect(hers.getByRole('heading', { name: a.other.address })).toBeVisible();
      await expect(hers.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText(a.building.address)).toHaveCount(0);
      await nav(page, L.nav.updates).click();
      await expect(page.getByText(L.noUpdate)).toBeVisible();
      await nav(page, L.nav.documents).click();
      await expect(page.getByText(L.noDocument)).toBeVisible();
      await nav(page, L.nav.messages).click();
      await expect(page.getByText(L.noMessage)).toBeVisible();
      await page.goto(`/portal/properties/${a.building.uuid}`);
      await expect(page.getByText(L.notYours)).toBeVisible();
      expect(reactErrors).toEqual([]);
      await staff.context().close();
    },
  );
}
