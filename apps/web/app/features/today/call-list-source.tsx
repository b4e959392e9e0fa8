// The extension point of My day's "contacts due for a call" (issue 25). Call lists with cadences
// are built elsewhere: their feature provides a source through `CallListProvider` (around the
// portal's pages, or around My day), and My day shows what it gives. With none provided, My day
// says call lists are not set up yet.
import { createContext, type ReactNode, useContext } from 'react';

export interface DueContact {
  /** The contact's uuid (its page is /admin/contacts/{id}). */
  id: string;
  name: string;
  /** Why it is due, already translated ("Quarterly check-in, last call 2026-08-01"). */
  reason?: string;
}

export interface CallListSource {
  /** A hook: the contacts due for a call for the signed-in staff member. */
  useDueContacts(): { contacts: readonly DueContact[]; loading: boolean };
}

const CallListContext = createContext<CallListSource | null>(null);

export function CallListProvider({ source, children }: { source: CallListSource; children: ReactNode }) {
  return <CallListContext.Provider value={source}>{children}</CallListContext.Provider>;
}

/** The source provided, or null while call lists do not exist. */
export const useCallListSource = () => useContext(CallListContext);
