import { AddressCreate } from '@crm/shared';
import { type AddressDraft, type EditableKey, type NumberKey, parseNumber } from './address-values';

/** What the user typed in each number field, kept as typed until it reads as a number. */
export type Texts = Partial<Record<NumberKey, string>>;

export type LooseT = (key: string, options?: Record<string, string>) => string;

/** A field's label in the confirm dialog; a confirmation level is named after its component. */
export function labelOf(t: LooseT, key: string): string {
  const level = key.match(/^(.*)_confirmation_level$/);
  if (level) return t('addresses:levelOf', { field: t(`addresses:fields.${level[1]}`) });
  return t(`addresses:fields.${key}`);
}

/** Each field's message: a number that could not be read, else the shared schema's rule, the one
 * the API applies (importance and confidence are typed as percentages, so their range reads so). */
export function fieldErrors(
  mode: 'new' | 'edit',
  current: AddressDraft,
  texts: Texts,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, schema] of Object.entries(AddressCreate.shape)) {
    if (key === 'address' && mode === 'edit') continue;
    const text = texts[key as NumberKey];
    if (text !== undefined && parseNumber(key as NumberKey, text) === undefined) {
      errors[key] = 'val.number';
      continue;
    }
    const result = schema.safeParse(current[key as EditableKey]);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'val.text';
      errors[key] = message === 'val.fraction' ? 'val.percent' : message;
    }
  }
  return errors;
}
