// One text in both of the site's languages, side by side as a translator works (English, then
// French; stacked on a phone), each input marked with its language for spelling and screen readers.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLiveFieldProps } from './live-fields';

export function BilingualFields<V extends FieldValues>({
  form,
  idPrefix,
  name,
  label,
  required = false,
  rows,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form holding this { en, fr } field, whatever it resolves to
  form: Pick<UseFormReturn<V, any, any>, 'register' | 'control'>;
  idPrefix: string;
  /** The { en, fr } field: `title`, `sections.about`, `highlights.0`. */
  name: string;
  label: string;
  required?: boolean;
  /** Multiline from this many rows. */
  rows?: number;
}) {
  const { t } = useTranslation('listings');
  // Its own messages: it shows them in a part of a long form that is not rendered again for them.
  const field = useLiveFieldProps(form, idPrefix, [name as FieldPath<V>]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {(['en', 'fr'] as const).map((lang) => (
        <TextField
          key={lang}
          {...field(`${name}.${lang}` as FieldPath<V>, t(`lang.${lang}`, { label }), { required })}
          multiline={rows !== undefined}
          minRows={rows}
          slotProps={{ htmlInput: { lang } }}
        />
      ))}
    </Box>
  );
}
