import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { LOADING_MS } from '../site-config';

const LoadingContext = createContext(true);

/** Spec §4: the global loading flag is set at start and clears 500 ms later; the hero hides its
 * content while it is set. It starts true in the prerendered HTML too, so hydration matches. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  return <LoadingContext.Provider value={loading}>{children}</LoadingContext.Provider>;
}

export const useLoading = () => useContext(LoadingContext);
