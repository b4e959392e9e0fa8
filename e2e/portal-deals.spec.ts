// The deal desk (issue 27) as a broker works it: a lead from the home page's contact form becomes a
// contact and, from the inbox item, a deal on a property; on the board (filtered to the property's
// city, so only this deal shows) the card is dragged by mouse to the next stage and moved by
// keyboard to the one after; the forecast shows its weighted commission in its month of expected
// close; then it is lost with a reason, which the deal keeps. In English and French, on the desktop
// and the phone (English). axe: no violation on the deal page, the board and the forecast.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sendContactForm } from './support/contact-form.js';
import { createAddress } from './support/factories.js';
import { expect, expectAccessible, phoneInEnglishOnly, query, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** A portal page's first paint (session, pipelines, staff, then its data) on two busy cores. */
const SLOW = { timeout: 30_000 };

const TEXT = {
  en: {
    createContact: 'Create the contact from this item',
    newDeal: 'New deal',
    name: /^Deal name/,
    pipeline: /^Pipeline/,
    property: /^Property \(address\)/,
    value: /^Value/,
    commission: /^Commission \(%\)/,
    close: /^Expected close/,
    create: 'Create',
    menu: (name: string) => `Move ${name} to another stage`,
    lost: 'Closed lost',
    lostTitle: 'Why was this deal lost?',
    reason: /^Lost reason/,
    competitor: 'Lost to competitor',
    move: 'Move',
    forecast: 'Forecast and results',
    from: 'From',
    to: 'To',
    table: 'Weighted commission by month and stage',
  },
  fr: {
    createContact: 'Créer le contact à partir de cet élément',
    newDeal: 'Nouvelle transaction',
    name: /^Nom de la transaction/,
    pipeline: /^Pipeline/,
    property: /^Propriété \(adresse\)/,
    value: /^Valeur/,
    commission: /^Commission \(%\)/,
    close: /^Clôture prévue/,
    create: 'Créer',
    menu: (name: string) => `Déplacer ${name} vers une autre étape`,
    lost: 'Perdue',
    lostTitle: 'Pourquoi cette transaction a-t-elle été perdue?',
    reason: /^Raison de la perte/,
    competitor: 'Perdue au profit d’un concurrent',
    move: 'Déplacer',
    forecast: 'Prévisions et résultats',
    from: 'De',
    to: 'À',
    table: 'Commission pondérée par mois et par étape',
  },
} as const;

interface Pipeline {
  id: string;
  type: string;
  stages: { id: string; name: string; probability: number; outcome: string }[];
}

/** Each run its own pipeline, so the forecast's month holds this deal alone. */
const PIPELINE_OF: Record<string, string> = {
  'en-desktop': 'investment_sale',
  'fr-desktop': 'acquisition',
  'en-phone': 'disposition',
};

async function pipelineOf(crm: APIRequestContext, type: string): Promise<Pipeline> {
  const list = ((await (await crm.get('pipelines')).json()) as { data: Pipeline[] }).data;
  const pipeline = list.find((p) => p.type === type);
  expect(pipeline, `the seeded ${type} pipeline`).toBeTruthy();
  return pipeline!;
}

const stageOf = async (crm: APIRequestContext, id: string) =>
  (await (await crm.get(`deals/${id}`)).json()) as { stage_id: string; outcome: string; lost_reason: string };

/** A mouse drag in small steps (dnd-kit starts a drag past a few pixels and follows the pointer). */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  expect(a).toBeTruthy();
  await page.mouse.move(a!.x + a!.width / 2, a!.y + 12);
  await page.mouse.down();
  await page.mouse.move(a!.x + a!.width / 2 + 10, a!.y + 20, { steps: 4 });
  const b = await to.boundingBox();
  expect(b).toBeTruthy();
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
  await page.mouse.up();
}

