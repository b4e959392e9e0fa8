import { type Language, localizedPath, PORTAL_PATH } from '@crm/shared';

export { localizedPath };

/** Public pages carry their language in the URL (`/fr/…`), so each has a crawlable, prerendered
 * page per language; the portal (login, admin) keeps one URL and uses the remembered choice. */
export function isLocalizedPath(pathname: string): boolean {
  return !PORTAL_PATH.test(pathname);
}

export function languageOfPath(pathname: string): Language {
  return /^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en';
}
