// A listing's facts as the page's language writes them: its own text in that language, the asking
// price or rent in its currency format, the area in square feet (pi² in French), the type's name.
import { type ListingKind, PROPERTY_TYPES } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { useNumberFormat } from '../../i18n/numbers';

interface Priced {
  kind: ListingKind;
  price: number | null;
  rent: number | null;
}

export function useListingText() {
  const { t } = useTranslation('listingsSite');
  const { lang } = useLanguage();
  const format = useNumberFormat();
  return {
    lang,
    /** "$4,200,000", "$12.75 / sq ft / yr", or "Price on request". */
    price: ({ kind, price, rent }: Priced): string => {
      if (kind === 'lease' && rent !== null) return t('card.rent', { rent: format.amount(rent) });
      if (kind === 'sale' && price !== null) return format.amount(price);
      return t('card.priceOnRequest');
    },
    area: (sqft: number | null) => (sqft === null ? null : t('card.area', { area: format.number(sqft) })),
    /** A known type's name in the page's language; another as the property record writes it. */
    type: (type: string | null) => {
      const known = PROPERTY_TYPES.find((p) => p === type?.toLowerCase());
      return known ? t(`types.${known}`) : type;
    },
    kind: (kind: ListingKind) => t(`kinds.${kind}`),
  };
}
