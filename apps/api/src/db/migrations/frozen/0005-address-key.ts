// FROZEN: the address key of migration 0005, a copy of apps/api/src/features/places/address-key.ts
// as written with 0005, over the frozen parser of 0004 (the live parser was then unchanged since
// 6336bdc). 0005 recomputes every stored key with it, and must compute the same keys whatever
// later becomes of the live key and parser: edit those, never this copy.
import { parseAddress } from './address-parser/parse-address.js';
import { fold } from './address-parser/parse-street.js';

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
