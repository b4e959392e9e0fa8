import type { MetaDescriptor } from 'react-router';
import { instances } from './i18n/i18n';
import type { InstanceKey } from './i18n/keys';
import { languageOfPath, localizedPath } from './i18n/language';
import { PUBLIC_URL, site } from './site-config';

/** Title, description, canonical URL, hreflang alternates and Open Graph tags of a public page,
 * in the language of its URL. `key` picks the namespace:key pairs of the title and description. */
export function pageMeta(
  pathname: string,
  text: { title: InstanceKey; description?: InstanceKey; values?: Record<string, string> },
  /** `image`: the page's own Open Graph picture (a listing's photo), else the site's. */
  options: { index?: boolean; image?: { url: string; width: number; height: number } } = {},
): MetaDescriptor[] {
  const lang = languageOfPath(pathname);
  const t = instances[lang].t;
  const values = { company: site.companyName, ...text.values };
  const title = t(text.title, values);
  const description = text.description ? t(text.description, values) : undefined;
  const url = `${PUBLIC_URL}${pathname === '/' ? '/' : pathname}`;
  const tags: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  }
  if (options.index === false) {
    tags.push({ name: 'robots', content: 'noindex' });
    return tags;
  }
  const en = `${PUBLIC_URL}${localizedPath(pathname, 'en')}`;
  const fr = `${PUBLIC_URL}${localizedPath(pathname, 'fr')}`;
  tags.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: fr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: en },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.companyName },
    { property: 'og:locale', content: lang === 'fr' ? 'fr_CA' : 'en_CA' },
    { property: 'og:image', content: `${PUBLIC_URL}${options.image?.url ?? '/og-image.png'}` },
    { property: 'og:image:width', content: String(options.image?.width ?? 1200) },
    { property: 'og:image:height', content: String(options.image?.height ?? 630) },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  return tags;
}
