// Duplicate detection and merge (issue 14): the query and answers of /duplicates, the merge body of
// /entities/merge and /addresses/merge, and the name keys detection groups contacts by.
import { z } from 'zod';
import { AddressUpdate, CONFIRMATION_FIELDS } from './addresses.js';
import { EntityUpdate } from './entities.js';
import { ADDRESS_COMPONENTS } from './enums.js';
import { paged, paging, uuidField } from './fields.js';
import { searchText } from './normalize.js';

export const DUPLICATE_KINDS = ['entities', 'addresses'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];
const kindField = z.enum(DUPLICATE_KINDS, { error: 'duplicates.val.kind' });

/** Why two records look alike, strongest first; a pair's score is the sum of its reasons'. */
export const DUPLICATE_REASONS = {
  same_email: 50,
  same_number: 40,
  same_name_company: 30,
  same_name: 20,
  similar_name: 10,
  same_address_key: 50,
  same_street: 30,
} as const;
export type DuplicateReason = keyof typeof DUPLICATE_REASONS;

export const DuplicateQuery = z.object({
  kind: kindField,
  ...paging(20),
});
export type DuplicateQuery = z.infer<typeof DuplicateQuery>;

const side = z.object({
  id: z.string(),
  label: z.string().describe('Contact name (and company) or address text'),
});
export const DuplicatePair = z.object({
  a: side,
  b: side,
  reasons: z.array(z.enum(Object.keys(DUPLICATE_REASONS) as [DuplicateReason, ...DuplicateReason[]])),
  score: z.number(),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;
export const DuplicatePage = paged(DuplicatePair);
export type DuplicatePage = z.infer<typeof DuplicatePage>;

/** POST /duplicates/dismiss: the pair stays out of the list ("not duplicates"). */
export const DuplicateDismiss = z
  .strictObject({ kind: kindField, a: uuidField, b: uuidField })
  .refine((v) => v.a !== v.b, { message: 'duplicates.val.pair', path: ['b'] });
export type DuplicateDismiss = z.infer<typeof DuplicateDismiss>;

/** Address fields that describe where the place is: they win together, with `address`, so a merged
 * address never mixes one record's street with another's postal code. */
export const ADDRESS_LOCATION_FIELDS = [
  'address',
  ...ADDRESS_COMPONENTS,
  ...CONFIRMATION_FIELDS,
  'place_type',
  'liq_osm_type',
  'liq_class',
  'liq_type',
  'liq_importance',
  'liq_haversine_distance',
  'confidence',
] as const;

/** The fields a merge may take from a merged record, per kind. */
export const MERGE_FIELDS = {
  entities: Object.keys(EntityUpdate.shape) as (keyof EntityUpdate)[],
  addresses: [
    'address',
    // The survivor keeps its own building: another's could be the survivor itself (issue 26).
    ...Object.keys(AddressUpdate.shape).filter(
      (f) => !(ADDRESS_LOCATION_FIELDS as readonly string[]).includes(f) && f !== 'parent_address_id',
    ),
  ] as (keyof AddressUpdate)[],
} as const;

function mergeBody(kind: DuplicateKind) {
  const fields = Object.fromEntries(MERGE_FIELDS[kind].map((f) => [f, uuidField.optional()]));
  return z
    .strictObject({
      into: uuidField.describe('The record that survives'),
      from: z
        .array(uuidField, { error: 'val.invalid' })
        .min(1, 'merge.val.from')
        .max(20, 'merge.val.from')
        .describe('The records merged into it, then removed'),
      fields: z
        .strictObject(fields, { error: 'val.invalid' })
        .default({})
        .describe('Field → id of the record whose value wins (the survivor’s when left out)'),
    })
    .superRefine((body, ctx) => {
      body.from.forEach((id, i) => {
        if (id === body.into) ctx.addIssue({ code: 'custom', message: 'merge.val.self', path: ['from', i] });
        else if (body.from.indexOf(id) !== i)
          ctx.addIssue({ code: 'custom', message: 'merge.val.repeated', path: ['from', i] });
      });
      const ids = [body.into, ...body.from];
      for (const [field, id] of Object.entries(body.fields))
        if (id && !ids.includes(id))
          ctx.addIssue({ code: 'custom', message: 'merge.val.fieldSource', path: ['fields', field] });
    });
}
export const EntityMerge = mergeBody('entities');
export const AddressMerge = mergeBody('addresses');
export type MergeBody = z.infer<typeof EntityMerge>;

/** GET /{entities|addresses}/{id}/merged: where a merged record's id leads now. */
export const MergedRecord = z.object({
  id: z.string(),
  into: z.string().describe('The surviving record (chains followed to the end)'),
  merged_at: z.string(),
});
export type MergedRecord = z.infer<typeof MergedRecord>;

/** A contact name as duplicate detection compares it: search form without punctuation, so
 * "Smith, John." and "smith john" are the same name. */
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

/** American Soundex of one word ("smyth" → s530); a word without letters stays as it is. */
function soundex(word: string): string {
  const letters = word.replace(/[^a-z]/g, '');
  if (!letters) return word;
  let code = letters[0]!;
  let last = SOUNDEX[code] ?? '';
  for (const ch of letters.slice(1)) {
    const digit = SOUNDEX[ch] ?? '';
    if (digit && digit !== last) code += digit;
    // h and w do not separate two equal codes; vowels do.
    if (ch !== 'h' && ch !== 'w') last = digit;
    if (code.length === 4) break;
  }
  return code.padEnd(4, '0');
}

/** The blocking key of "names nearly alike": each word's Soundex, sorted, so "Jon Smyth",
 * "John Smith" and "Smith, John" share it. Compared only within a key, never pair by pair. */
export function nameBlock(name: string): string {
  const words = nameKey(name).split(' ').filter(Boolean);
  return [...new Set(words.map(soundex))].sort().join(' ');
}
