import { matchSitePage } from '@crm/shared';
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../site-config';
import type { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

export type Namespace = keyof (typeof resources)['en'];

// Each language's namespaces are separate chunks, loaded on demand: a page downloads only its own
// language and the namespaces it uses (the home page's JavaScript budget is tight).
const loaders = import.meta.glob<Record<string, ResourceKey>>(['./en/*.ts', './fr/*.ts']);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`No messages for ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module[namespace]),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** One i18next instance per language. The language provider swaps instances, which re-renders
 * every translated string at once. A component using a namespace not loaded yet suspends. */
function createInstance(lng: Language): i18n {
  const instance = i18next.createInstance();
  instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      // French is complete (checked by the compiler), so no English fallback is ever downloaded.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      // React already escapes text.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

export const instances: Record<Language, i18n> = { en: createInstance('en'), fr: createInstance('fr') };

/** The namespaces a page needs for its first render (the prerender and hydration must not wait
 * on a suspended component): its row's in the table of pages; the not-found page needs 'common'.
 * The return type checks that every namespace the table names is one of ours. */
export function namespacesFor(pathname: string): readonly Namespace[] {
  return matchSitePage(pathname)?.page.namespaces ?? ['common'];
}

/** Loads what the page at `pathname` needs in `lang`. */
export function loadMessages(lang: Language, namespaces: readonly Namespace[]): Promise<void> {
  return instances[lang].loadNamespaces([...namespaces]).then(() => undefined);
}

/** Loads, in `lang`, every namespace already in use in the other language (before a switch). */
export function loadSameNamespaces(lang: Language): Promise<void> {
  const used = new Set<string>();
  for (const other of LANGUAGES)
    for (const ns of instances[other].reportNamespaces?.getUsedNamespaces() ?? []) used.add(ns);
  return instances[lang].loadNamespaces([...used]).then(() => undefined);
}
