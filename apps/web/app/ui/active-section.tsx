import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { HomeSection } from '../site-config';

export type HeaderTone = 'dark' | 'light';

interface ActiveSectionState {
  /** The home section under the header (read on the home page only; null once it is left). */
  section: HomeSection | null;
  /** The header's colours follow that section's theme attribute (spec §2). */
  tone: HeaderTone;
  setActive: (section: HomeSection | null, tone: HeaderTone) => void;
}

const ActiveSectionContext = createContext<ActiveSectionState>({
  section: null,
  tone: 'dark',
  setActive: () => {},
});

/** Spec §2: on start the active section is home and the navbar is dark. */
export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ section: HomeSection | null; tone: HeaderTone }>({
    section: 'home',
    tone: 'dark',
  });
  const setActive = useCallback(
    (section: HomeSection | null, tone: HeaderTone) =>
      setState((old) => (old.section === section && old.tone === tone ? old : { section, tone })),
    [],
  );
  const value = useMemo(() => ({ ...state, setActive }), [state, setActive]);
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>;
}

export const useActiveSection = () => useContext(ActiveSectionContext);
