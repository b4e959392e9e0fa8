import type { Language } from '../site-config';

/** Public pages carry their language in the URL (`/fr/…`), so each has a crawlable, prerendered
 * page per language; the portal (login, admin) keeps one URL and uses the remembered choice. */
export function isLocalizedPath(pathname: string): boolean {
  return !/^\/(login|admin|reset-password)(\/|$)/.test(pathname);
}

export function languageOfPath(pathname: string): Language {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}

/** The same public page in another language: `/426sunset` ⇄ `/fr/426sunset`. */
export function localizedPath(pathname: string, lang: Language): string {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  if (lang === 'en') return bare;
  return bare === '/' ? '/fr' : `/fr${bare}`;
}
