// Portal pages are never prerendered: their `meta` gives a title in the remembered language (when
// its messages are loaded, else English) and keeps crawlers out; `usePageTitle` follows a language
// switch, which does not re-run `meta`.
import { useEffect } from 'react';
import type { MetaDescriptor } from 'react-router';
import { instances } from '../i18n/i18n';
import { storedLanguage } from '../i18n/language';
import type { resources } from '../i18n/resources';
import { site } from '../site-config';

type TitleNamespace =
  | 'auth'
  | 'admin'
  | 'search'
  | 'records'
  | 'addresses'
  | 'links'
  | 'imports'
  | 'inbox'
  | 'duplicates'
  | 'lists'
  | 'requirements'
  | 'comps'
  | 'leases'
  | 'deals'
  | 'listings'
  | 'clientPortal';
/** A page title: a message under `meta` of a portal namespace. */
type TitleKey = { [N in TitleNamespace]: `${N}:meta.${keyof Messages[N]['meta'] & string}` }[TitleNamespace];

type Messages = (typeof resources)['en'];

const titleOf = (text: string) => `${text} | ${site.shortName}`;

export function portalMeta(key: TitleKey): MetaDescriptor[] {
  const stored = storedLanguage() ?? 'en';
  const ns = key.slice(0, key.indexOf(':'));
  const i18n = instances[instances[stored].hasLoadedNamespace(ns) ? stored : 'en'];
  return [{ title: titleOf(i18n.t(key)) }, { name: 'robots', content: 'noindex' }];
}

/** Sets the title to `text` (already translated) while the page shows. */
export function usePageTitle(text: string) {
  useEffect(() => {
    document.title = titleOf(text);
  }, [text]);
}
