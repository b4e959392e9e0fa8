// Spec §4: a detail form keeps an original copy; Update stays disabled until the form differs
// from it structurally, and Save sends only the fields that changed.

/** Structural equality of JSON-like values (what a form holds): objects by their keys, arrays in
 * order. `undefined` and a missing key are the same; `null` is a value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The fields of `current` that differ from `original`, except the `excluded` ones (n_linked_*
 * counters, `links`, ids and timestamps never go into an update). */
export function buildDiff<T extends object>(
  original: T,
  current: T,
  excluded: readonly string[] = [],
): Partial<T> {
  const diff: Partial<T> = {};
  const skip = new Set(excluded);
  for (const key of Object.keys(current) as (keyof T & string)[]) {
    if (skip.has(key) || key.startsWith('n_linked_')) continue;
    if (!sameValue(original[key], current[key])) diff[key] = current[key];
  }
  return diff;
}

/** Read-only fields of every record, never sent back. */
export const NEVER_SENT = ['uuid', 'links', 'created_at', 'updated_at', 'domain'] as const;
