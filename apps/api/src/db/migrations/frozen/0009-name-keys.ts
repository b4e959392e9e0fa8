// Frozen copy of the contact name keys (packages/shared/src/duplicates.ts nameKey and nameBlock,
// with normalize.ts searchText) as migration 0009 computed them. Never change it: fix the live code.
const FOLDS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

function searchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

export function nameKey(name: string): string {
  return searchText(name)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SOUNDEX: Record<string, string> = Object.fromEntries(
  ['bfpv', 'cgjkqsxz', 'dt', 'l', 'mn', 'r'].flatMap((letters, i) =>
    [...letters].map((l) => [l, String(i + 1)]),
  ),
);

function soundex(word: string): string {
  const letters = word.replace(/[^a-z]/g, '');
  if (!letters) return word;
  let code = letters[0]!;
  let last = SOUNDEX[code] ?? '';
  for (const ch of letters.slice(1)) {
    const digit = SOUNDEX[ch] ?? '';
    if (digit && digit !== last) code += digit;
    if (ch !== 'h' && ch !== 'w') last = digit;
    if (code.length === 4) break;
  }
  return code.padEnd(4, '0');
}

export function nameBlock(name: string): string {
  const words = nameKey(name).split(' ').filter(Boolean);
  return [...new Set(words.map(soundex))].sort().join(' ');
}
