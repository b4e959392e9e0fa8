// FROZEN: a copy of apps/api/src/features/places/parse-street.ts as at commit 6336bdc, for the migrations
// that compute address keys (0004, 0005). A migration must do on a database migrated next year what
// it did on one migrated today, so it never imports live parser code: edit the live parser, never
// this copy. Only import paths differ from the original.
// The street part of an address: civic number, route, unit and post box, and (when the address was
// typed without commas) where the street ends and the city begins.

import { nameCase } from './address-case.js';
import {
  DIRECTIONS,
  FRENCH_DIRECTIONS,
  FRENCH_TYPES,
  PREFIX_TYPES,
  SUFFIX_TYPES,
  UNIT_WORDS,
} from './address-words.js';
import { searchText } from './search-text.js';

export interface Street {
  street_number: string | null;
  route: string | null;
  subpremise: string | null;
  unit_label: string | null;
  post_box: string | null;
  /** Words after the street when the text had no comma before the city. */
  rest: string | null;
}

const folded = new Map<string, string>();
/** Lower case, no accents, no trailing period: the form the word lists are keyed by. Memoised:
 * Unicode normalisation was most of a parse's time, and the same words come back all day. */
export function fold(word: string): string {
  let out = folded.get(word);
  if (out === undefined) {
    out = searchText(word).replace(/\.+$/, '');
    if (folded.size >= 50_000) folded.clear();
    folded.set(word, out);
  }
  return out;
}

export const UNIT_LABELS: Record<string, string> = {
  apt: 'Apt',
  apartment: 'Apt',
  suite: 'Suite',
  ste: 'Suite',
  unit: 'Unit',
  unite: 'unité',
  app: 'app.',
  appartement: 'app.',
  bureau: 'bureau',
  local: 'local',
  fl: 'Floor',
  floor: 'Floor',
  rm: 'Room',
  room: 'Room',
  '#': '#',
};

const BOX_WORDS = new Set(['box', 'cp', 'c.p', 'pmb']);
const NUMBERED_ROADS = new Set(['highway', 'hwy', 'route', 'rte', 'fm']);
const unitId = (token: string | undefined) =>
  token !== undefined &&
  /^#?[\p{L}\d][\p{L}\d-]{0,7}$/u.test(token) &&
  (/\d/.test(token) || token.length <= 2);

/** Whether the street is written the French way, its type first ("rue", "boul.", "avenue du"). */
function isFrench(folded: string[], area: boolean): boolean {
  const [first, second] = folded;
  if (!first) return false;
  if (FRENCH_TYPES.has(first) || (area && first in PREFIX_TYPES && folded.length > 1)) return true;
  return first in PREFIX_TYPES && !!second && /^(de|du|des|la|le|d'.*|l'.*)$/.test(second);
}

/** The canonical route: long street types and directions, name capitalised. */
export function canonicalRoute(tokens: string[], area = false): string | null {
  if (tokens.length === 0) return null;
  const folded = tokens.map(fold);
  if (isFrench(folded, area)) {
    const type = PREFIX_TYPES[folded[0]!]!;
    let name = tokens.slice(1);
    let dir = '';
    const last = folded.at(-1)!;
    if (name.length >= 2 && last in FRENCH_DIRECTIONS) {
      dir = FRENCH_DIRECTIONS[last]!;
      name = name.slice(0, -1);
    }
    return [type, nameCase(name.join(' '), false), dir].filter(Boolean).join(' ');
  }
  let start = 0;
  let end = tokens.length;
  let pre = '';
  let post = '';
  if (end >= 3 && folded[0]! in DIRECTIONS) {
    pre = DIRECTIONS[folded[0]!]!;
    start = 1;
  }
  if (end - start >= 2 && folded[end - 1]! in DIRECTIONS) {
    post = DIRECTIONS[folded[end - 1]!]!;
    end -= 1;
  }
  const core = tokens.slice(start, end).map((t, i) => nameCase(t, !pre && i === 0));
  const coreFolded = folded.slice(start, end);
  if (core.length >= 2 && coreFolded.at(-1)! in SUFFIX_TYPES)
    core[core.length - 1] = SUFFIX_TYPES[coreFolded.at(-1)!]!;
  else if (core.length >= 2 && NUMBERED_ROADS.has(coreFolded[0]!)) core[0] = PREFIX_TYPES[coreFolded[0]!]!;
  return [pre, ...core, post].filter(Boolean).join(' ');
}

