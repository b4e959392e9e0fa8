import { useTranslation } from 'react-i18next';
import { NUMBER_FORMATS, type NumberKey } from './address-values';

/** A field's value as the form shows it, for the confirm dialog and the place-type select:
 * importance and confidence as percentages, distance to 3 decimals, enumerations by their labels,
 * the for-sale flag as Yes or No. */
export function useShowValue() {
  const { t } = useTranslation(['addresses', 'crm']);
  return (key: string, value: unknown): string => {
    if (key.endsWith('_confirmation_level') && !value) return t('addresses:noLevel');
    if (value === null || value === undefined) return '';
    if (key in NUMBER_FORMATS && typeof value === 'number')
      return NUMBER_FORMATS[key as NumberKey].show(value);
    if (key.endsWith('_confirmation_level')) return t(`crm:confirmationLevels.${value as 'CONFIRMED'}`);
    if (key === 'for_sale') return t(value ? 'crm:confirm.yes' : 'crm:confirm.no');
    if (key === 'country') return t(`addresses:countries.${value as 'CA'}`, { defaultValue: String(value) });
    if (key === 'liq_osm_type') return t(`addresses:osmTypes.${value as 'way'}`);
    if (key === 'place_type' && Array.isArray(value))
      return value.map((type) => t(`addresses:placeTypes.${type as 'route'}`)).join(', ');
    return String(value);
  };
}
