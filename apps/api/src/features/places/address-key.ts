// The normalised address key behind duplicate detection and 'exists!': the same building and unit
// typed two ways ("123 Main St., Unit 4" / "123 MAIN STREET #4") share one key. It is built from
// the parse of the address text (long street types, directions, capitals and accents folded) and
// the unit; the postal code and country are left out, since people add or drop them freely.
import { searchText } from '@crm/shared';
import { parseAddress } from './parse-address.js';

const compact = (s: string | null | undefined) =>
  searchText(s ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** `subpremise`: the unit field when the caller has one, else the unit found in the text. */
export function addressKey(address: string, subpremise?: string | null): string {
  const p = parseAddress(address);
  const unit = compact(subpremise?.trim() ? subpremise : p.subpremise);
  if (!p.route && !p.post_box) return `text|${compact(address)}|${unit}`;
  return [
    compact(p.street_number),
    compact(p.route),
    unit,
    compact(p.post_box),
    compact(p.locality),
    p.administrative_area_level_1 ?? '',
  ].join('|');
}
