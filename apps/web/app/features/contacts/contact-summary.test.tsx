// @vitest-environment jsdom
// The contact page's summary (issue 25): name's company, tap-to-call and mail links, role chips,
// the representative's name from listStaff(), the optional slots only when given; both languages.
import type { EntityComplete } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { ContactSummary, type ContactSummaryProps } from './contact-summary';
import { employerOf, primaryAddress, primaryEmail, primaryPhone } from './contact-summary-model';

const EMPLOYER = '0190a000-0000-7000-8000-0000000000e1';
const OFFICE = '0190a000-0000-7000-8000-0000000000ad';

// Only what the summary reads; the rest of a contact does not matter here.
const CONTACT = {
  uuid: '0190a000-0000-7000-8000-00000000000a',
  name: 'Amélie Durand',
  is_person: true,
  job_title: 'Asset manager',
  company_name: 'Old Name Inc.',
  investor: true,
  developer: true,
  realtor: false,
  representative_id: 'u1',
  links: {
    entities: [
      {
        entity_id: '0190a000-0000-7000-8000-0000000000b0',
        name: 'Bob',
        relationship: 'SPOUSE',
        direction: 'outgoing',
      },
      {
        entity_id: EMPLOYER,
        name: 'Nordic Holdings',
        relationship: 'EMPLOYER_EMPLOYEE',
        direction: 'incoming',
      },
    ],
    addresses: [
      { address_id: '0190a000-0000-7000-8000-0000000000a1', address: '1 Owned St, Laval', role: 'OWNER' },
      { address_id: OFFICE, address: '1234 Rue Saint-Denis, Montréal', role: 'OFFICE' },
    ],
    emails: [
      { email: 'amelie@home.example', type: 'PERSONAL' },
      { email: 'amelie@nordic.example', type: 'WORK' },
    ],
    numbers: [
      { phone_number: '+15145550100', type: 'FAX' },
      { phone_number: '+15145550142', type: 'MOBILE' },
    ],
  },
} as unknown as EntityComplete;

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['records', 'crm']), loadMessages('fr', ['records', 'crm'])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(lang: Language, props: Partial<ContactSummaryProps> = {}, staffAnswer?: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => staffAnswer ?? Response.json([{ id: 'u1', name: 'Rita Rep', email: 'rita@example.com' }]),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[lang]}>
        <MemoryRouter>
          <ContactSummary record={CONTACT} {...props} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('contact-summary');
}

/** The summary's rows as "label: text". */
const rows = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the contact summary', () => {
  it('calls and writes in one tap, with the company, address and roles (en)', async () => {
    const summary = show('en');
    expect(within(summary).getByRole('link', { name: '(514) 555-0142' }).getAttribute('href')).toBe(
      'tel:+15145550142',
    );
    expect(within(summary).getByRole('link', { name: 'amelie@nordic.example' }).getAttribute('href')).toBe(
      'mailto:amelie@nordic.example',
    );
    expect(within(summary).getByRole('link', { name: 'Nordic Holdings' }).getAttribute('href')).toBe(
      `/admin/contacts/${EMPLOYER}`,
    );
    expect(
      within(summary).getByRole('link', { name: '1234 Rue Saint-Denis, Montréal' }).getAttribute('href'),
    ).toBe(`/admin/addresses/${OFFICE}`);
    const chips = within(screen.getByTestId('summary-roles'));
    expect(chips.getByText('Person')).toBeTruthy();
    expect(chips.getByText('Investor')).toBeTruthy();
    expect(chips.getByText('Developer')).toBeTruthy();
    expect(chips.queryByText('Realtor')).toBeNull();
    // The representative's name arrives with the staff list.
    expect(await within(summary).findByText('Rita Rep')).toBeTruthy();
    expect(rows(summary)).toEqual([
      'Company: Asset manager · Nordic Holdings',
      'Phone: (514) 555-0142',
      'Email: amelie@nordic.example',
      'Address: 1234 Rue Saint-Denis, Montréal',
      'Representative: Rita Rep',
      'Type and roles: PersonInvestorDeveloper',
    ]);
  });

  it('hides the task and activity slots until they are given', () => {
    const summary = show('en');
    expect(within(summary).queryByText('Next task')).toBeNull();
    expect(within(summary).queryByText('Last activity')).toBeNull();
  });

  it('shows the slots when given, dates in the language (fr)', async () => {
    const summary = show('fr', {
      nextTask: { title: 'Rappeler', due_on: '2025-03-05' },
      lastActivity: { kind: 'call', at: new Date(2025, 2, 4, 9, 3).toISOString(), subject: 'Bail' },
    });
    expect(await within(summary).findByText('Rita Rep')).toBeTruthy();
    const text = rows(summary).map((row) => row.replace(/[\u00a0\u202f]/g, ' '));
    expect(text).toEqual([
      'Entreprise: Asset manager · Nordic Holdings',
      'Téléphone: (514) 555-0142',
      'Courriel: amelie@nordic.example',
      'Adresse: 1234 Rue Saint-Denis, Montréal',
      'Représentant: Rita Rep',
      'Type et rôles: PersonneInvestisseurPromoteur',
      'Prochaine tâche: Rappeler, pour le 5 mars 2025',
      'Dernière activité: Bail (appel), 4 mars 2025, 09 h 03',
    ]);
  });

  it('shows no representative when the staff list cannot be read', async () => {
    const summary = show('en', {}, new Response('nope', { status: 404 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(summary).queryByText('Representative')).toBeNull();
  });
});

describe('the summary’s picks', () => {
  it('prefers a mobile to call (never a fax), a work email, the contact’s own address', () => {
    expect(primaryPhone(CONTACT.links)?.phone_number).toBe('+15145550142');
    expect(primaryEmail(CONTACT.links)?.email).toBe('amelie@nordic.example');
    expect(primaryAddress(CONTACT.links)?.address_id).toBe(OFFICE);
    expect(employerOf(CONTACT.links)?.entity_id).toBe(EMPLOYER);
    const bare = {
      entities: [],
      emails: [],
      numbers: [{ phone_number: '+1', type: 'FAX' as const }],
      addresses: [],
    };
    expect(primaryPhone(bare)).toBeNull();
    expect(
      primaryAddress({ ...bare, addresses: [{ address_id: 'x', address: 'X', role: 'OWNER' }] })?.address_id,
    ).toBe('x');
  });
});
