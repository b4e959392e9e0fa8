// Scores the offline parser against address-corpus.jsonl (one address per line: the text as people,
// USPS and Canada Post write it, and the components it holds; a component left out is null), per
// component: the parse-address test asserts the threshold and `npm run bench:address` reports it.
import { readFileSync } from 'node:fs';
import { type ParsedAddress, parseAddress } from './parse-address.js';

export const SCORED = [
  'street_number',
  'route',
  'subpremise',
  'post_box',
  'locality',
  'sublocality_level_1',
  'administrative_area_level_1',
  'postal_code',
  'postal_code_suffix',
  'country',
] as const;
type Scored = (typeof SCORED)[number];

export interface CorpusEntry {
  text: string;
  group: string;
  lang: 'en' | 'fr';
  expected: Partial<Record<Scored, string>>;
}

export function loadCorpus(): CorpusEntry[] {
  const file = new URL('./address-corpus.jsonl', import.meta.url);
  // The data stays in src (tsc does not copy it): read it from there when running from dist.
  return readFileSync(file.pathname.replace('/dist/', '/src/'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusEntry);
}

export interface Accuracy {
  total: number;
  /** Component → share of the corpus parsed exactly right (a null expected must stay null). */
  byComponent: Record<Scored, number>;
  /** Addresses with every component right. */
  whole: number;
  misses: { text: string; component: Scored; expected: string | null; got: string | null }[];
}

export function measureCorpus(corpus = loadCorpus()): Accuracy {
  const right = Object.fromEntries(SCORED.map((c) => [c, 0])) as Record<Scored, number>;
  const misses: Accuracy['misses'] = [];
  let whole = 0;
  for (const entry of corpus) {
    const parsed: ParsedAddress = parseAddress(entry.text);
    let all = true;
    for (const c of SCORED) {
      const expected = entry.expected[c] ?? null;
      if ((parsed[c] ?? null) === expected) right[c]++;
      else {
        all = false;
        misses.push({ text: entry.text, component: c, expected, got: parsed[c] ?? null });
      }
    }
    if (all) whole++;
  }
  const byComponent = Object.fromEntries(SCORED.map((c) => [c, right[c] / corpus.length])) as Record<
    Scored,
    number
  >;
  return { total: corpus.length, byComponent, whole: whole / corpus.length, misses };
}