/** Without a comma, where the route ends: after its street type (and direction), or for a French
 * street after its direction; otherwise the whole text is the route. */
function splitRoute(tokens: string[], area: boolean): [string[], string[]] {
  const folded = tokens.map(fold);
  if (isFrench(folded, area)) {
    const at = folded.findIndex((w, i) => i >= 2 && w in FRENCH_DIRECTIONS);
    return at < 0 ? [tokens, []] : [tokens.slice(0, at + 1), tokens.slice(at + 1)];
  }
  if (NUMBERED_ROADS.has(folded[0]!) && /^\d+[a-z]?$/i.test(tokens[1] ?? ''))
    return [tokens.slice(0, 2), tokens.slice(2)];
  const nameStart = folded[0]! in DIRECTIONS && tokens.length >= 3 ? 1 : 0;
  const at = folded.findIndex((w, i) => i > nameStart && w in SUFFIX_TYPES);
  if (at < 0) return [tokens, []];
  const end = folded[at + 1] !== undefined && folded[at + 1]! in DIRECTIONS ? at + 2 : at + 1;
  return [tokens.slice(0, end), tokens.slice(end)];
}

/** `alone`: the text holds the city too (no comma between them); `french`: the address is in
 * Québec or New Brunswick, where a street type before the name is the French order. */
export function parseStreet(
  text: string,
  country: 'US' | 'CA' | null,
  alone: boolean,
  french = false,
): Street {
  const out: Street = {
    street_number: null,
    route: null,
    subpremise: null,
    unit_label: null,
    post_box: null,
    rest: null,
  };
  const tokens = text
    .replace(/^(\w+)\s+[-–]\s+(\d)/, '$1-$2')
    .split(/[\s,]+/)
    .filter((t) => t && t !== '-' && t !== '–');
  let i = 0;
  const hyphenated = /^([a-z]?\d+[a-z]?)-(\d+[a-z]?)$/i.exec(tokens[0] ?? '');
  if (hyphenated && country !== 'US') {
    // Canada Post's "unit-civic number": 4-123 Main St is unit 4 at 123.
    out.subpremise = hyphenated[1]!.toUpperCase();
    out.street_number = hyphenated[2]!.toUpperCase();
    i = 1;
  } else if (/^\d+[a-z]?$|^\d+-\d+$/i.test(tokens[0] ?? '')) {
    out.street_number = tokens[0]!.toUpperCase();
    i = 1;
    if (tokens[1] === '1/2') {
      out.street_number += ' 1/2';
      i = 2;
    }
  }
  const route: string[] = [];
  let after: string[] = [];
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    const word = fold(token);
    if ((UNIT_WORDS.has(word) && unitId(tokens[i + 1])) || /^#\w/.test(token) || token === '#') {
      const id = token.startsWith('#') && token.length > 1 ? token.slice(1) : tokens[++i];
      if (id !== undefined) {
        out.subpremise = id.replace(/^#/, '').toUpperCase();
        out.unit_label = UNIT_LABELS[token.startsWith('#') ? '#' : word] ?? nameCase(word);
      }
      after = tokens.slice(i + 1);
      break;
    }
    if (BOX_WORDS.has(word) && /^\d+$/.test(tokens[i + 1] ?? '')) {
      out.post_box = tokens[++i]!;
      after = tokens.slice(i + 1);
      break;
    }
    route.push(token);
  }
  let [street, rest] = alone && after.length === 0 ? splitRoute(route, french) : [route, after];
  if (street.length === 0 && rest.length > 0 && !alone) [street, rest] = [rest, []];
  out.route = canonicalRoute(street, french);
  out.rest = alone && rest.length > 0 ? rest.join(' ') : null;
  return out;
}
