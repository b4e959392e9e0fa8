// Issue 24: a save refused because someone else saved the record since the form loaded it (412).
// Pure, so the rules are unit-tested: which fields to show the user, and the form once they chose.
import { buildDiff, NEVER_SENT, sameValue } from './diff';

type Values = Record<string, unknown>;

/** The fields the other person changed (their saved value differs from what the form loaded)
 * where the form now holds something else: the user decides each of these. */
export function conflictFields(loaded: Values, theirs: Values, mine: Values): string[] {
  return Object.keys(buildDiff(loaded, theirs, NEVER_SENT)).filter(
    (field) => !sameValue(theirs[field], mine[field]),
  );
}

/** What a conflicting field keeps unless the user says otherwise: what they typed when they
 * changed it, else the other person's value. */
export function defaultChoice(field: string, loaded: Values, mine: Values): 'mine' | 'theirs' {
  return sameValue(loaded[field], mine[field]) ? 'theirs' : 'mine';
}

/** The form after the choices: the record as saved now, with every other field this user changed
 * kept as typed, and each conflicting field from the side chosen. */
export function resolveConflicts<F extends Values>(
  loaded: F,
  theirs: F,
  mine: F,
  keepMine: (field: string) => boolean,
): F {
  const conflicts = new Set(conflictFields(loaded, theirs, mine));
  const next: Values = { ...theirs };
  for (const field of Object.keys(mine)) {
    const changedByMe = !sameValue(mine[field], loaded[field]);
    if (conflicts.has(field) ? keepMine(field) : changedByMe) next[field] = mine[field];
  }
  return next as F;
}
