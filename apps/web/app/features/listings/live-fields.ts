// Inputs of a long form that follow their own state: a part rendered once (memo) still shows its
// fields' messages, as each subscribes to the errors of the fields it names (react-hook-form's
// useFormState), not to the form's host, which renders the whole page.
import type { ListingUpdate } from '@crm/shared';
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { useFieldProps } from '../../portal/editing/fields';
import type { ListingFormValues } from './listing-form-model';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingUpdate>;

// biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever it resolves to
type AnyForm<V extends FieldValues> = Pick<UseFormReturn<V, any, any>, 'register' | 'control'>;

// biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever it resolves to
type LiveForm<V extends FieldValues> = Pick<UseFormReturn<V, any, any>, 'register' | 'control' | 'formState'>;

/** The form with the state of `names` (a name covers the fields below it: `contact`). */
export function useLiveForm<V extends FieldValues>(form: AnyForm<V>, names: FieldPath<V>[]): LiveForm<V> {
  const formState = useFormState({ control: form.control, name: names });
  // The form's state as useForm types it: the compiler cannot relate useFormState's errors type
  // to useForm's while V is generic (they are the same type once V is known).
  return { register: form.register, control: form.control, formState: formState as LiveForm<V>['formState'] };
}

/** useFieldProps for the fields of `names`, their messages shown as they change. */
export const useLiveFieldProps = <V extends FieldValues>(
  form: AnyForm<V>,
  idPrefix: string,
  names: FieldPath<V>[],
) => useFieldProps(useLiveForm(form, names), idPrefix);
