// @vitest-environment jsdom
// A new listing (issue 28) against a stubbed API: the shared ListingCreate refuses an empty form
// before anything is sent; the property picked offers its deals and titles the listing, whose web
// address follows the title; a web address another listing has (409) is said on its field, the form
// kept; created, the listing's editor opens. From a deal (?deal=), its property and the deal are set;
// from a property's page (?address=), the property.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { ADDRESS_ID, LISTING, serveListings, showAt } from './listing-fixtures';
import { NewListingPage } from './new-listing-page';

beforeAll(async () => {
  const ns = ['listings', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADDRESS = { uuid: ADDRESS_ID, address: '1000 Rue Sherbrooke O, Montréal' };
const DEAL = {
  id: '01900000-0000-7000-8000-0000000000d1',
  name: 'Sherbrooke lease-up',
  address_id: ADDRESS_ID,
};

const show = (url = '/admin/listings/new', lang: 'en' | 'fr' = 'en') =>
  showAt(<NewListingPage />, { pattern: '/admin/listings/new', url, lang, others: ['/admin/listings/:id'] });

/** The text under a field (its message or its hint). */
const said = (input: HTMLElement) => (input.closest('.MuiFormControl-root') as HTMLElement).textContent;
const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('refuses an empty form with the API’s messages on its fields, sending nothing', async () => {
  const sent = serveListings();
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(await screen.findByText('A listing needs a property or a deal')).toBeTruthy();
  expect(said(screen.getByLabelText(/Title \(English\)/))).toContain(
    'Title is required in English and in French',
  );
  expect(said(screen.getByLabelText(/Web address/))).toContain('Slug must be 3 to 80 lowercase letters');
  expect(said(screen.getByLabelText(/Confidentiality agreement \(French\)/))).toContain(
    'The confidentiality agreement is required',
  );
  expect(sent).toHaveLength(0);
});

it('titles the listing by its property, follows the title for the web address, says a taken one on its field', async () => {
  let taken = true;
  const sent = serveListings({
    'GET /api/v1/addresses/query': () => [200, { data: [ADDRESS], offset: 0 }],
    'GET /api/v1/deals': () => [200, { data: [DEAL], offset: 0 }],
    'POST /api/v1/listings': (body) => {
      if (!taken) return [201, { ...LISTING, ...(body as object) }];
      taken = false;
      return [
        409,
        {
          error: {
            code: 'exists',
            message: 'x',
            key: 'listings.val.slugTaken',
            field_keys: { slug: 'listings.val.slugTaken' },
          },
        },
      ];
    },
  });
  show();
  const picker = screen.getByRole('combobox', { name: /Property \(building or space\)/ }) as HTMLInputElement;
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: 'Sherbrooke' } });
  fireEvent.click(await screen.findByRole('option', { name: ADDRESS.address }, { timeout: 3000 }));
  // Titled by its address while no title is written; the web address follows the title.
  expect((screen.getByLabelText(/Title \(French\)/) as HTMLInputElement).value).toBe(ADDRESS.address);
  const slug = screen.getByLabelText(/Web address/) as HTMLInputElement;
  expect(slug.value).toBe('1000-rue-sherbrooke-o-montreal');
  fill(/Title \(English\)/, 'Offices at 1000 Sherbrooke');
  expect(slug.value).toBe('offices-at-1000-sherbrooke');
  expect(said(slug)).toContain('/listings/offices-at-1000-sherbrooke');
  // The property's deals are offered.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Deal (optional)' }));
  fireEvent.click(await screen.findByRole('option', { name: DEAL.name }));
  fireEvent.click(screen.getByLabelText('For lease'));
  fill(/Confidentiality agreement \(English\)/, 'Keep it confidential.');
  fill(/Confidentiality agreement \(French\)/, 'Gardez-le confidentiel.');
  fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({
    address_id: ADDRESS_ID,
    deal_id: DEAL.id,
    kind: 'lease',
    title: { en: 'Offices at 1000 Sherbrooke', fr: ADDRESS.address },
    slug: 'offices-at-1000-sherbrooke',
    agreement: { en: 'Keep it confidential.', fr: 'Gardez-le confidentiel.' },
    status: 'draft',
  });
  await waitFor(() => expect(said(slug)).toContain('This slug is already used by another listing'));
  expect(document.activeElement).toBe(slug);
  expect(screen.queryByTestId('landed')).toBeNull();
  // Written by the user, the web address no longer follows the title.
  fireEvent.change(slug, { target: { value: '1000-sherbrooke-offices' } });
  fill(/Title \(English\)/, 'Offices, 1000 Sherbrooke');
  expect(slug.value).toBe('1000-sherbrooke-offices');
  fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  expect((await screen.findByTestId('landed')).textContent).toBe('/admin/listings/:id');
  expect(sent[1]?.body).toMatchObject({ slug: '1000-sherbrooke-offices' });
});

it('starts from a deal: its property and the deal are set, in French', async () => {
  serveListings({
    [`GET /api/v1/deals/${DEAL.id}/complete`]: () => [
      200,
      { ...DEAL, address: ADDRESS.address, parties: [], splits: [], dates: {} },
      '"1"',
    ],
    'GET /api/v1/deals': () => [200, { data: [DEAL], offset: 0 }],
  });
  show(`/admin/listings/new?deal=${DEAL.id}`, 'fr');
  expect(await screen.findByText('À partir de la transaction « Sherbrooke lease-up »')).toBeTruthy();
  const picker = screen.getByRole('combobox', {
    name: /Propriété \(immeuble ou local\)/,
  }) as HTMLInputElement;
  await waitFor(() => expect(picker.value).toBe(ADDRESS.address));
  const deal = await screen.findByRole('combobox', { name: 'Transaction (facultative)' });
  expect(within(deal).getByText(DEAL.name)).toBeTruthy();
});

it('starts from a property’s page (?address=): that building or space is set and titles the listing', async () => {
  serveListings({
    [`GET /api/v1/addresses/${ADDRESS_ID}/complete`]: () => [200, { ...ADDRESS, parent: null }, '"1"'],
    'GET /api/v1/deals': () => [200, { data: [], offset: 0 }],
  });
  show(`/admin/listings/new?address=${ADDRESS_ID}`);
  const picker = (await screen.findByRole('combobox', {
    name: /Property \(building or space\)/,
  })) as HTMLInputElement;
  await waitFor(() => expect(picker.value).toBe(ADDRESS.address));
  expect((screen.getByLabelText(/Title \(English\)/) as HTMLInputElement).value).toBe(ADDRESS.address);
});
