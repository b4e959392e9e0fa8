// The merge view's rules, pure so they are unit-tested: which fields differ between the two
// records, and the merge body the choices make.
import { type DuplicateKind, MERGE_FIELDS, type MergeBody } from '@crm/shared';

export type Side = 'a' | 'b';
type Values = Record<string, unknown>;

const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/** The fields a merge can take whose values differ, in the API's order. */
export const differingFields = (kind: DuplicateKind, a: Values, b: Values): string[] =>
  MERGE_FIELDS[kind].filter((field) => !same(a[field], b[field]));

/** The survivor is `survivor`'s record; a field takes the other's value where the user chose it. */
export function mergeBody(
  ids: Record<Side, string>,
  survivor: Side,
  fields: readonly string[],
  choices: Partial<Record<string, Side>>,
): MergeBody {
  const other: Side = survivor === 'a' ? 'b' : 'a';
  const taken = fields.filter((field) => (choices[field] ?? survivor) === other);
  return {
    into: ids[survivor],
    from: [ids[other]],
    fields: Object.fromEntries(taken.map((field) => [field, ids[other]])),
  };
}
