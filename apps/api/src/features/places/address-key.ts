// The normalised address key behind duplicate detection and 'exists!': the same building and unit
// typed two ways ("123 Main St., Unit 4" / "123 MAIN STREET #4") share one key. It is built from
// the parse of the address text (long street types, directions, capitals and accents folded) and
// the unit; the postal code and country are left out, since people add or drop them freely.
// It is the only duplicate key (migration 0005 dropped the exact-text `dedupe_key`), so the text is
// parsed without the punctuation that carries no meaning: a retype that differs only in commas,
// periods, brackets, spacing, capitals or accents always shares the key.
import { parseAddress } from './parse-address.js';
import { fold } from './parse-street.js';

const compact = (s: string | null | undefined) =>
  s
    ? fold(s)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : '';

/** The text the key parses. '#', '-' and '/' stay, since they carry meaning: a unit ("#4"), a
 * unit-civic pair ("815-458") or ZIP+4, a half ("221 1/2"). */
export function keyText(address: string): string {
  return (
    address
      .replace(/[^\p{L}\p{N}#\-/\s]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // "35203 4468" is the ZIP+4 "35203-4468" typed with a space.
      .replace(/\b(\d{5})[\s-]+(\d{4})$/, '$1-$2')
      // Without its comma the parser reads a post box's city as part of the box line.
      .replace(
        /^((?:p ?o ?box|post office box|box|c ?p|case postale|bo[iî]te postale|pmb) ?#? ?\d+) (?=\D)/i,
        '$1, ',
      )
  );
}

/** `subpremise`: the unit field when the caller has one, else the unit found in the text. */
export function addressKey(address: string, subpremise?: string | null): string {
  const p = parseAddress(keyText(address));
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

/** The key of a unit's building: the unit's key with its unit left out (the third part of a parsed
 * key, the last of a `text|…|unit` one). Migration 0025 holds a frozen copy. */
export function buildingKey(key: string): string {
  const parts = key.split('|');
  if (parts[0] === 'text') parts[parts.length - 1] = '';
  else if (parts.length >= 3) parts[2] = '';
  return parts.join('|');
}
