// FROZEN: the address key of migration 0004, a copy of apps/api/src/features/places/address-key.ts
// as at commit 6336bdc over the frozen parser beside it. 0004 backfills addresses.address_key with
// it, and must compute the same keys whatever later becomes of the live key and parser.
// The normalised address key behind duplicate detection and 'exists!': the same building and unit
// typed two ways ("123 Main St., Unit 4" / "123 MAIN STREET #4") share one key. It is built from
// the parse of the address text (long street types, directions, capitals and accents folded) and
// the unit; the postal code and country are left out, since people add or drop them freely.
import { type ParsedAddress, parseAddress } from './address-parser/parse-address.js';
import { fold } from './address-parser/parse-street.js';

const compact = (s: string | null | undefined) =>
  s
    ? fold(s)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : '';

/** `subpremise`: the unit field when the caller has one, else the unit found in the text. */
export function addressKey(address: string, subpremise?: string | null): string {
  return keyOfParse(parseAddress(address), address, subpremise);
}

/** The key of an address already parsed (`address`: its text, for what the parse did not read). */
export function keyOfParse(p: ParsedAddress, address: string, subpremise?: string | null): string {
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
