// A requirement in words, one part at a time: the contact page's section joins them in a line, the
// Who wants what page gives each its column, and the matches (who wants a building, what fits a
// contact) name the requirement with it. One formatter, so all read the same; in the kit because
// two features use it (the requirements' and the matches').
import type { Requirement } from '@crm/shared';
import { useTranslation } from 'react-i18next';

type Described = Pick<
  Requirement,
  'property_types' | 'min_sqft' | 'max_sqft' | 'cities' | 'price_max' | 'price_basis'
>;

export function useRequirementWords() {
  const { t, i18n } = useTranslation('requirements');
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const types = (r: Described) =>
    r.property_types.length
      ? r.property_types.map((type) => t(`types.${type}`)).join(', ')
      : t('summary.anyType');
  const size = (r: Described) =>
    r.min_sqft !== null && r.max_sqft !== null
      ? t('summary.size', { min: n(r.min_sqft), max: n(r.max_sqft) })
      : r.min_sqft !== null
        ? t('summary.sizeFrom', { min: n(r.min_sqft) })
        : r.max_sqft !== null
          ? t('summary.sizeTo', { max: n(r.max_sqft) })
          : t('summary.anySize');
  const cities = (r: Described) => (r.cities.length ? r.cities.join(', ') : t('summary.anywhere'));
  /** Null when the requirement names no ceiling. */
  const ceiling = (r: Described) =>
    r.price_max !== null && r.price_basis ? t(`summary.${r.price_basis}`, { amount: n(r.price_max) }) : null;
  /** Types, size, cities and ceiling in a line. */
  const summary = (r: Described) => [types(r), size(r), cities(r), ceiling(r)].filter(Boolean).join(' · ');
  return { types, size, cities, ceiling, summary };
}