for (const lang of ['en', 'fr'] as const) {
  test(
    `a deal from an inbox lead, across the board by mouse and keyboard, in the forecast, lost with a reason (${lang})`,
    phoneInEnglishOnly(lang),
    async ({ staffPage: page, crm, isMobile }) => {
      // The whole desk: the public form, the inbox, the dialog, the board, the forecast, four axe checks.
      test.setTimeout(180_000);
      const text = TEXT[lang];
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
      const u = unique();
      const pipeline = await pipelineOf(
        crm,
        PIPELINE_OF[`${lang}-${isMobile ? 'phone' : 'desktop'}`] ?? 'disposition',
      );
      const [first, second, third] = pipeline.stages;
      const lostStage = pipeline.stages.find((s) => s.outcome === 'lost')!;
      const city = `Blainville ${u}`;
      const street = `${1000 + Math.floor(Math.random() * 8999)} Boulevard Curé-Labelle ${u}`;
      const building = await createAddress(crm, {
        address: `${street}, ${city}, QC J7C 2H9`,
        locality: city,
      });
      // A month of its own, years out: the forecast's row for it holds this deal only.
      const year = 2031 + Math.floor(Math.random() * 15);
      const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');

      // The lead, from the home page.
      const lead = {
        sender: `Noor Deal ${u}`,
        email: `noor.${u}@deals.e2e.test`,
        subject: `Sale of ${street}`,
      };
      await sendContactForm(page, lang, lead);
      const [item] = query<{ id: string }>('SELECT id FROM inbox_items WHERE subject = ?', lead.subject);
      expect(item, 'the lead in the inbox').toBeTruthy();
      await page.goto(`/admin/inbox/${item!.id}`);
      await page.getByRole('button', { name: text.createContact }).click(SLOW);

      // A deal from the item: the lead's contact is already its party.
      await page.getByRole('button', { name: text.newDeal }).click();
      const dialog = page.getByRole('dialog', { name: text.newDeal });
      const dealName = `${street} sale ${u}`;
      await dialog.getByRole('textbox', { name: text.name }).fill(dealName);
      await dialog.getByRole('combobox', { name: text.pipeline }).click();
      await page.getByRole('option', { name: new RegExp(`^${pipelineWord(lang, pipeline)}$`) }).click();
      await dialog.getByRole('combobox', { name: text.property }).fill(street);
      await page.getByRole('option', { name: new RegExp(street) }).click();
      await expect(dialog).toContainText(lead.sender);
      await dialog.getByRole('textbox', { name: text.value }).fill('12000000');
      await dialog.getByRole('textbox', { name: text.commission }).fill('2');
      await dialog.getByLabel(text.close).fill(`${year}-${month}-15`);
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: dealName })).toBeVisible(SLOW);
      const dealId = page.url().split('/').pop()!;
      const saved = await (await crm.get(`deals/${dealId}`)).json();
      expect(saved).toMatchObject({
        pipeline_id: pipeline.id,
        stage_id: first!.id,
        address_id: building.uuid,
        value: 12_000_000,
        commission_pct: 2,
        expected_close_on: `${year}-${month}-15`,
      });
      expect(saved.parties.map((p: { name: string }) => p.name)).toEqual([lead.sender]);
      await expectAccessible(page);

      // The board of this pipeline, the property's city only.
      await page.goto(`/admin/deals/board?pipeline=${pipeline.id}&city=${encodeURIComponent(city)}`);
      const column = (id: string) => page.getByTestId(`column-${id}`);
      const card = page.getByTestId(`deal-card-${dealId}`);
      await expect(column(first!.id).getByTestId(`deal-card-${dealId}`)).toBeVisible(SLOW);
      await expect(column(first!.id).getByTestId('column-totals')).toContainText(/^1 /);
      await expectAccessible(page);

      // By mouse, to the second stage.
      await drag(page, card, column(second!.id));
      await expect(column(second!.id).getByTestId(`deal-card-${dealId}`)).toBeVisible();
      await expect.poll(async () => (await stageOf(crm, dealId)).stage_id).toBe(second!.id);

      // By keyboard, from its handle: Space picks it up, an arrow steps a stage, Space drops it;
      // each step waits for what a screen reader hears.
      const handle = card.getByRole('button', { name: dealName, exact: true });
      const heard = page.locator('[id^="DndLiveRegion"]');
      const thirdName = (await column(third!.id).getByRole('heading', { level: 2 }).textContent()) ?? '';
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      // The sensor listens for arrows from the next task on: an arrow that came first is pressed again.
      await expect(async () => {
        if (!(await heard.textContent())?.includes(thirdName)) await page.keyboard.press('ArrowRight');
        await expect(heard).toContainText(thirdName, { timeout: 1000 });
      }).toPass();
      await page.keyboard.press('Space');
      await expect(column(third!.id).getByTestId(`deal-card-${dealId}`)).toBeVisible();
      await expect.poll(async () => (await stageOf(crm, dealId)).stage_id).toBe(third!.id);

      // The forecast: 2 % of $12M, weighted by the third stage's probability, in its month.
      await page.goto('/admin/deals/forecast');
      await expect(page.getByRole('heading', { level: 1, name: text.forecast })).toBeVisible(SLOW);
      await page.getByRole('combobox', { name: text.pipeline }).click();
      await page.getByRole('option', { name: new RegExp(`^${pipelineWord(lang, pipeline)}$`) }).click();
      await page.getByLabel(text.from, { exact: true }).fill(`${year}-${month}`);
      await page.getByLabel(text.to, { exact: true }).fill(`${year}-${month}`);
      const weighted = (240_000 * third!.probability) / 100;
      const table = page.getByRole('table', { name: text.table });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator('tbody tr td').last()).toHaveText(amountPattern(weighted));
      await expectAccessible(page);

      // Lost, with a reason: from the card's menu (the phone's way as much as the desktop's).
      await page.goto(`/admin/deals/board?pipeline=${pipeline.id}&city=${encodeURIComponent(city)}`);
      await card.getByRole('button', { name: text.menu(dealName) }).click(SLOW);
      await page.getByRole('menuitem', { name: stageWord(lang, lostStage) }).click();
      const lostDialog = page.getByRole('dialog', { name: text.lostTitle });
      await lostDialog.getByRole('combobox', { name: text.reason }).click();
      await page.getByRole('option', { name: text.competitor }).click();
      await lostDialog.getByRole('button', { name: text.move, exact: true }).click();
      await expect(lostDialog).toBeHidden();
      await expect(column(lostStage.id).getByTestId(`deal-card-${dealId}`)).toBeVisible();
      expect(await stageOf(crm, dealId)).toMatchObject({
        stage_id: lostStage.id,
        outcome: 'lost',
        lost_reason: 'lost_to_competitor',
      });
      await expectAccessible(page);
    },
  );
}

/** The pipeline's and stages' names as the portal shows them: seeded ones in the reader's language. */
const WORDS = {
  en: {
    investment_sale: 'Investment sale',
    acquisition: 'Acquisition',
    disposition: 'Disposition',
    closed_lost: 'Closed lost',
  },
  fr: {
    investment_sale: 'Vente d’immeuble de placement',
    acquisition: 'Acquisition',
    disposition: 'Disposition',
    closed_lost: 'Perdue',
  },
} as Record<'en' | 'fr', Record<string, string>>;

const pipelineWord = (lang: 'en' | 'fr', pipeline: Pipeline) => WORDS[lang][pipeline.type] ?? pipeline.type;
function stageWord(lang: 'en' | 'fr', stage: Pipeline['stages'][0]) {
  return stage.outcome === 'lost' ? WORDS[lang].closed_lost! : stage.name;
}

/** An amount as either language writes it: 43,200 / 43 200, with or without cents and symbol. */
function amountPattern(value: number) {
  const whole = Math.round(value).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[,\\s\\u00a0\\u202f]');
  return new RegExp(`^\\$?\\s?${grouped}([.,]00)?\\s?\\$?$`);
}
