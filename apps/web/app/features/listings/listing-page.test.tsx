// @vitest-environment jsdom
// A listing's editor (issue 28) against a stubbed API: a save sends only the fields changed, with
// the version loaded (If-Match); a 412 keeps what was typed and says someone else saved; a changed
// agreement asks first (it becomes the next version); Publish saves the status with the edits.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { LISTING, LISTING_ID, serveListings, showAt } from './listing-fixtures';
import { ListingPage } from './listing-page';

beforeAll(async () => {
  const ns = ['listings', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (lang: 'en' | 'fr' = 'en') =>
  showAt(<ListingPage />, { pattern: '/admin/listings/:id', url: `/admin/listings/${LISTING_ID}`, lang });

const form = async () => screen.findByRole('form', { name: 'Listing details' });
/** A button of the bar under the form (a query within it: the page is long). */
const bar = (name: string) => within(screen.getByTestId('listing-save-bar')).getByRole('button', { name });

it('shows the listing: title, status, fields in both languages, the agreement’s version', async () => {
  serveListings();
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'Offices at 1000 Sherbrooke' })).toBeTruthy();
  expect(screen.getByTestId('listing-status-chip').textContent).toBe('Draft');
  const details = within(await form());
  expect((details.getByLabelText(/Title \(French\)/) as HTMLInputElement).value).toBe(
    'Bureaux au 1000 Sherbrooke',
  );
  // A lease: its rent, not a price.
  expect((details.getByLabelText(/Asking rent/) as HTMLInputElement).value).toBe('24.5');
  expect(details.queryByLabelText(/Asking price/)).toBeNull();
  expect((details.getByLabelText('Overview (English)') as HTMLTextAreaElement).value).toBe(
    'A landmark tower.',
  );
  expect(screen.getByTestId('agreement-version').textContent).toContain('Version 2');
  expect(details.getByText(/makes it version 3/)).toBeTruthy();
  expect(bar('Save changes').hasAttribute('disabled')).toBe(true);
});

it('sends only the fields changed, with the version loaded', async () => {
  const sent = serveListings();
  show();
  const details = within(await form());
  fireEvent.change(details.getByLabelText(/Title \(English\)/), {
    target: { value: 'Offices, 1000 Sherbrooke W' },
  });
  fireEvent.change(details.getByLabelText('Pictures (French)'), {
    target: { value: 'Vues sur le mont Royal' },
  });
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  fireEvent.click(bar('Save changes'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'PUT', path: `/api/v1/listings/${LISTING_ID}`, ifMatch: '"3"' });
  // Title is sent whole (both languages), sections as the written ones in the page's order.
  expect(sent[0]?.body).toEqual({
    title: { en: 'Offices, 1000 Sherbrooke W', fr: 'Bureaux au 1000 Sherbrooke' },
    sections: [
      { key: 'overview', body: { en: 'A landmark tower.', fr: 'Une tour phare.' } },
      { key: 'pictures', body: { en: '', fr: 'Vues sur le mont Royal' } },
    ],
  });
  expect(await screen.findByText('All changes saved')).toBeTruthy();
  // The next save sends the new version.
  fireEvent.change(details.getByLabelText(/Asking rent/), { target: { value: '26' } });
  fireEvent.click(bar('Save changes'));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ body: { rent: 26 }, ifMatch: '"4"' });
});

it('keeps what was typed when someone else saved meanwhile (412), then saves it on their version', async () => {
  const theirs = {
    ...LISTING,
    title: { en: 'Their title', fr: 'Leur titre' },
    updated_at: '2026-10-03T15:00:00.000Z',
  };
  let refused = false;
  const sent = serveListings({
    [`PUT /api/v1/listings/${LISTING_ID}`]: (body) => {
      if (refused) return [200, { ...theirs, ...(body as object) }, '"6"'];
      refused = true;
      return [
        412,
        { error: { code: 'precondition_failed', message: 'x', key: 'err.staleVersion' }, current: theirs },
        '"5"',
      ];
    },
  });
  show();
  const details = within(await form());
  const title = details.getByLabelText(/Title \(English\)/) as HTMLInputElement;
  fireEvent.change(title, { target: { value: 'My title' } });
  fireEvent.click(bar('Save changes'));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
  expect(dialog.textContent).toContain('EN: Their title');
  expect(dialog.textContent).toContain('EN: My title');
  // What was typed is still there, and stays unless the user picks theirs.
  expect(title.value).toBe('My title');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep these values' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(title.value).toBe('My title');
  expect((details.getByLabelText(/Title \(French\)/) as HTMLInputElement).value).toBe(
    'Bureaux au 1000 Sherbrooke',
  );
  fireEvent.click(bar('Save changes'));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({
    ifMatch: '"5"',
    body: { title: { en: 'My title', fr: 'Bureaux au 1000 Sherbrooke' } },
  });
});

