import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '../site-config';
import { instances, loadSameNamespaces } from './i18n';
import { isLocalizedPath, languageOfPath, localizedPath } from './paths';

export { isLocalizedPath, languageOfPath, localizedPath };

const STORAGE_KEY = 'language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.includes(value as Language) ? (value as Language) : null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function remember(lang: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered; the switch itself still works
  }
}

interface LanguageState {
  lang: Language;
  setLanguage: (lang: Language) => void;
  /** A link target in the current language, for public pages. */
  href: (path: string) => string;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const localized = isLocalizedPath(location.pathname);
  // Portal pages are never prerendered (the SPA fallback holds no text), so they can start in the
  // remembered language straight away; public pages take theirs from the URL.
  const [portalLang, setPortalLang] = useState<Language>(() =>
    typeof window === 'undefined' ? 'en' : (storedLanguage() ?? 'en'),
  );
  const lang = localized ? languageOfPath(location.pathname) : portalLang;

  // The other language's messages first, so the page switches in one step, never blank; a public
  // page then moves to that language's URL.
  const switchTo = useCallback(
    (next: Language) =>
      loadSameNamespaces(next).then(() => {
        setPortalLang(next);
        if (isLocalizedPath(location.pathname) && languageOfPath(location.pathname) !== next) {
          navigate(
            { ...location, pathname: localizedPath(location.pathname, next) },
            { replace: true, preventScrollReset: true },
          );
        }
      }),
    [location, navigate],
  );

  // After hydration (never during it, so the prerendered text matches): apply the remembered
  // language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first page shown
  useEffect(() => {
    const stored = storedLanguage();
    if (stored) void switchTo(stored);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setLanguage = useCallback(
    (next: Language) => {
      remember(next);
      void switchTo(next);
    },
    [switchTo],
  );

  const value = useMemo<LanguageState>(
    () => ({ lang, setLanguage, href: (path: string) => localizedPath(path, lang) }),
    [lang, setLanguage],
  );
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={instances[lang]}>{children}</I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}
