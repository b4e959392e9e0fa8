// @vitest-environment jsdom
// The deal room's states: a visitor with no access sees the documents (the locked ones marked),
// the agreement and the form; once they accept, or arrive with the emailed link, the documents
// their level opens become links.
import type { PublicListingDocumentList } from '@crm/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import { dealRoomQueryClient } from './api';
import DealRoom from './deal-room';

beforeAll(async () => {
  await Promise.all([
    loadMessages('en', ['listingsSite', 'showcase']),
    loadMessages('fr', ['listingsSite', 'showcase']),
  ]);
});
afterEach(() => {
  cleanup();
  dealRoomQueryClient.clear();
  vi.unstubAllGlobals();
});

const doc = (id: string, level: 'public' | 'agreement' | 'approved', readable: boolean) => ({
  id,
  title: `${level} doc`,
  level,
  mime: 'application/pdf',
  size: 20_480,
  filename: `${id}.pdf`,
  readable,
});
const NONE: PublicListingDocumentList = {
  level: 'none',
  data: [doc('d1', 'public', true), doc('d2', 'agreement', false), doc('d3', 'approved', false)],
};
const ACCEPTED: PublicListingDocumentList = {
  level: 'agreement',
  data: [doc('d1', 'public', true), doc('d2', 'agreement', true), doc('d3', 'approved', false)],
};

/** Answers the deal room's calls: `rooms` in turn for the documents; records every URL. */
function serve(...rooms: PublicListingDocumentList[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      urls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.includes('/documents')
        ? rooms.length > 1
          ? rooms.shift()
          : rooms[0]
        : url.includes('/access') && init?.method === 'POST'
          ? { ok: true }
          : { accepted: true, version: 2, current_version: 2 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

function show(path = '/listings/harbour') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LanguageProvider>
            <DealRoom
              slug="harbour"
              agreement={{ en: 'Keep it confidential.', fr: 'Gardez-le confidentiel.' }}
              version={2}
              accessForm={({ agreement, submit, onAccepted }) => (
                <div>
                  {agreement}
                  <button
                    type="button"
                    onClick={() =>
                      void submit({
                        type: 'Investor',
                        name: 'Ann Lee',
                        company: '',
                        email: 'ann@example.com',
                        emailType: 'Work',
                        number: '',
                        numberType: 'Mobile',
                        agree: true,
                        website: '',
                      } as never).then(onAccepted)
                    }
                  >
                    Accept
                  </button>
                </div>
              )}
            />
          </LanguageProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const item = (title: string) =>
  screen.getByText(title, { selector: '.lp-doc-title' }).closest('li') as HTMLElement;

it('shows a visitor without access the documents, the locked ones marked, the agreement and the form', async () => {
  serve(NONE);
  show();
  await screen.findByText('public doc', { selector: '.lp-doc-title' });
  expect(within(item('public doc')).getByRole('link', { name: 'Open public doc' }).getAttribute('href')).toBe(
    '/api/v1/public/listings/harbour/documents/d1',
  );
  expect(item('agreement doc').dataset.locked).toBe('true');
  expect(within(item('agreement doc')).queryByRole('link')).toBeNull();
  expect(item('agreement doc').textContent).toContain('Opens once you accept the agreement');
  expect(item('approved doc').textContent).toContain('Opens once our team approves your request');
  expect(screen.getByRole('region', { name: 'Confidentiality agreement' }).textContent).toBe(
    'Keep it confidential.',
  );
  expect(screen.getByText('Agreement version 2')).toBeTruthy();
});

it('opens the documents the visitor may read once they accept, in the page language', async () => {
  const urls = serve(NONE, ACCEPTED);
  show('/fr/listings/harbour');
  await screen.findByText('Gardez-le confidentiel.');
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await screen.findByText(/Vous avez accepté l’entente/);
  expect(urls).toContain('POST /api/v1/public/listings/harbour/access');
  expect(within(item('agreement doc')).getByRole('link', { name: 'Ouvrir agreement doc' })).toBeTruthy();
  expect(
    within(item('agreement doc'))
      .getByRole('link', { name: 'Télécharger agreement doc' })
      .getAttribute('href'),
  ).toBe('/api/v1/public/listings/harbour/documents/d2?download=1');
  expect(item('approved doc').dataset.locked).toBe('true');
  expect(screen.queryByRole('region', { name: 'Entente de confidentialité' })).toBeNull();
});

it('takes the emailed link to the access route first, then opens the documents with it', async () => {
  const urls = serve(ACCEPTED);
  show('/listings/harbour?access=tok123');
  await screen.findByText(/You accepted the agreement/);
  await waitFor(() =>
    expect(urls.slice(0, 2)).toEqual([
      'GET /api/v1/public/listings/harbour/access?access=tok123',
      'GET /api/v1/public/listings/harbour/documents?access=tok123',
    ]),
  );
  expect(
    within(item('agreement doc')).getByRole('link', { name: 'Open agreement doc' }).getAttribute('href'),
  ).toBe('/api/v1/public/listings/harbour/documents/d2?access=tok123');
});
