// The property's facts (issue 26, ADR 0040) as lines of the summary at the top of its page: year
// built, land area, parking, zoning and, while it is for sale, "For sale · $X". A fact not recorded
// is null, which the summary leaves out.
import type { Address } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';

type Facts = Pick<
  Address,
  'year_built' | 'land_area_sqft' | 'parking_spaces' | 'zoning' | 'for_sale' | 'asking_price'
>;

/** The lines, each its label and its value (null: not recorded). */
export function usePropertyFacts(record: Facts): [string, string | null][] {
  const { t } = useTranslation('property');
  const num = useNumberFormat();
  const count = (value: number | null) => (value === null ? null : num.number(value));
  const sale =
    record.for_sale !== true
      ? null
      : record.asking_price === null
        ? t('facts.forSale')
        : t('facts.forSaleAt', { price: num.amount(record.asking_price) });
  return [
    // A year is written as a year ("1987"), not as a number ("1,987").
    [t('facts.yearBuilt'), record.year_built === null ? null : String(record.year_built)],
    [
      t('facts.landArea'),
      record.land_area_sqft === null ? null : t('facts.sqft', { value: num.number(record.land_area_sqft) }),
    ],
    [t('facts.parking'), count(record.parking_spaces)],
    [t('facts.zoning'), record.zoning],
    [t('facts.sale'), sale],
  ];
}
