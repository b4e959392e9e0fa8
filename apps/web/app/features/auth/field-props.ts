import type { MessageKey } from '@crm/shared';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../portal/use-message';

/** The props of a required text field of a react-hook-form form: its registration, `id`
 * (`<idPrefix>-<name>`), label and, in error, the shared message of its key, else `hint`. */
export function useFieldProps<V extends FieldValues>(
  { register, formState: { errors } }: Pick<UseFormReturn<V>, 'register' | 'formState'>,
  idPrefix: string,
) {
  const tv = useMessage();
  return (name: FieldPath<V>, label: string, hint?: string) => {
    const { ref, ...input } = register(name);
    const error = (get(errors, name) as FieldError | undefined)?.message as MessageKey | undefined;
    return {
      ...input,
      inputRef: ref,
      id: `${idPrefix}-${name}`,
      label,
      required: true,
      fullWidth: true,
      error: !!error,
      helperText: error ? tv(error) : hint,
    };
  };
}
