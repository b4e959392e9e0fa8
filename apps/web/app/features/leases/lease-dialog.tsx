// A new lease of a building's spaces (issue 26), or an edit of one: the tenant, the spaces ticked,
// the term, the area and base rent, escalation, rent steps, options with their notice dates, the
// deposit and status. Judged by the shared LeaseCreate; a refusal keeps what was typed and says why,
// on the field when the server names one. An overlap (409) names the other lease. An edit is sent
// with the version it was loaded at (If-Match): a 412 keeps what was typed and says so.
import {
  ESCALATION_KINDS,
  LEASE_OPTION_KINDS,
  LEASE_STATUSES,
  type Lease,
  type LeaseCreate,
  RENT_BASES,
} from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { useDateFormat } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { SelectField, useFieldError, useFieldProps } from '../../portal/editing/fields';
import { FormDialog } from '../../portal/editing/form-dialog';
import { useLoadedVersion } from '../../portal/editing/use-loaded-version';
import { useNotify } from '../../portal/notify';
import { RecordPicker } from '../../portal/record-picker';
import { useErrorText } from '../../portal/use-message';
import { blankLease, type LeaseFormValues, leaseFormOf, leaseResolver } from './lease-form-model';
import { createLease, loadLease, updateLease } from './leases-api';

/** A space the lease may cover: a unit of the building, or the building itself without units. */
export interface SpaceChoice {
  id: string;
  label: string;
}

