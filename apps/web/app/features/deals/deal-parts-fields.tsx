// A deal's parties (contacts with their roles) and commission splits (staff members' shares, the
// running total said as it is typed), as inputs of a react-hook-form form: the new-deal dialog's
// and the deal page's, which both hold `parties` and `splits` in these shapes.
import { DEAL_PARTY_ROLES, type DealPartyRole } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  type FieldArray,
  type FieldArrayPath,
  type FieldPath,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, useFieldError, useFieldProps } from '../../portal/editing/fields';
import { numberInput } from '../../portal/editing/schema-resolver';
import type { Choice } from '../../portal/record-lookups';
import { RecordPicker } from '../../portal/record-picker';
import { useStaffOptions } from '../../portal/staff';

export interface DealParts {
  parties: { contact: Choice; role: DealPartyRole }[];
  splits: { staff_id: string; pct: string }[];
}

// biome-ignore lint/suspicious/noExplicitAny: any deal form holding DealParts, whatever it resolves to
type PartsForm<V extends DealParts> = UseFormReturn<V, any, any>;
// The paths below exist in every V holding DealParts; the compiler cannot see that through V.
const path = <V extends DealParts>(name: string) => name as FieldPath<V>;
const arrayPath = <V extends DealParts>(name: 'parties' | 'splits') => name as FieldArrayPath<V>;
const row = <V extends DealParts>(value: object) => value as FieldArray<V, FieldArrayPath<V>>;

/** The splits' total in percent, to a hundredth. */
export const splitsTotal = (splits: DealParts['splits']) =>
  Math.round(splits.reduce((sum, s) => sum + (numberInput(s.pct) ?? 0), 0) * 100) / 100;

export function PartiesFields<V extends DealParts>({
  form,
  idPrefix,
}: {
  form: PartsForm<V>;
  idPrefix: string;
}) {
  const { t } = useTranslation('deals');
  const error = useFieldError(form);
  const [adding, setAdding] = useState<Choice | null>(null);
  const parties = useFieldArray({ control: form.control, name: arrayPath<V>('parties') });
  const values = (useWatch({ control: form.control, name: path<V>('parties') }) ??
    []) as DealParts['parties'];
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('field.parties')}
      </Typography>
      {parties.fields.map((field, index) => {
        const label = values[index]?.contact.label ?? '';
        return (
          <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <Typography sx={{ flex: 1 }}>{label}</Typography>
            <SelectField
              form={form}
              name={path<V>(`parties.${index}.role`)}
              label={t('field.role')}
              idPrefix={`${idPrefix}-party-${index}`}
              choices={DEAL_PARTY_ROLES.map((r) => [r, t(`roles.${r}`)] as const)}
            />
            <Button
              onClick={() => parties.remove(index)}
              aria-label={t('create.removeParty', { name: label })}
            >
              ×
            </Button>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <RecordPicker
            kind="entity"
            id={`${idPrefix}-party`}
            label={t('create.pickParty')}
            value={adding}
            onChange={setAdding}
            error={!!error(path<V>('parties'))}
            helperText={error(path<V>('parties'))}
          />
        </Box>
        <Button
          variant="outlined"
          disabled={!adding || values.some((p) => p.contact.id === adding?.id)}
          onClick={() => {
            if (adding) parties.append(row<V>({ contact: adding, role: 'other' }));
            setAdding(null);
          }}
        >
          {t('create.addParty')}
        </Button>
      </Box>
    </fieldset>
  );
}

export function SplitsFields<V extends DealParts>({
  form,
  idPrefix,
}: {
  form: PartsForm<V>;
  idPrefix: string;
}) {
  const { t } = useTranslation('deals');
  const staff = useStaffOptions();
  const field = useFieldProps(form, idPrefix);
  const error = useFieldError(form);
  const splits = useFieldArray({ control: form.control, name: arrayPath<V>('splits') });
  const values = (useWatch({ control: form.control, name: path<V>('splits') }) ?? []) as DealParts['splits'];
  const total = splitsTotal(values);
  const off = values.length > 0 && Math.abs(total - 100) > 0.005;
  // A new split starts with a staff member not yet sharing the commission.
  const unsplit = staff.find((m) => !values.some((s) => s.staff_id === m.id));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('field.splits')}
      </Typography>
      {splits.fields.map((s, index) => (
        <Box key={s.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <SelectField
            form={form}
            name={path<V>(`splits.${index}.staff_id`)}
            label={t('field.staff')}
            idPrefix={`${idPrefix}-split-${index}`}
            choices={staff.map((m) => [m.id, m.name || m.email] as const)}
          />
          <TextField
            {...field(path<V>(`splits.${index}.pct`), t('field.pct'))}
            inputMode="decimal"
            sx={{ maxWidth: 140 }}
          />
          <IconButton onClick={() => splits.remove(index)} aria-label={t('create.removeSplit')}>
            ×
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => splits.append(row<V>({ staff_id: unsplit?.id ?? '', pct: '' }))}
        >
          {t('create.addSplit')}
        </Button>
        {values.length > 0 && (
          <Typography
            role="status"
            data-testid="splits-total"
            sx={{ color: off ? 'error.main' : 'text.secondary' }}
          >
            {off ? t('create.splitsSum', { total }) : t('create.splitsTotal', { total })}
          </Typography>
        )}
      </Box>
      {error(path<V>('splits')) && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {error(path<V>('splits'))}
        </Typography>
      )}
    </fieldset>
  );
}
