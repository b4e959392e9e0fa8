// @vitest-environment jsdom
// A contact created from the add/… picker is a person or a company as the user said, or as the
// link's tag implies (issue 25: a person created there was shown as a company).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { AddLinkDialog } from './add-link-dialog';
import { newContactIsPerson, relationshipTag } from './link-kinds';

const OWNER = { kind: 'entity' as const, id: '0190a000-0000-7000-8000-00000000000a' };
const NEW_ID = '0190a000-0000-7000-8000-00000000000b';

beforeAll(async () => {
  const namespaces = ['links', 'crm', 'validation', 'records'] as const;
  await Promise.all([loadMessages('en', [...namespaces]), loadMessages('fr', [...namespaces])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The picker on a contact's page, the API answering; returns the bodies POSTed. */
function show(lang: Language, owner: { kind: 'entity' | 'number'; id: string } = OWNER) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push({ url, ...body });
        return Response.json({ uuid: NEW_ID, ...body }, { status: 201 });
      }
      return Response.json({ data: [], total: 0 });
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={instances[lang]}>
        <MemoryRouter>
          <NotifyProvider>
            <AddLinkDialog
              owner={owner}
              ownerLabel="Acme Holdings"
              kind="entity"
              linked={new Set()}
              onClose={onClose}
            />
          </NotifyProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { posted, onClose };
}

async function typeNew(name: string, label = 'Contact name') {
  fireEvent.change(screen.getByLabelText(label), { target: { value: name } });
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(name) }));
}

/** The tag's native select: picks the option shown as `option` (its value is the tag). */
const pickTag = (label: string, option: string) => {
  const select = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'select' });
  const value = within(select).getByRole('option', { name: option }).getAttribute('value');
  fireEvent.change(select, { target: { value } });
};

describe('a new contact from the picker', () => {
  it('is a person when the user says so', async () => {
    const { posted, onClose } = show('en');
    await typeNew('Jane Doe');
    // Owner of: says nothing of the new contact, so the picker asks.
    pickTag('Relationship', 'Owner of');
    const group = screen.getByRole('group', { name: 'The new contact is' });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Say whether the new contact is a person or a company.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(within(group).getByRole('radio', { name: 'A person' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]).toEqual({ url: '/api/v1/entities', name: 'Jane Doe', is_person: true });
  });

  it('follows the relationship when it tells (employer of → a person, employee of → a company)', async () => {
    const { posted, onClose } = show('en');
    await typeNew('Bob Smith');
    pickTag('Relationship', 'Employer of');
    expect(screen.getByRole('radio', { name: 'A person' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ name: 'Bob Smith', is_person: true });
  });

  it('asks in French too, and a company stays a company', async () => {
    const { posted, onClose } = show('fr');
    await typeNew('Gestion Nord', 'Nom du contact');
    pickTag('Relation', 'Employé de');
    expect(screen.getByRole('radio', { name: 'Une entreprise' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Le nouveau contact est' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lier' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ name: 'Gestion Nord', is_person: false });
  });
});

it('reads a person or a company from the tag where it can', () => {
  expect(newContactIsPerson('entity', relationshipTag('SPOUSE', 'outgoing'))).toBe(true);
  expect(newContactIsPerson('entity', relationshipTag('EMPLOYER_EMPLOYEE', 'outgoing'))).toBe(true);
  expect(newContactIsPerson('entity', relationshipTag('EMPLOYER_EMPLOYEE', 'incoming'))).toBe(false);
  expect(newContactIsPerson('entity', relationshipTag('OWNER', 'outgoing'))).toBeNull();
  expect(newContactIsPerson('address', 'OWNER_CONTACT')).toBe(true);
  expect(newContactIsPerson('address', 'LEASING_COMPANY')).toBe(false);
  expect(newContactIsPerson('address', 'OWNER')).toBeNull();
  expect(newContactIsPerson('email', 'PERSONAL')).toBe(true);
  expect(newContactIsPerson('number', 'OFFICE')).toBeNull();
  expect(newContactIsPerson('entity', '')).toBeNull();
});
