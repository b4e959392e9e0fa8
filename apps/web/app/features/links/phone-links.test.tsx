// @vitest-environment jsdom
// Phone numbers in the portal (ADR 0029), below the browser tests: a contact's numbers listed for
// people (international for a foreign number, national for the firm's region, the extension with
// the language's label) with tap-to-call links that keep the extension; and the server's region
// loaded before the portal's forms read a number without country code.
import { type EntityComplete, phoneRegion, setPhoneRegion } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { PhoneSettings } from '../../portal/phone-display';
import type { Language } from '../../site-config';
import { canonicalValue } from './link-api';
import { listsOf } from './link-kinds';
import { LinkRowItem } from './link-row';

const CONTACT: EntityComplete = {
  uuid: '0192a8c0-0000-7000-8000-000000000001',
  name: 'Amélie Durand',
  n_linked_entities: 0,
  n_linked_addresses: 0,
  n_linked_numbers: 3,
  n_linked_emails: 0,
  links: {
    entities: [],
    addresses: [],
    emails: [],
    numbers: [
      { phone_number: '+33142685300', type: 'OFFICE' },
      { phone_number: '+13129076249;ext=12', type: 'WORK' },
      { phone_number: '+15145550142', type: 'MOBILE' },
    ],
  },
} as unknown as EntityComplete;

beforeAll(async () => {
  await Promise.all([
    loadMessages('en', ['records', 'links', 'crm']),
    loadMessages('fr', ['records', 'links', 'crm']),
  ]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPhoneRegion('CA');
});

const owner = { kind: 'entity' as const, id: CONTACT.uuid };

/** The contact page's list of numbers. */
function Rows() {
  const numbers = listsOf('entity', CONTACT).find((l) => l.otherKind === 'number')!;
  return (
    <ul>
      {numbers.rows.map((row) => (
        <LinkRowItem
          key={row.other.id}
          owner={owner}
          ownerLabel={CONTACT.name}
          row={row}
          editing={false}
          onEdit={() => {}}
          onClose={() => {}}
          onRemoved={() => {}}
        />
      ))}
    </ul>
  );
}

/** The contact's number rows under the portal's phone settings, the server answering `region`. */
async function showNumbers(lang: Language, region: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/api/v1/numbers/region')
        ? new Response(JSON.stringify({ region }), { status: 200 })
        : new Response(null, { status: 404 }),
    ),
  );
  const element = (
    <PhoneSettings enabled pending={<p>loading</p>}>
      <NotifyProvider>
        <Rows />
      </NotifyProvider>
    </PhoneSettings>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/contacts/x'] });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const rows = await screen.findAllByTestId('link-row');
  return rows.map((row) => ({
    shown: within(row).getByRole('link', { name: /^(?!Call|Appeler)/ }).textContent,
    call: within(row).getByTestId('link-call'),
  }));
}

it('lists numbers for people with tap-to-call links that keep the extension', async () => {
  const rows = await showNumbers('en', 'CA');
  expect(rows.map((r) => r.shown)).toEqual(['+33 1 42 68 53 00', '(312) 907-6249 ext. 12', '(514) 555-0142']);
  expect(rows.map((r) => r.call.getAttribute('href'))).toEqual([
    'tel:+33142685300',
    'tel:+13129076249;ext=12',
    'tel:+15145550142',
  ]);
  expect(rows[1]!.call.getAttribute('aria-label')).toBe('Call (312) 907-6249 ext. 12');
});

it('says poste in French', async () => {
  const rows = await showNumbers('fr', 'CA');
  expect(rows[1]!.shown).toBe('(312) 907-6249 poste 12');
  expect(rows[1]!.call.getAttribute('aria-label')).toBe('Appeler le (312) 907-6249 poste 12');
});

it('takes the server’s region: French numbers national, North American ones international', async () => {
  const rows = await showNumbers('fr', 'FR');
  expect(phoneRegion()).toBe('FR');
  expect(rows.map((r) => r.shown)).toEqual(['01 42 68 53 00', '+1 312 907 6249 poste 12', '+1 514 555 0142']);
  // The add-number picker reads what staff type as the server will.
  expect(canonicalValue('number', '01 42 68 53 00')).toBe('+33142685300');
  expect(canonicalValue('number', '+44 20 7946 0958 ext. 3')).toBe('+442079460958;ext=3');
});
