import type { ClientPageRender } from '@crm/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
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

/** The choice as a cookie too: the API renders a client's page in it (ADR 0052), and cannot read
 * the browser's storage. */
function rememberForServer(lang: Language) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one preference, read by the server's render
  document.cookie = `${STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

function remember(lang: Language) {
  rememberForServer(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered; the switch itself still works
  }
}

/** The language the API rendered a client's page in (ADR 0052): the first render, here and in the
 * browser's hydration, must be in it. Null on every other page. */
export function useRenderedLanguage(): Language | null {
  const portal = useRouteLoaderData('client-portal') as ClientPageRender | null | undefined;
  const invitation = useRouteLoaderData('client-invite') as ClientPageRender | null | undefined;
  return (portal ?? invitation)?.language ?? null;
}

/** In the browser before hydration: the language of a client's page the API rendered (its <html
 * lang>); null for the SPA fallback (whose React Router context says SPA mode) and public pages. */
export function documentRenderedLanguage(): Language | null {
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext;
  if (isLocalizedPath(window.location.pathname) || context?.isSpaMode !== false) return null;
  const lang = document.documentElement.lang as Language;
  return LANGUAGES.includes(lang) ? lang : null;
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
  // Public pages take their language from the URL. A client's page the API rendered starts in the
  // language it was rendered in; the SPA fallback holds no text, so its pages start in the
  // remembered language straight away.
  const rendered = useRenderedLanguage();
  const [portalLang, setPortalLang] = useState<Language>(
    () => rendered ?? (typeof window === 'undefined' ? 'en' : (storedLanguage() ?? 'en')),
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
    if (!stored) return;
    // A choice made before the cookie existed: the server learns it for the next page.
    rememberForServer(stored);
    void switchTo(stored);
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
