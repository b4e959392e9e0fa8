// FROZEN: a copy of apps/api/src/features/places/address-case.ts as at commit 6336bdc, for the migrations
// that compute address keys (0004, 0005). A migration must do on a database migrated next year what
// it did on one migrated today, so it never imports live parser code: edit the live parser, never
// this copy. Only import paths differ from the original.
// Capitalisation of names the offline parser returns. Text typed in mixed case is kept as typed
// ("McDonald", "Sainte-Catherine"); text typed all in capitals (Canada Post's style) or all in
// lower case gets title case, with French and English particles in lower case inside a name.

const PARTICLES = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'sur',
  'en',
  'aux',
  'au',
  'et',
  'of',
  'the',
  'and',
  'on',
]);

const mixed = (word: string) => /\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);

function capital(part: string, first: boolean): string {
  const lower = part.toLocaleLowerCase('en');
  if (!first && PARTICLES.has(lower)) return lower;
  // d'Youville, l'Église: the French elided article stays lower case; O'Connor does not.
  const elided = /^([dl])['’](.+)$/.exec(lower);
  if (elided) return `${first ? elided[1]!.toUpperCase() : elided[1]}'${capital(elided[2]!, true)}`;
  const apostrophe = /^(\p{L}+)['’](\p{L}+)$/u.exec(lower);
  if (apostrophe) {
    const tail = apostrophe[2] === 's' ? 's' : capital(apostrophe[2]!, true);
    return `${capital(apostrophe[1]!, true)}'${tail}`;
  }
  // Ordinals and numbers (5th, 12B) keep their letters as they are.
  if (/^\d/.test(lower)) return /^\d+(st|nd|rd|th)$/.test(lower) ? lower : part.toUpperCase();
  return lower.charAt(0).toLocaleUpperCase('en') + lower.slice(1);
}

/** Title case of a whole name ("SAINT-JEAN-SUR-RICHELIEU" → "Saint-Jean-sur-Richelieu"); `start`
 * false for the rest of a name after its first word ("rue DE LA MONTAGNE" → "de la Montagne"). */
export function nameCase(text: string, start = true): string {
  return text
    .split(' ')
    .filter(Boolean)
    .map((word, i) =>
      mixed(word)
        ? word
        : word
            .split('-')
            .map((part, j) => capital(part, start && i === 0 && j === 0))
            .join('-'),
    )
    .join(' ');
}
