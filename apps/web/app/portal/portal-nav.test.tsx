// @vitest-environment jsdom
// The portal's desktop navigation: every page the account menu lists (bar its own New Client, New
// Address and Security) is reachable from it, the deal pages and the occasional ones through menus
// a keyboard opens and walks, in both languages; the menu of the page open is marked.
import type { SessionUser } from '@crm/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../i18n/i18n';
import type { Language } from '../site-config';
import { PortalNav } from './portal-nav';

beforeAll(async () => {
  const ns = ['admin', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(cleanup);

const user = (role: string): SessionUser => ({
  id: 'u1',
  name: 'Mia',
  email: 'mia@firm.test',
  emailVerified: true,
  role,
  banned: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function show(role: string, lang: Language = 'en', path = '/admin') {
  const router = createMemoryRouter(
    [{ path: '*', element: <PortalNav user={user(role)} inboxCount={<span> 3</span>} /> }],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={instances[lang]}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  // jsdom applies no media query: the nav stays display: none, so queries include hidden elements.
  return screen.getByRole('navigation', { hidden: true });
}

const hrefs = (links: HTMLElement[]) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`);

/** Opens a menu of the nav (a native button: Enter and Space click it) and lists its entries. */
function open(nav: HTMLElement, name: string) {
  const button = within(nav).getByRole('button', { name, hidden: true });
  expect(button.tagName).toBe('BUTTON');
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('menu', { name });
}

function close(menu: HTMLElement) {
  fireEvent.keyDown(menu, { key: 'Escape' });
}

it('reaches every page of an administrator: links, then the Deals and More menus', () => {
  const nav = show('admin');
  expect(hrefs(within(nav).getAllByRole('link', { hidden: true }))).toEqual([
    'My day /admin/today',
    'Search /admin',
    'Inbox 3 /admin/inbox',
    'Requirements /admin/requirements',
    'Comps /admin/comps',
  ]);
  const deals = open(nav, 'Deals');
  expect(hrefs(within(deals).getAllByRole('menuitem'))).toEqual([
    'Board /admin/deals/board',
    'Forecast /admin/deals/forecast',
    'Listings /admin/listings',
    'Pipeline settings /admin/pipelines',
  ]);
  close(deals);
  const more = open(nav, 'More');
  expect(hrefs(within(more).getAllByRole('menuitem'))).toEqual([
    'Lists /admin/lists',
    'Import /admin/import',
    'Duplicates /admin/duplicates',
    'Users /admin/users',
  ]);
});

it('walks a menu by keyboard: arrows move between its pages, Escape closes it', async () => {
  const nav = show('staff');
  const more = open(nav, 'More');
  const items = within(more).getAllByRole('menuitem');
  // Staff see no Users page.
  expect(items.map((i) => i.textContent)).toEqual(['Lists', 'Import', 'Duplicates']);
  await act(async () => {});
  expect(document.activeElement).toBe(items[0]);
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(items[1]);
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(items[2]);
  close(more);
  expect(
    within(nav).getByRole('button', { name: 'More', hidden: true }).getAttribute('aria-expanded'),
  ).toBeNull();
  const deals = open(nav, 'Deals');
  expect(
    within(deals)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Board', 'Forecast', 'Listings']);
});

it('says it in French and marks the Deals menu on a deal’s page', () => {
  const nav = show('admin', 'fr', '/admin/deals/0190');
  expect(
    within(nav)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.textContent),
  ).toEqual(['Ma journée', 'Recherche', 'Boîte de réception 3', 'Besoins', 'Comparables']);
  expect(within(nav).getByRole('button', { name: 'Transactions', hidden: true }).dataset.current).toBe(
    'true',
  );
  expect(within(nav).getByRole('button', { name: 'Plus', hidden: true }).dataset.current).toBe('false');
  const deals = open(nav, 'Transactions');
  expect(
    within(deals)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Tableau', 'Prévisions', 'Annonces', 'Paramètres des pipelines']);
});
