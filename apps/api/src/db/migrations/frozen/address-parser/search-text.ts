// FROZEN: a copy of searchText from packages/shared/src/normalize.ts as at commit 6336bdc (the
// parser's word folding reads it), for the migrations that compute address keys; see
// parse-address.ts here. Edit the live function, never this copy.
const FOLDS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

export function searchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
