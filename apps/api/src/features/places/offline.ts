// The offline provider: the parse of what was typed, as a suggestion and as a validation with
// every found component UNCONFIRMED_BUT_PLAUSIBLE (stored.ts raises those that match a CONFIRMED
// address already in the CRM).
import { createHash } from 'node:crypto';
import { ADDRESS_COMPONENTS, type PlaceType } from '@crm/shared';
import { addressKey } from './address-key.js';
import type { ParsedAddress } from './parse-address.js';
import type { ProviderSuggestion, ProviderValidation } from './provider-types.js';

const COUNTRY_NAMES = { US: 'USA', CA: 'Canada' } as const;

/** One line, the way the USPS and Canada Post order it: street and unit, city, state and postal
 * code, country. */
export function formatAddress(p: ParsedAddress): { main: string; secondary: string } {
  const unit = p.subpremise
    ? p.unit_label === '#' || !p.unit_label
      ? `#${p.subpremise}`
      : `${p.unit_label} ${p.subpremise}`
    : '';
  const box = p.post_box ? `PO Box ${p.post_box}` : '';
  const street = [[p.street_number, p.route, unit].filter(Boolean).join(' '), box].filter(Boolean).join(', ');
  const regionLine = [
    p.administrative_area_level_1,
    [p.postal_code, p.postal_code_suffix].filter(Boolean).join('-'),
  ]
    .filter(Boolean)
    .join(' ');
  const secondary = [p.sublocality_level_1, p.locality, regionLine, p.country && COUNTRY_NAMES[p.country]]
    .filter(Boolean)
    .join(', ');
  return { main: street, secondary };
}

/** Stable for the same place: a hash of the normalised address key. */
export const offlinePlaceId = (key: string) =>
  `offline:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;

/** The place types the parse amounts to, most precise first. */
export function placeTypesOf(p: ParsedAddress): PlaceType[] {
  if (p.street_number && p.route) return p.subpremise ? ['subpremise', 'street_address'] : ['street_address'];
  if (p.route) return ['route'];
  if (p.postal_code && !p.locality) return ['postal_code'];
  if (p.locality) return ['locality', 'political'];
  return [];
}

export function offlineSuggestion(text: string, p: ParsedAddress): ProviderSuggestion | null {
  const { main, secondary } = formatAddress(p);
  if (!main && !secondary) return null;
  const description = [main, secondary].filter(Boolean).join(', ');
  return {
    description,
    place_id: offlinePlaceId(addressKey(text)),
    main_text: main || secondary,
    secondary_text: main ? secondary : '',
  };
}

export function offlineValidation(p: ParsedAddress): ProviderValidation {
  const out: ProviderValidation = {
    formatted: null,
    components: {},
    levels: {},
    country: p.country,
    place_type: placeTypesOf(p),
    point: null,
    complete: !!(p.street_number && p.route && (p.locality || p.postal_code)),
  };
  for (const c of ADDRESS_COMPONENTS) {
    const value = p[c];
    if (value) {
      out.components[c] = value;
      out.levels[c] = 'UNCONFIRMED_BUT_PLAUSIBLE';
    }
  }
  const { main, secondary } = formatAddress(p);
  out.formatted = [main, secondary].filter(Boolean).join(', ') || null;
  return out;
}
