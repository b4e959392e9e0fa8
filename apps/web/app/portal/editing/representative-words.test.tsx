// @vitest-environment jsdom
// A contact's representative is a staff member's id: the confirm dialog (and the history and the
// merge, which read the same words) show it as "Name (email)" from the staff list; an id the list
// does not hold shows as it is.
import type { StaffMember } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { staffLabel } from '../staff';
import { describeChanges } from './change-values';
import { ConfirmChangesDialog } from './confirm-changes-dialog';
import { useRecordValueWords } from './record-form-frame';

const STAFF: StaffMember[] = [
  { id: 'u-ann', name: 'Ann Rep', email: 'ann@firm.test', time_zone: 'America/Toronto' },
  { id: 'u-nameless', name: '', email: 'nameless@firm.test', time_zone: 'America/Toronto' },
];

describe('staffLabel', () => {
  it('names a listed member with their email, else gives the id as it is', () => {
    expect(staffLabel(STAFF, 'u-ann')).toBe('Ann Rep (ann@firm.test)');
    expect(staffLabel(STAFF, 'u-nameless')).toBe('nameless@firm.test');
    expect(staffLabel(STAFF, 'u-gone')).toBe('u-gone');
    expect(staffLabel([], 'u-ann')).toBe('u-ann');
  });
});

function Dialog({ diff }: { diff: Record<string, unknown> }) {
  const words = useRecordValueWords();
  const changes = describeChanges(diff, ['notes', 'representative_id'], (f) => f, words);
  return (
    <ConfirmChangesDialog open changes={changes} onDiscard={() => {}} onSave={() => {}} onClose={() => {}} />
  );
}

describe('the confirm dialog shows a representative by name', () => {
  beforeAll(() => loadMessages('en', ['crm', 'validation']));
  afterEach(cleanup);

  const show = (diff: Record<string, unknown>, staff: StaffMember[] | undefined = STAFF) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (staff) queryClient.setQueryData(['staff-options'], staff);
    render(
      <I18nextProvider i18n={instances.en}>
        <QueryClientProvider client={queryClient}>
          <Dialog diff={diff} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return within(screen.getByTestId('changed-fields'));
  };

  it('a listed staff member as "Name (email)"', () => {
    const fields = show({ representative_id: 'u-ann', notes: 'u-ann' });
    expect(fields.getByText('Ann Rep (ann@firm.test)')).toBeTruthy();
    // Only the representative's field reads an id as a staff member.
    expect(fields.getByText('u-ann')).toBeTruthy();
  });

  it('an id not in the list as it is, and no representative as empty', () => {
    expect(show({ representative_id: 'u-gone' }).getByText('u-gone')).toBeTruthy();
    cleanup();
    expect(show({ representative_id: null }).getByText('(empty)')).toBeTruthy();
  });
});
