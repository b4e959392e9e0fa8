// @vitest-environment jsdom
// The deals board (issue 27) against a stubbed API: a column per stage with its count, value and
// weighted commission; a card moved by keyboard (dnd-kit's keyboard sensor: Space, an arrow, Space)
// calls the stage route; a move to a lost stage asks for the reason first; a refused move puts the
// card back and says why.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { BoardPage } from './board-page';
import { DEAL, STAGE, serveDeals } from './deal-fixtures';

beforeAll(async () => {
  const ns = ['deals', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
  // jsdom lays nothing out: dnd-kit's keyboard sensor scrolls the card into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(lang: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter([{ path: '/admin/deals/board', element: <BoardPage /> }], {
    initialEntries: ['/admin/deals/board'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const moved = (stageId: string) => (body: unknown) =>
  [200, { ...DEAL, stage_id: (body as { stage_id: string }).stage_id ?? stageId }, '"2"'] as [
    number,
    unknown,
    string,
  ];
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

it('shows a column per stage with its count, value and weighted commission', async () => {
  serveDeals();
  show();
  const column = await screen.findByTestId(`column-${STAGE.proposals}`);
  expect(within(column).getByRole('heading', { name: 'Proposals' })).toBeTruthy();
  expect(plain(within(column).getByTestId('column-totals').textContent)).toBe(
    '1 deal · $600,000 · weighted $15,000',
  );
  expect(within(column).getByRole('link', { name: DEAL.name })).toBeTruthy();
  const empty = screen.getByTestId(`column-${STAGE.pursuit}`);
  expect(plain(within(empty).getByTestId('column-totals').textContent)).toBe('0 deals · $0 · weighted $0');
});

it('moves a card by keyboard: Space picks it up, an arrow steps a stage, Space drops it', async () => {
  const sent = serveDeals({ [`PUT /api/v1/deals/${DEAL.id}/stage`]: moved(STAGE.pursuit) });
  show();
  const handle = await screen.findByRole('button', { name: DEAL.name });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // The sensor listens for the next keys a moment after the pick-up.
  await act(() => new Promise((r) => setTimeout(r, 10)));
  fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
  await act(() => new Promise((r) => setTimeout(r, 10)));
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'PUT', body: { stage_id: STAGE.pursuit } });
  expect(sent[0]?.url).toContain(`/api/v1/deals/${DEAL.id}/stage`);
});

it('asks for the lost reason before a move to a lost stage (from the Move to… menu)', async () => {
  const sent = serveDeals({ [`PUT /api/v1/deals/${DEAL.id}/stage`]: moved(STAGE.lost) });
  show();
  fireEvent.click(await screen.findByRole('button', { name: `Move ${DEAL.name} to another stage` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Closed lost' }));
  const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(sent).toHaveLength(0);
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Lost reason/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Lost to competitor' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toMatchObject({ stage_id: STAGE.lost, lost_reason: 'lost_to_competitor' });
});

it('puts a refused card back in its column and says why', async () => {
  const sent = serveDeals({
    [`PUT /api/v1/deals/${DEAL.id}/stage`]: () => [
      400,
      { error: { code: 'validation', message: 'x', key: 'deals.val.noAssignee' } },
    ],
  });
  show();
  fireEvent.click(await screen.findByRole('button', { name: `Move ${DEAL.name} to another stage` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Pursuit' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(await screen.findByText(/The move was refused/)).toBeTruthy();
  const home = screen.getByTestId(`column-${STAGE.proposals}`);
  await waitFor(() => expect(within(home).getByRole('link', { name: DEAL.name })).toBeTruthy());
  expect(within(screen.getByTestId(`column-${STAGE.pursuit}`)).queryByRole('link')).toBeNull();
});

it('announces a keyboard pick-up and its cancel in French', async () => {
  serveDeals();
  show('fr');
  const handle = await screen.findByRole('button', { name: DEAL.name });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
  await waitFor(() =>
    expect(document.body.textContent).toContain('Acme HQ lease saisie à l’étape Propositions.'),
  );
  await act(() => new Promise((r) => setTimeout(r, 10)));
  fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
  await waitFor(() =>
    expect(document.body.textContent).toContain(
      'Déplacement de Acme HQ lease annulé; elle reste à l’étape Propositions.',
    ),
  );
});
