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

/** True when the address text ends with another country's name ("10 Downing St, London, UK"), read
 * as the parser reads it: the last three, two or one words, case and accents ignored. */
export function namesForeignCountry(text: string): boolean {
  const words = text
    .replace(/[()]/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim()
    .split(/[\s,]+/);
  return [3, 2, 1].some(
    (n) =>
      words.length > n && FOREIGN_COUNTRIES.has(searchText(words.slice(-n).join(' ')).replace(/\.+$/, '')),
  );
}
