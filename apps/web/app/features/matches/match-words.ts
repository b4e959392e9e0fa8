// A match in words (issue 26): the requirement ("Lease · Industrial · 10,000 – 20,000 sq ft ·
// Laval"), what is on offer ("for sale"), and why it fits, one reason a criterion the requirement
// states ("Industrial", "12,000 sq ft within 10,000–20,000", "in Laval", "asking $18.50/sq ft/yr
// within the $20 ceiling", "asking $4,500,000 within $5,000,000"), with the values the API gave.
import {
  type MatchReason,
  type OfferKind,
  PROPERTY_TYPES,
  type PropertyType,
  type Requirement,
} from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';
import { useRequirementWords } from '../../portal/requirement-words';

const isType = (value: unknown): value is PropertyType => PROPERTY_TYPES.some((type) => type === value);

export function useMatchWords() {
  const { t } = useTranslation(['matches', 'requirements']);
  const words = useRequirementWords();
  const num = useNumberFormat();
  // The API's values are numbers for sizes and prices; any other value is shown as it came.
  const figure = (value: string | number, format: (n: number) => string) =>
    typeof value === 'number' ? format(value) : value;

  const reason = ({ code, value }: MatchReason, r: Requirement): string => {
    switch (code) {
      case 'type':
        return isType(value) ? t(`requirements:types.${value}`) : String(value);
      case 'size': {
        const area = figure(value, num.number);
        const [min, max] = [r.min_sqft, r.max_sqft].map((n) => (n === null ? null : num.number(n)));
        if (min !== null && max !== null) return t('matches:why.size', { area, min, max });
        if (min !== null) return t('matches:why.sizeFrom', { area, min });
        if (max !== null) return t('matches:why.sizeTo', { area, max });
        return t('matches:why.sizeOnly', { area });
      }
      case 'city':
        return t('matches:why.city', { city: value });
      case 'rent':
      case 'price': {
        const asked = figure(value, num.amount);
        return r.price_max === null
          ? t(`matches:why.${code}Only`, { asked })
          : t(`matches:why.${code}`, { asked, ceiling: num.amount(r.price_max) });
      }
    }
  };

  return {
    /** The deal and what is wanted, in a line. */
    requirement: (r: Requirement) => `${t(`requirements:deals.${r.deal}`)} · ${words.summary(r)}`,
    offer: (kind: OfferKind) => t(`matches:offer.${kind}`),
    /** Every reason, in a line; a requirement stating nothing fits any offer of its deal. */
    why: (why: readonly MatchReason[], r: Requirement) =>
      why.length ? why.map((w) => reason(w, r)).join(' · ') : t('matches:why.any'),
  };
}
