// The staff members a contact's representative is chosen from (issue 25): the contact form's
// picker and the search's representative filter, from GET /api/v1/staff (active staff and
// administrators). A refusal (an account that may not list staff) is an empty list: both pickers
// still offer "nobody" and "my contacts".
import type { StaffMember } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import { crm } from '../http/client';
import { queryKeys } from './query-keys';

export type StaffOption = StaffMember;

/** GET /api/v1/staff, typed by its route; none when the list is refused. */
export const listStaff = (signal?: AbortSignal): Promise<StaffOption[]> =>
  crm('GET /staff', { signal }).catch(() => []);

/** The staff list, read once a session (it changes when an administrator grants access). */
export const useStaffOptions = () =>
  useQuery({
    queryKey: queryKeys.staffOptions,
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 5 * 60_000,
  }).data ?? [];

/** A staff member as a value is shown (a contact's representative in the confirm dialog, the
 * history, the merge): "Name (email)", the email alone when the user has no name; an id not in
 * the list (a member since disabled, a list refused) as it is. */
export function staffLabel(staff: readonly StaffOption[], id: string): string {
  const member = staff.find((s) => s.id === id);
  if (!member) return id;
  return member.name ? `${member.name} (${member.email})` : member.email;
}
