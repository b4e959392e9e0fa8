// A listing's fields in words, for the conflict dialog (each field's label and its value as a
// person reads it) and the pages (a title in the reader's language, a price or a rent).
import { LISTING_SECTIONS, type Listing } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';
import type { Bilingual, ListingFormValues } from './listing-form-model';

/** Long texts are cut in the dialog: the point is to recognise them. */
const cut = (text: string, max = 120) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const both = (b: Bilingual) =>
  [b.en && `EN: ${cut(b.en)}`, b.fr && `FR: ${cut(b.fr)}`].filter(Boolean).join(' · ');

export function useDescribeField() {
  const { t } = useTranslation('listings');
  return (field: keyof ListingFormValues, v: ListingFormValues): { label: string; value: string } => {
    switch (field) {
      case 'title':
        return { label: t('field.title'), value: both(v.title) };
      case 'slug':
        return { label: t('field.slug'), value: v.slug };
      case 'kind':
        return { label: t('field.kind'), value: t(`kinds.${v.kind}`) };
      case 'price':
        return { label: t('field.price'), value: v.price };
      case 'rent':
        return { label: t('field.rent'), value: v.rent };
      case 'terms':
        return { label: t('field.terms'), value: both(v.terms) };
      case 'highlights':
        return {
          label: t('editor.highlights'),
          value: v.highlights.map((h) => [h.en, h.fr].filter(Boolean).join(' / ')).join('; '),
        };
      case 'sections':
        return {
          label: t('editor.pageSections'),
          value: LISTING_SECTIONS.filter((key) => v.sections[key].en || v.sections[key].fr)
            .map((key) => `${t(`editor.sectionNames.${key}`)}: ${both(v.sections[key])}`)
            .join(' — '),
        };
      case 'contact':
        return {
          label: t('editor.contact'),
          value: [v.contact.name, v.contact.email, v.contact.phone].filter(Boolean).join(', '),
        };
      case 'agreement':
        return { label: t('field.agreement'), value: both(v.agreement) };
    }
  };
}

/** A listing's title in the reader's language (the other's when that one is empty). */
export function useListingTitle() {
  const { i18n } = useTranslation();
  return (title: Bilingual) => (i18n.language === 'fr' ? title.fr || title.en : title.en || title.fr);
}

/** The asking price of a sale, the asking rent of a lease ("$24.50 /sq ft/yr"), or nothing. */
export function useAskingWords() {
  const { t } = useTranslation('listings');
  const format = useNumberFormat();
  return (listing: Pick<Listing, 'kind' | 'price' | 'rent'>) => {
    if (listing.kind === 'sale') return listing.price === null ? '' : format.amount(listing.price);
    return listing.rent === null ? '' : t('list.rent', { amount: format.amount(listing.rent) });
  };
}

/** The public page of a slug, on this site. */
export const publicPath = (slug: string) => `/listings/${encodeURIComponent(slug)}`;
export const publicUrl = (slug: string) =>
  typeof window === 'undefined' ? publicPath(slug) : `${window.location.origin}${publicPath(slug)}`;
