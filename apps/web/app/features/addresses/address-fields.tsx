// The address form's inputs that carry something beyond a plain text field: a component with its
// confirmation level (spec §3); the form's titled groups and its number inputs' settings.
import type { ConfirmationLevel } from '@crm/shared';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const WarningIcon = createSvgIcon(
  <path d="M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z" />,
  'WarningAmber',
);

/** Spec §3: gray for UNCONFIRMED_BUT_PLAUSIBLE, the default colour otherwise; the third level
 * Google answers gets a warning colour dark enough for text (WCAG AA on white, about 6:1). */
export const LEVEL_COLOR: Record<ConfirmationLevel, string | undefined> = {
  CONFIRMED: undefined,
  UNCONFIRMED_BUT_PLAUSIBLE: 'text.secondary',
  UNCONFIRMED_AND_SUSPICIOUS: '#9c4a00',
};

/** The level in words (colour alone says nothing to a screen reader or a colour-blind user). */
export function LevelText({ level }: { level: ConfirmationLevel }) {
  const { t } = useTranslation('crm');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {level === 'UNCONFIRMED_AND_SUSPICIOUS' && <WarningIcon aria-hidden sx={{ fontSize: 16 }} />}
      {t(`confirmationLevels.${level}`)}
    </Box>
  );
}

type ComponentFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'error'> & {
  id: string;
  value: string;
  onText: (text: string) => void;
  level: ConfirmationLevel | null;
  error?: string;
};

/** A text input that shows its confirmation level: the value in the level's colour and the level
 * named in the helper text (a field error takes its place). */
export function ComponentField({ value, onText, level, error, ...props }: ComponentFieldProps) {
  const color = level ? LEVEL_COLOR[level] : undefined;
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onText(event.target.value)}
      error={!!error}
      helperText={error ?? (level ? <LevelText level={level} /> : undefined)}
      data-level={level ?? 'none'}
      fullWidth
      slotProps={{
        // On the input's frame, so a text value and a select's shown value both take it.
        input: { sx: color ? { color } : undefined },
        formHelperText: { sx: !error && color ? { color } : undefined },
        ...props.slotProps,
      }}
    />
  );
}

/** A number input's slots: the number keyboard on phones, the label kept up over a placeholder,
 * and a disabled field's hint (which says why) in a readable colour (WCAG AA). */
export const numberSlots = (options: { whole?: boolean; placeholder?: boolean } = {}) => ({
  htmlInput: { inputMode: options.whole ? ('numeric' as const) : ('decimal' as const) },
  inputLabel: options.placeholder ? { shrink: true } : undefined,
  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
});

/** A titled part of the form, its inputs side by side as the screen allows. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
