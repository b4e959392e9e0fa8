// A call list as a broker makes one (issue 25, ADR 0039), with the keyboard alone, on a desktop
// and a phone (the search's filters and My day lay out in one column there): find the investors in
// Montréal among the contacts, save the search as a list called every 7 days, see its members due
// on My day, log the call with one of them there (it leaves My day; the other stays), and find the
// call on the list. axe: no violation on the search with its dialog open, nor on My day.
import type { ContactList, ListMemberPage } from '@crm/shared';
import type { Locator, Page } from '@playwright/test';
import { createAddress, createEntity, createLink, streetNumber } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

const FIRST_LOAD = 20_000;
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test(
  'keyboard only: investors in Montréal saved as a call list, then called from My day',
  DESKTOP_ONLY,
  async ({ staffPage: page, crm }) => {
    test.slow();
    const u = unique();
    // Two investors with an address in Montréal; one investor in Québec and one Montréal developer,
    // whom the search must leave out. The unique word keeps other tests' contacts out of the count.
    const ann = await createEntity(crm, { name: `Ann Investor ${u}`, investor: true });
    const bea = await createEntity(crm, { name: `Bea Investor ${u}`, investor: true });
    const quebec = await createEntity(crm, { name: `Cal Investor ${u}`, investor: true });
    const developer = await createEntity(crm, { name: `Dan Developer ${u}`, developer: true });
    const montreal = () =>
      createAddress(crm, {
        address: `${streetNumber()} Rue Saint-Denis, Montréal, QC H2X 3K8`,
        locality: 'Montréal',
      });
    for (const [entity, address] of [
      [ann, await montreal()],
      [bea, await montreal()],
      [developer, await montreal()],
      [
        quebec,
        await createAddress(crm, {
          address: `${streetNumber()} Grande Allée Est, Québec, QC G1R 2J5`,
          locality: 'Québec',
        }),
      ],
    ] as const)
      await createLink(crm, 'addresses_entities', {
        entity_id: entity.uuid,
        address_id: address.uuid,
        role: 'OFFICE',
      });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    const contactsTab = page.getByRole('tab', { name: 'Contacts' });
    await contactsTab.focus();
    await page.keyboard.press('Enter');
    await expect(contactsTab).toHaveAttribute('aria-selected', 'true');

    const name = page.getByLabel('Name', { exact: true });
    await tabTo(page, name);
    await page.keyboard.type(u);
    const results = page.getByRole('list', { name: 'Results' }).getByRole('link');
    await expect(results).toHaveCount(4);

    // Roles is a multiple choice: the arrow opens it, Enter ticks the first (Investor), Escape closes.
    const roles = page.getByRole('combobox', { name: 'Roles' });
    await tabTo(page, roles);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Investor', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(roles).toBeFocused();
    await expect(page).toHaveURL(/roles=investor/);
    await expect(results).toHaveCount(3);

    await tabTo(page, page.getByLabel('City of an address'));
    await page.keyboard.type('montreal');
    await expect(results).toHaveCount(2);
    await expect(results.filter({ hasText: `Ann Investor ${u}` })).toHaveCount(1);
    await expect(results.filter({ hasText: `Bea Investor ${u}` })).toHaveCount(1);

    await tabTo(page, page.getByRole('button', { name: 'Save as list' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save this search as a list' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    const listName = `Montréal investors ${u}`;
    await page.keyboard.type(listName);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Call every (days)')).toBeFocused();
    await page.keyboard.type('7');
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Save list' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`List “${listName}” saved`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Saved as a dynamic call list of that very search.
    const lists = (await (await crm.get('lists?limit=100')).json()) as { data: ContactList[] };
    const list = lists.data.find((l) => l.name === listName);
    expect(list).toMatchObject({ kind: 'dynamic', call_every_days: 7 });
    expect(list!.filters).toMatchObject({ roles: ['investor'], city: 'montreal', name: u });

    // My day: both are due (never called). One click logs the call with Ann; Bea stays due.
    await page.goto('/admin/today');
    await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible({
      timeout: FIRST_LOAD,
    });
    const due = page.getByRole('region', { name: 'My contacts due for a call' });
    await expect(due.getByRole('link', { name: `Ann Investor ${u}` })).toBeVisible();
    await expect(due.getByRole('link', { name: `Bea Investor ${u}` })).toBeVisible();
    await expectAccessible(page);
    const logAnn = due.getByRole('button', { name: `Log a call with Ann Investor ${u}` });
    await tabTo(page, logAnn, 200);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Call with Ann Investor ${u} logged.`)).toBeVisible();
    await expect(due.getByRole('link', { name: `Ann Investor ${u}` })).toHaveCount(0);
    await expect(due.getByRole('link', { name: `Bea Investor ${u}` })).toBeVisible();

    // On the list, Ann's call is dated today and her next one is in 7 days.
    const members = (await (await crm.get(`lists/${list!.id}/members`)).json()) as ListMemberPage;
    const annRow = members.data.find((m) => m.entity_id === ann.uuid);
    const beaRow = members.data.find((m) => m.entity_id === bea.uuid);
    expect(members.data).toHaveLength(2);
    expect(annRow?.last_called_at).toBeTruthy();
    expect(beaRow?.last_called_at ?? null).toBeNull();
  },
);