export function LeaseDialog({
  buildingId,
  spaces,
  leases,
  editing,
  onClose,
}: {
  buildingId: string;
  spaces: SpaceChoice[];
  /** The building's leases, to name the one an overlap is with. */
  leases: readonly Lease[];
  editing?: Lease;
  onClose: () => void;
}) {
  const { t } = useTranslation('leases');
  const notify = useNotify();
  const errorText = useErrorText();
  const policy = useCachePolicy();
  const { date } = useDateFormat();
  const form = useForm<LeaseFormValues, unknown, LeaseCreate>({
    defaultValues: editing
      ? leaseFormOf(editing)
      : blankLease(spaces.length === 1 && spaces[0] ? [spaces[0].id] : []),
    resolver: leaseResolver,
  });
  const field = useFieldProps(form, 'lease');
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { etag, ready } = useLoadedVersion({
    editing,
    load: loadLease,
    reset: form.reset,
    formOf: leaseFormOf,
    onError: (error) => setRefusal(errorText(error)),
  });

  /** "Another active lease covers…: Acme Inc. (Jan 1, 2025 – Dec 31, 2029)". */
  const overlapText = (error: ApiError) => {
    const id = (error.answer as { lease_id?: string } | null)?.lease_id;
    const other = leases.find((l) => l.id === id);
    const base = errorText(error);
    if (!other) return base;
    return t('dialog.overlapWith', {
      message: base,
      tenant: other.tenant_name ?? t('noTenant'),
      start: date(other.start_on),
      end: date(other.end_on),
    });
  };

  const submit = form.handleSubmit(async (checked) => {
    setBusy(true);
    setRefusal(null);
    try {
      const saved = editing
        ? await updateLease(editing.id, checked, etag.current)
        : await createLease(checked);
      await policy.leasesChanged([buildingId, ...saved.spaces.map((s) => s.building_id)]);
      notify(t('dialog.saved'), 'success');
      onClose();
    } catch (error) {
      console.error('Lease save failed', error);
      if (isStale(error)) {
        // Saved by someone else meanwhile: the next save puts these values over that version.
        etag.current = error.etag;
        setRefusal(t('dialog.stale'));
      } else if (error instanceof ApiError && error.status === 409) setRefusal(overlapText(error));
      else setRefusal(errorText(error));
      if (error instanceof ApiError)
        for (const [name, key] of Object.entries(error.fieldKeys))
          form.setError(name as FieldPath<LeaseFormValues>, { type: 'server', message: key });
    } finally {
      setBusy(false);
    }
  });

  const errorOf = useFieldError(form);
  const select = (
    name: FieldPath<LeaseFormValues>,
    label: string,
    choices: (readonly [string, string])[],
  ) => <SelectField form={form} name={name} idPrefix="lease" label={label} choices={choices} />;
  const day = (name: FieldPath<LeaseFormValues>, label: string, required = false) => (
    <TextField
      {...field(name, label, { required })}
      type="date"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const number = (
    name: FieldPath<LeaseFormValues>,
    label: string,
    opts: { required?: boolean; hint?: string } = {},
  ) => <TextField {...field(name, label, opts)} inputMode="decimal" />;
  const spacesError = errorOf('space_ids');

  return (
    <FormDialog
      title={t(editing ? 'dialog.editTitle' : 'dialog.title')}
      busy={busy}
      dirty={form.formState.isDirty}
      refusal={refusal}
      refusalTestId="lease-refusal"
      cancel={t('dialog.cancel')}
      save={t('dialog.save')}
      saveDisabled={!ready}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="tenant_id"
        render={({ field: f }) => (
          <RecordPicker
            kind="entity"
            id="lease-tenant_id"
            label={t('dialog.tenant')}
            value={f.value}
            onChange={f.onChange}
            required
            autoFocus={!editing}
            error={!!errorOf('tenant_id')}
            helperText={errorOf('tenant_id') ?? t('dialog.tenantHelp')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="space_ids"
        render={({ field: f }) => (
          <FormControl component="fieldset" error={!!spacesError} required>
            <FormLabel component="legend">{t('dialog.spaces')}</FormLabel>
            <FormGroup row>
              {spaces.map((s) => (
                <FormControlLabel
                  key={s.id}
                  label={s.label}
                  control={
                    <Checkbox
                      checked={f.value.includes(s.id)}
                      onChange={(event) =>
                        f.onChange(
                          event.target.checked ? [...f.value, s.id] : f.value.filter((v) => v !== s.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {spacesError && <FormHelperText>{spacesError}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {day('start_on', t('dialog.start'), true)}
        {day('end_on', t('dialog.end'), true)}
        {number('base_rent', t('dialog.rent'), { required: true })}
        {select(
          'rent_basis',
          t('dialog.basis'),
          RENT_BASES.map((b) => [b, t(`basis.${b}`)]),
        )}
        {number('area_sqft', t('dialog.area'), { hint: t('dialog.areaHelp') })}
        {number('deposit', t('dialog.deposit'))}
        {select(
          'status',
          t('dialog.status'),
          LEASE_STATUSES.map((s) => [s, t(`status.${s}`)]),
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('dialog.escalation')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
          {select('escalation.kind', t('dialog.escalationKind'), [
            ['', t('escalation.none')],
            ...ESCALATION_KINDS.map((k) => [k, t(`escalation.${k}`)] as const),
          ])}
          {number('escalation.pct', t('dialog.escalationPct'))}
          <TextField {...field('escalation.note', t('dialog.escalationNote'))} />
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('dialog.steps')}
        </Typography>
        {steps.fields.map((row, i) => (
          <Box key={row.id} sx={{ display: 'flex', gap: 2, mb: 1, alignItems: 'flex-start' }}>
            {day(`steps.${i}.from_on`, t('dialog.stepFrom'), true)}
            {number(`steps.${i}.base_rent`, t('dialog.stepRent'), { required: true })}
            <Button onClick={() => steps.remove(i)} aria-label={t('dialog.removeStep', { n: i + 1 })}>
              {t('dialog.remove')}
            </Button>
          </Box>
        ))}
        <Button size="small" onClick={() => steps.append({ from_on: '', base_rent: '' })}>
          {t('dialog.addStep')}
        </Button>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('dialog.options')}
        </Typography>
        {options.fields.map((row, i) => (
          <Box
            key={row.id}
            sx={{
              display: 'grid',
              gap: 2,
              mb: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr auto' },
            }}
          >
            {select(
              `options.${i}.kind`,
              t('dialog.optionKind'),
              LEASE_OPTION_KINDS.map((k) => [k, t(`option.${k}`)]),
            )}
            {day(`options.${i}.notice_on`, t('dialog.noticeOn'), true)}
            <TextField {...field(`options.${i}.note`, t('dialog.optionNote'))} />
            <Button onClick={() => options.remove(i)} aria-label={t('dialog.removeOption', { n: i + 1 })}>
              {t('dialog.remove')}
            </Button>
          </Box>
        ))}
        <Button size="small" onClick={() => options.append({ kind: 'renewal', notice_on: '', note: '' })}>
          {t('dialog.addOption')}
        </Button>
      </Box>
      <TextField {...field('notes', t('dialog.notes'))} multiline minRows={2} />
    </FormDialog>
  );
}
