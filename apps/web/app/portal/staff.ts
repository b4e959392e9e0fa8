// The staff members a contact's representative is chosen from (issue 25): the contact form's
// picker and the search's representative filter. GET /api/v1/staff comes from another branch (the
// staff list of issue 25's sibling); until it is served the list is empty, and both pickers still
// offer "nobody" and "my contacts".
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

export const StaffOption = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffOption = z.infer<typeof StaffOption>;

/** GET /api/v1/staff: `[{ id, name, email }]`; an answer in another shape or a refusal is none. */
export async function listStaff(signal?: AbortSignal): Promise<StaffOption[]> {
  const response = await fetch('/api/v1/staff', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) return [];
  const parsed = z.array(StaffOption).safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : [];
}

/** The staff list, read once a session (it changes when an administrator grants access). */
export const useStaffOptions = () =>
  useQuery({
    queryKey: ['staff-options'],
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 5 * 60_000,
  }).data ?? [];
