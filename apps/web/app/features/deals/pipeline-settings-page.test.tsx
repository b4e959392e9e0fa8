// @vitest-environment jsdom
// Pipeline settings (issue 27) against a stubbed API: a stage renamed, re-weighted and moved up is
// sent as the whole ordered list with its id kept; a refusal is said above the form.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { PIPELINE, STAGE, serveDeals } from './deal-fixtures';
import { PipelineSettingsPage } from './pipeline-settings-page';

beforeAll(async () => {
  await loadMessages('en', ['deals', 'crm', 'validation', 'auth', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const router = createMemoryRouter([{ path: '/admin/pipelines', element: <PipelineSettingsPage /> }], {
    initialEntries: ['/admin/pipelines'],
  });
  render(
    <I18nextProvider i18n={instances.en}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it('sends the stages as the whole ordered list, ids kept, and says a refusal', async () => {
  const sent = serveDeals({
    [`PUT /api/v1/pipelines/${PIPELINE.id}`]: () => [
      409,
      { error: { code: 'conflict', message: 'x', key: 'pipelines.err.stageInUse' } },
    ],
  });
  show();
  const names = await screen.findAllByLabelText(/Stage name/);
  fireEvent.change(names[1] as HTMLElement, { target: { value: 'Offers out' } });
  fireEvent.change(screen.getAllByLabelText(/Probability/)[1] as HTMLElement, { target: { value: '60' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move Offers out up' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save the pipeline' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  const body = sent[0]?.body as { stages: { id: string; name: string; probability: number }[] };
  expect(body.stages.map((s) => [s.id, s.name, s.probability])).toEqual([
    [STAGE.proposals, 'Offers out', 60],
    [STAGE.pursuit, 'Pursuit', 10],
    [STAGE.won, 'Closed won', 100],
    [STAGE.lost, 'Closed lost', 0],
  ]);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('Deals are in this stage');
});
