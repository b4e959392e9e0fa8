// What every detail form shares around its fields: the form element, the Update button in a bar
// that stays in view at the bottom while a long form scrolls, and the words the confirm dialog
// uses for values.
import { CONTACT_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/format';
import { staffLabel, useStaffOptions } from '../staff';
import type { ValueWords } from './change-values';

interface RecordFormFrameProps {
  id: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent) => void;
  /** Spec §4: Update stays disabled until the form differs from the original. */
  canSubmit: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function RecordFormFrame({
  id,
  labelledBy,
  onSubmit,
  canSubmit,
  submitLabel,
  children,
}: RecordFormFrameProps) {
  return (
    <Paper
      component="form"
      id={id}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
    >
      <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          px: { xs: 2, md: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: '0 0 4px 4px',
        }}
      >
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Box>
    </Paper>
  );
}

/** Yes/No, the language's number notation and the contact types' labels, for the confirm dialog. */
export function useValueWords(): ValueWords {
  const { t, i18n } = useTranslation('crm');
  return {
    yes: t('confirm.yes'),
    no: t('confirm.no'),
    locale: localeOf(i18n.language),
    enumLabel: (field, value) =>
      field === 'default_type' && (CONTACT_TYPES as readonly string[]).includes(value)
        ? t(`contactTypes.${value as (typeof CONTACT_TYPES)[number]}`)
        : undefined,
  };
}

/** A record's value words: useValueWords, and a contact's representative (a staff member's id)
 * shown by name and email from the staff list (GET /staff, read once a session). */
export function useRecordValueWords(): ValueWords {
  const words = useValueWords();
  const staff = useStaffOptions();
  return {
    ...words,
    enumLabel: (field, value) =>
      field === 'representative_id' ? staffLabel(staff, value) : words.enumLabel?.(field, value),
  };
}
