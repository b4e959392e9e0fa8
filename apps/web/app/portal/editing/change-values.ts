// Spec §2/§4: the confirm dialog lists each changed field by its label with its new value as the
// user would read it. Pure, so the wording rules are unit-tested.
import type { ChangedField } from './confirm-changes-dialog';

export interface ValueWords {
  /** Yes / No in the user's language. */
  yes: string;
  no: string;
  /** BCP 47 language for numbers ("1,234.5" / "1 234,5"). */
  locale: string;
  /** The label of an enumeration value (contact types…), when the field holds one. */
  enumLabel?: (field: string, value: string) => string | undefined;
}

/** A saved value as text: '' for nothing (the dialog shows "(empty)"), Yes/No for a flag, a
 * number in the user's notation, an enumeration by its label. */
export function displayValue(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number')
    return new Intl.NumberFormat(words.locale, { maximumFractionDigits: 6 }).format(value);
  if (typeof value === 'string') return words.enumLabel?.(field, value) ?? value;
  return JSON.stringify(value);
}

/** The diff's fields, in the form's order (`order`), each with its label and shown value. */
export function describeChanges(
  diff: Record<string, unknown>,
  order: readonly string[],
  label: (field: string) => string,
  words: ValueWords,
): ChangedField[] {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  return Object.keys(diff)
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({ label: label(field), value: displayValue(field, diff[field], words) }));
}
