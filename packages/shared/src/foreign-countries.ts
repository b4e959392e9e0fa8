// Addresses are accepted in Canada and the USA only (spec §3, "Allowed countries"). The offline parser
// (apps/api places/parse-address.ts) and the address schema both read a trailing country name with
// this list, so POST/PUT /addresses, the import and GET /ext/all/validate refuse the same texts.
import { searchText } from './normalize.js';

/** Words that name another country: the pipeline answers 400 (`val.country`) for these. */
// biome-ignore format: a word list reads best packed
export const FOREIGN_COUNTRIES = new Set([
  'mexico', 'mexique', 'france', 'uk', 'united kingdom', 'england', 'scotland', 'ireland',
  'germany', 'deutschland', 'allemagne', 'spain', 'espagne', 'italy', 'italie', 'portugal',
  'netherlands', 'belgium', 'belgique', 'switzerland', 'suisse', 'austria', 'sweden', 'norway',
  'denmark', 'finland', 'poland', 'australia', 'new zealand', 'japan', 'china', 'india', 'brazil',
  'argentina', 'chile', 'colombia', 'peru', 'south africa', 'nigeria', 'egypt', 'israel', 'turkey',
  'russia', 'ukraine', 'south korea', 'korea', 'singapore', 'philippines', 'vietnam', 'thailand',
  'indonesia', 'pakistan', 'great britain', 'haiti', 'jamaica', 'cuba', 'bahamas',
]);

/** Where the address text's trailing country name begins when it names another country ("10
 * Downing St, London, UK" → the index of "UK"), else -1: its last three, two or one words (commas,
 * spaces and brackets between words), case, accents and a final dot ignored. The offline parser
 * cuts the text there; the address schema refuses it. */
export function foreignCountryAt(text: string): number {
  const words = [...text.matchAll(/[^\s,()]+/g)];
  for (const n of [3, 2, 1]) {
    if (words.length <= n) continue;
    const tail = words.slice(-n);
    if (FOREIGN_COUNTRIES.has(searchText(tail.map((w) => w[0]).join(' ')).replace(/\.+$/, '')))
      return tail[0]!.index!;
  }
  return -1;
}

/** True when the address text ends with another country's name. */
export const namesForeignCountry = (text: string): boolean => foreignCountryAt(text) >= 0;