it('puts the server’s field message on its field and keeps the edit (a web address taken)', async () => {
  serveListings({
    [`PUT /api/v1/listings/${LISTING_ID}`]: () => [
      409,
      {
        error: {
          code: 'exists',
          message: 'x',
          key: 'listings.val.slugTaken',
          field_keys: { slug: 'listings.val.slugTaken' },
        },
      },
    ],
  });
  show();
  const slug = within(await form()).getByLabelText(/Web address/) as HTMLInputElement;
  fireEvent.change(slug, { target: { value: '426-sunset' } });
  fireEvent.click(bar('Save changes'));
  const field = slug.closest('.MuiFormControl-root') as HTMLElement;
  await waitFor(() => expect(field.textContent).toContain('This slug is already used by another listing'));
  expect(slug.value).toBe('426-sunset');
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
});

it('asks before a changed agreement becomes the next version, in French', async () => {
  const sent = serveListings();
  show('fr');
  const details = within(await screen.findByRole('form', { name: 'Détails de l’annonce' }));
  fireEvent.change(details.getByLabelText(/Entente de confidentialité \(anglais\)/), {
    target: { value: 'Keep it strictly confidential.' },
  });
  expect(await screen.findByText(/L’enregistrer en fait la version 3/)).toBeTruthy();
  fireEvent.click(bar('Enregistrer'));
  const dialog = await screen.findByRole('dialog', {
    name: 'Enregistrer une nouvelle version de l’entente?',
  });
  expect(sent).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la version 3' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({
    agreement: { en: 'Keep it strictly confidential.', fr: 'Gardez-le confidentiel.' },
  });
});

it('publishes what the form shows, then gives the public link', async () => {
  const sent = serveListings({
    [`PUT /api/v1/listings/${LISTING_ID}`]: (body) => [
      200,
      { ...LISTING, ...(body as object), published_at: '2026-10-05T15:00:00.000Z' },
      '"4"',
    ],
  });
  show();
  const details = within(await form());
  fireEvent.change(details.getByLabelText(/Asking rent/), { target: { value: '25' } });
  const status = within(screen.getByTestId('listing-status'));
  fireEvent.click(status.getByRole('button', { name: 'Save and publish' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ body: { rent: 25, status: 'published' }, ifMatch: '"3"' });
  await waitFor(() => expect(screen.getByTestId('listing-status-chip').textContent).toBe('Published'));
  const link = status.getByRole('link', { name: /\/listings\/1000-sherbrooke$/ });
  expect(link.getAttribute('href')).toBe('/listings/1000-sherbrooke');
  expect(status.getByRole('button', { name: 'Archive' })).toBeTruthy();
  expect(status.queryByRole('button', { name: /Publish/ })).toBeNull();
});

it('refuses an invalid form before sending: its messages on the fields', async () => {
  const sent = serveListings();
  show();
  const details = within(await form());
  fireEvent.change(details.getByLabelText(/Title \(French\)/), { target: { value: '' } });
  fireEvent.change(details.getByLabelText(/Asking rent/), { target: { value: 'twenty' } });
  fireEvent.click(bar('Save changes'));
  expect(await screen.findAllByText(/Title is required in English and in French/)).toHaveLength(1);
  expect(screen.getByText('Rent must be a number of 0 or more')).toBeTruthy();
  expect(sent).toHaveLength(0);
});
