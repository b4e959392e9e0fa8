// Inputs shared by the contact, email and number forms, wired to react-hook-form: each shows the
// shared message of its error in the user's language.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../use-message';

/** Spec §5/§9: notes hold at most 500 characters. */
export const NOTES_MAX = 500;

/** The props of a text field of a react-hook-form form, for every portal form (records and sign-in
 * alike): its registration, `id` (`<idPrefix>-<name>`), label and, in error, the shared message of
 * its key, else `hint`. */
export function useFieldProps<V extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever it resolves to
  form: Pick<UseFormReturn<V, any, any>, 'register' | 'formState'>,
  idPrefix: string,
) {
  const message = useFieldMessage();
  const text = (key: string | undefined) => (key === undefined ? undefined : message(key));
  const { errors } = form.formState;
  return (name: FieldPath<V>, label: string, options: { required?: boolean; hint?: string } = {}) => {
    const { ref, ...input } = form.register(name);
    const error = text((get(errors, name) as FieldError | undefined)?.message);
    return {
      ...input,
      inputRef: ref,
      id: `${idPrefix}-${name}`,
      label,
      required: options.required ?? false,
      fullWidth: true,
      error: !!error,
      helperText: error ?? options.hint,
    };
  };
}

/** The shared message of a field's error (nested paths too: `escalation.pct`, `options.0.kind`),
 * in the user's language; undefined when the field is fine. */
export function useFieldError<V extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever it resolves to
  form: Pick<UseFormReturn<V, any, any>, 'formState'>,
) {
  const message = useFieldMessage();
  return (name: FieldPath<V>) => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return key === undefined ? undefined : message(key);
  };
}

/** A drop-down bound to a field: `choices` are [value, words] pairs; its error is the shared
 * message of the field's key. */
export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  choices,
  required = false,
  disabled = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form of these values, whatever it resolves to
  form: Pick<UseFormReturn<V, any, any>, 'control' | 'formState'>;
  name: FieldPath<V>;
  label: string;
  idPrefix: string;
  choices: readonly (readonly [string, string])[];
  required?: boolean;
  disabled?: boolean;
}) {
  const error = useFieldError(form)(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          id={`${idPrefix}-${name}`}
          select
          fullWidth
          required={required}
          disabled={disabled}
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error}
        >
          {choices.map(([value, words]) => (
            <MenuItem key={value} value={value}>
              {words}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A checkbox bound to a boolean field. */
export function CheckboxField<V extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
}: {
  control: Control<V, unknown, unknown>;
  name: FieldPath<V>;
  label: string;
  idPrefix: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              id={`${idPrefix}-${name}`}
              name={field.name}
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

/** A group of checkboxes under one legend, in as many columns as the screen allows. */
export function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" fullWidth sx={{ mt: 1 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          columnGap: 1,
        }}
      >
        {children}
      </Box>
    </FormControl>
  );
}

/** Notes (spec §5/§9): 3 rows, a counter of the 500 characters allowed. Nothing typed is cut off:
 * over 500 the counter turns red and the schema's message explains why Update is refused. */
export function NotesField<V extends FieldValues>({
  form,
  idPrefix,
  label,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  idPrefix: string;
  label: string;
}) {
  const { t } = useTranslation('records');
  const fieldProps = useFieldProps(form, idPrefix);
  const name = 'notes' as FieldPath<V>;
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const length = value?.length ?? 0;
  const props = fieldProps(name, label);
  return (
    <TextField
      {...props}
      multiline
      minRows={3}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{props.helperText}</span>
          <Box
            component="span"
            data-testid={`${idPrefix}-notes-counter`}
            sx={{ flexShrink: 0, color: length > NOTES_MAX ? 'error.main' : undefined }}
          >
            {t('notesCounter', { count: length, max: NOTES_MAX })}
          </Box>
        </Box>
      }
    />
  );
}

/** A titled part of a long form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Inputs side by side: one column on phones, two on tablets, three on wide screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        columnGap: 2,
        rowGap: 2,
      }}
    >
      {children}
    </Box>
  );
}
