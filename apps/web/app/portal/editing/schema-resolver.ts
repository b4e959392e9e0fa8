// The detail forms hold what their inputs hold (strings for numbers, '' for an empty field); the
// shared schemas take the API's shapes. This resolver converts one into the other and lets the
// shared schema judge, so the browser shows exactly the API's messages (spec §5).
import { fieldKeysOf } from '@crm/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod schema the resolver uses (the web app does not depend on zod itself). */
export interface ParseSchema<Out> {
  safeParse(data: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: readonly { path: PropertyKey[]; message: string; code: string }[] };
      };
}

export function schemaResolver<F extends FieldValues, Out>(
  schema: ParseSchema<Out>,
  toInput: (values: F) => unknown,
): Resolver<F, unknown, Out> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(fieldKeysOf(result.error.issues, 'root')).map(([name, message]) => [
        name,
        { type: 'schema', message },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** '' → null and anything else → a number (NaN, which the schema refuses with 'Must be a number',
 * for text that is not one). Spaces are dropped ("1 000", as written in French) and a comma followed
 * by one or two digits is a decimal comma ("1,5"); "1,000" is refused rather than misread. */
export function numberInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const normalised = /^-?\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised) ? Number(normalised) : Number.NaN;
}
