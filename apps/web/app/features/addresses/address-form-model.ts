// The address form's values as react-hook-form holds them, and the resolver that judges them: the
// inputs hold text, the rules (address-values.ts, address-checks.ts) work on the stored values.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { fieldErrors } from './address-checks';
import {
  type AddressDraft,
  EDITABLE_KEYS,
  type EditableKey,
  type LevelKey,
  NUMBER_FORMATS,
  type NumberKey,
  parseNumber,
  showNumber,
} from './address-values';

/** The fields whose inputs hold the draft's value itself, not text. */
type AsIs = LevelKey | 'liq_osm_type' | 'place_type' | 'for_sale';

/** What the form's inputs hold: text ('' for none) where the draft has text or a number, the rest
 * (confirmation levels, place types, map object type, the for-sale flag) as the draft holds it. */
export type AddressForm = {
  [K in EditableKey]: K extends AsIs ? AddressDraft[K] : string;
};

export const NUMBER_KEYS = Object.keys(NUMBER_FORMATS) as NumberKey[];
const isText = (key: EditableKey, value: unknown) =>
  !key.endsWith('_confirmation_level') &&
  key !== 'liq_osm_type' &&
  key !== 'place_type' &&
  key !== 'for_sale' &&
  value !== undefined;

/** The inputs' values for a draft: numbers as shown, text with '' for none. */
export function toAddressForm(d: AddressDraft): AddressForm {
  const form: Record<string, unknown> = { ...d };
  for (const key of EDITABLE_KEYS) if (isText(key, d[key]) && d[key] === null) form[key] = '';
  for (const key of NUMBER_KEYS) form[key] = showNumber(key, d[key]);
  return form as AddressForm;
}

/** The draft the inputs stand for, and the number entries as typed (to tell "not a number"). */
export function readAddressForm(form: AddressForm): {
  draft: AddressDraft;
  texts: Record<NumberKey, string>;
} {
  const draft: Record<string, unknown> = { ...form };
  for (const key of EDITABLE_KEYS)
    if (key !== 'address' && isText(key, form[key]) && form[key] === '') draft[key] = null;
  const texts = {} as Record<NumberKey, string>;
  for (const key of NUMBER_KEYS) {
    texts[key] = form[key];
    draft[key] = parseNumber(key, form[key]) ?? null;
  }
  return { draft: draft as AddressDraft, texts };
}

/** Judges the form with the shared schema's rules (`fieldErrors`) and answers the draft. */
export const addressResolver =
  (mode: 'new' | 'edit'): Resolver<AddressForm, unknown, AddressDraft> =>
  async (values) => {
    const { draft, texts } = readAddressForm(values);
    const errors = fieldErrors(mode, draft, texts);
    if (Object.keys(errors).length === 0) return { values: draft, errors: {} };
    const found = Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [key, { type: 'schema', message }]),
    );
    return { values: {}, errors: found as FieldErrors<AddressForm> };
  };
