// @vitest-environment jsdom
// Failures have one face (ui/failure-view.tsx): a route that throws shows the failure view through
// the route modules' own ErrorBoundary exports, in the page's language, with a Reload button and the way back (the
// search page in the portal, the home page on the public site).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http/client';
import { loadMessages } from './i18n/i18n';
import { LanguageProvider } from './i18n/language';
import { ErrorBoundary as PublicBoundary } from './layout/public-layout';
import { ErrorBoundary as RootBoundary } from './root';
import { ErrorBoundary as PortalBoundary } from './routes/admin-layout';
import PortalPages, { ErrorBoundary as PortalPagesBoundary } from './routes/admin-pages';
import { FailureView } from './ui/failure-view';

function Throws(): never {
  throw new Error('render failed');
}
/** A loader's refusal: the router hands the boundary its response. */
function notThere(): never {
  throw data(null, { status: 404 });
}

/** A router whose pages throw (or their loader refuses), below the layouts' boundaries (inside the app's language) and
 * directly below the root's (which brings the language itself). */
function show(path: string, Page: ComponentType = Throws) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RootBoundary,
        children: [
          { path: 'root-fails', loader: notThere, Component: Page },
          {
            element: (
              <LanguageProvider>
                <Outlet />
              </LanguageProvider>
            ),
            children: [
              { path: 'admin/*', Component: Page, ErrorBoundary: PortalBoundary },
              { path: 'fr?/:slug', Component: Page, ErrorBoundary: PublicBoundary },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['common']), loadMessages('fr', ['common'])]);
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a route that throws', () => {
  it('shows the failure view on a public page, in English and in French', async () => {
    show('/426sunset');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    cleanup();

    show('/fr/426sunset');
    expect(await screen.findByRole('heading', { name: 'Cette page n’a pas pu être affichée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr');
  });

  it('shows it in the portal with the way back to search, in the remembered language', async () => {
    show('/admin/contacts/1');
    await screen.findByRole('heading', { name: 'This page could not be shown' });
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe('/admin');
    cleanup();

    localStorage.setItem('language', 'fr');
    show('/admin/contacts/1');
    await screen.findByRole('heading', { name: 'Cette page n’a pas pu être affichée' });
    expect(screen.getByRole('link', { name: 'Retour à la recherche' }).getAttribute('href')).toBe('/admin');
  });

  it('shows it from the root boundary, which brings the language itself', async () => {
    show('/root-fails');
    await screen.findByRole('heading', { name: 'This page could not be shown' });
    expect(screen.getByText('There is no page at this address.')).toBeTruthy();
  });
});

describe('a portal page that throws', () => {
  it('shows the failure view inside the frame, whose top bar stays', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: (
            <LanguageProvider>
              <header>Portal top bar</header>
              <Outlet />
            </LanguageProvider>
          ),
          ErrorBoundary: PortalBoundary,
          children: [
            {
              Component: PortalPages,
              ErrorBoundary: PortalPagesBoundary,
              children: [{ path: 'contacts/:id', Component: Throws }],
            },
          ],
        },
      ],
      { initialEntries: ['/admin/contacts/1'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'This page could not be shown' });
    expect(screen.getByText('Portal top bar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe('/admin');
  });
});

describe('a page whose record could not be loaded', () => {
  it('names the cause in plain words and asks again on Reload', async () => {
    const onReload = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <LanguageProvider>
              <FailureView error={new ApiError(0, 'NETWORK')} area="portal" onReload={onReload} />
            </LanguageProvider>
          ),
        },
      ],
      { initialEntries: ['/admin/contacts/1'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(/The server could not be reached/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
