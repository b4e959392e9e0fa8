// @vitest-environment jsdom
// A listing's photos, documents and leads (issue 28) against a stubbed API: uploads one after the
// other, each refusal said on its own line; a photo moved by keyboard (dnd-kit's sortable: Space, an
// arrow, Space) sends its new place; a document's level changed sends it; a lead approved is told
// to have been emailed.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { DocumentsPanel } from './documents-panel';
import { LeadsPanel } from './leads-panel';
import { DOCUMENTS, LEADS, LISTING_ID, PHOTOS, serveListings, showAt } from './listing-fixtures';
import { PhotosPanel } from './photos-panel';

beforeAll(async () => {
  const ns = ['listings', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
  // jsdom lays nothing out: dnd-kit's keyboard sensor scrolls the photo into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = `/api/v1/listings/${LISTING_ID}`;
const show = (panel: React.ReactNode, lang: 'en' | 'fr' = 'en') =>
  showAt(panel, { pattern: '/admin/listings/:id', url: `/admin/listings/${LISTING_ID}`, lang });
const pause = () => act(() => new Promise((r) => setTimeout(r, 10)));
const file = (name: string, type: string) => new File(['x'], name, { type });

it('uploads photos one after the other, each refusal on its own line (415 and a proxy’s 413)', async () => {
  const sent = serveListings({
    [`POST ${base}/photos`]: (body) => {
      const name = (body as { file: string }).file;
      if (name === 'plan.gif')
        return [
          415,
          {
            error: {
              code: 'unsupported_media_type',
              message: 'x',
              key: 'files.err.gif',
              field_keys: { file: 'files.err.gif' },
            },
          },
        ];
      if (name === 'aerial.jpg') return [413, null];
      return [201, PHOTOS[0]];
    },
  });
  show(<PhotosPanel listingId={LISTING_ID} />);
  await screen.findByTestId(`photo-${PHOTOS[0]?.id}`);
  const input = screen.getByTestId('upload-input');
  fireEvent.change(input, {
    target: {
      files: [
        file('lobby.jpg', 'image/jpeg'),
        file('plan.gif', 'image/gif'),
        file('aerial.jpg', 'image/jpeg'),
      ],
    },
  });
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent.map((s) => [s.method, s.path, (s.body as { file: string }).file])).toEqual([
    ['POST', `${base}/photos`, 'lobby.jpg'],
    ['POST', `${base}/photos`, 'plan.gif'],
    ['POST', `${base}/photos`, 'aerial.jpg'],
  ]);
  expect(
    await screen.findByText(
      'plan.gif was not uploaded: The file is a GIF image, which is not accepted: save it as PNG',
    ),
  ).toBeTruthy();
  expect(
    screen.getByText('aerial.jpg was not uploaded: The file is larger than the upload limit'),
  ).toBeTruthy();
  expect(await screen.findByText('1 photo uploaded')).toBeTruthy();
  // The uploaded one has no line left; a refusal's goes once read.
  expect(screen.queryByText(/lobby\.jpg/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss the message about plan.gif' }));
  await waitFor(() => expect(screen.queryByText(/plan\.gif was not uploaded/)).toBeNull());
});

it('moves a photo by keyboard: Space picks it up, an arrow steps a place, Space drops it', async () => {
  const sent = serveListings({
    [`PUT ${base}/photos/${PHOTOS[0]?.id}`]: (body) => [200, { ...PHOTOS[0], ...(body as object) }],
  });
  show(<PhotosPanel listingId={LISTING_ID} />);
  const handle = await screen.findByRole('button', { name: 'Move photo 1' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(document.body.textContent).toContain('Picked up photo 1, at position 1 of 3.'));
  await pause();
  fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
  await pause();
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    path: `${base}/photos/${PHOTOS[0]?.id}`,
    body: { position: 1 },
  });
  expect(document.body.textContent).toContain('Photo 1 dropped at position 2 of 3.');
});

it('saves a photo’s alt text in both languages when its field is left, in French', async () => {
  const sent = serveListings({
    [`PUT ${base}/photos/${PHOTOS[2]?.id}`]: (body) => [200, { ...PHOTOS[2], ...(body as object) }],
  });
  show(<PhotosPanel listingId={LISTING_ID} />, 'fr');
  const card = within(await screen.findByTestId(`photo-${PHOTOS[2]?.id}`));
  const fr = card.getByLabelText('Texte de remplacement (français)');
  fireEvent.change(fr, { target: { value: 'Salle de conférence' } });
  fireEvent.blur(fr);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({ alt: { en: '', fr: 'Salle de conférence' } });
  expect(await card.findByText('Texte de remplacement enregistré')).toBeTruthy();
});

it('deletes a photo after a confirm', async () => {
  const sent = serveListings({ [`DELETE ${base}/photos/${PHOTOS[1]?.id}`]: () => [204, null] });
  show(<PhotosPanel listingId={LISTING_ID} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
  expect(sent).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'DELETE', path: `${base}/photos/${PHOTOS[1]?.id}` });
});

it('changes a document’s level: the select saves it at once', async () => {
  const doc = DOCUMENTS[1];
  const sent = serveListings({
    [`PUT ${base}/documents/${doc?.id}`]: (body) => [200, { ...doc, ...(body as object) }],
  });
  show(<DocumentsPanel listingId={LISTING_ID} />);
  const level = await screen.findByRole('combobox', { name: 'Access level of Rent roll' });
  expect(level.textContent).toBe('Agreement signed');
  fireEvent.mouseDown(level);
  fireEvent.click(await screen.findByRole('option', { name: /^Approved leads/ }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    path: `${base}/documents/${doc?.id}`,
    body: { level: 'approved' },
  });
  expect(await screen.findByText('Rent roll: Approved leads')).toBeTruthy();
});

it('uploads a document with its title and level, moves one down, links each download', async () => {
  const sent = serveListings({
    [`POST ${base}/documents`]: () => [201, DOCUMENTS[0]],
    [`PUT ${base}/documents/${DOCUMENTS[0]?.id}`]: (body) => [200, { ...DOCUMENTS[0], ...(body as object) }],
  });
  show(<DocumentsPanel listingId={LISTING_ID} />, 'fr');
  await screen.findByTestId(`document-${DOCUMENTS[0]?.id}`);
  fireEvent.change(screen.getByLabelText('Titre (facultatif)'), { target: { value: 'Offering memorandum' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Niveau d’accès' }));
  fireEvent.click(await screen.findByRole('option', { name: /^Personnel seulement/ }));
  fireEvent.change(screen.getByTestId('upload-input'), {
    target: { files: [file('om.pdf', 'application/pdf')] },
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({ title: 'Offering memorandum', level: 'private', file: 'om.pdf' });
  fireEvent.click(screen.getByRole('button', { name: 'Descendre Brochure' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ method: 'PUT', body: { position: 2 } });
  expect(screen.getByRole('link', { name: 'Télécharger Rent roll' }).getAttribute('href')).toBe(
    `${base}/documents/${DOCUMENTS[1]?.id}/file`,
  );
});

it('approves a lead and says they were emailed', async () => {
  const lead = LEADS[0];
  const sent = serveListings({
    [`PUT ${base}/leads/${lead?.entity_id}`]: (body) => [
      200,
      { ...lead, ...(body as object), emailed: true },
    ],
  });
  show(<LeadsPanel listingId={LISTING_ID} />);
  const row = within(await screen.findByTestId(`lead-${lead?.entity_id}`));
  expect(row.getByRole('link', { name: 'Acme Inc.' }).getAttribute('href')).toBe(
    `/admin/contacts/${lead?.entity_id}`,
  );
  const group = row.getByRole('group', { name: 'Access of Acme Inc.' });
  expect(within(group).getByRole('button', { name: 'Agreement signed' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  fireEvent.click(within(group).getByRole('button', { name: 'Approved' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    path: `${base}/leads/${lead?.entity_id}`,
    body: { level: 'approved' },
  });
  expect(await row.findByText('Acme Inc. was emailed about their access.')).toBeTruthy();
});
