// "Add a space" on a building's page (issue 26): the unit, floor, rentable area, use, status and
// asking rent of a suite, unit or floor, created as an address of the building (POST /addresses
// with parent_address_id). A refusal keeps what was typed and says why, on the field when the
// server names one (a unit already recorded is the duplicate's 409).
import { type AddressComplete, type AddressCreate, SPACE_STATUSES, SPACE_USES } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, crm } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { useNotify } from '../../portal/notify';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { BLANK_SPACE, type SpaceFormValues, spaceResolver } from './space-form-model';

export function SpaceDialog({ building, onClose }: { building: AddressComplete; onClose: () => void }) {
  const { t } = useTranslation('leases');
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const policy = useCachePolicy();
  const resolver = useMemo(() => spaceResolver(building), [building]);
  const form = useForm<SpaceFormValues, unknown, AddressCreate>({ defaultValues: BLANK_SPACE, resolver });
  const field = useFieldProps(form, 'space');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (checked) => {
    setBusy(true);
    setRefusal(null);
    try {
      await crm('POST /addresses', { body: checked });
      await policy.spaceCreated(building.uuid);
      notify(t('spaces.saved'), 'success');
      onClose();
    } catch (error) {
      console.error('Space save failed', error);
      setRefusal(errorText(error));
      if (error instanceof ApiError)
        for (const [name, key] of Object.entries(error.fieldKeys))
          if (name in form.getValues())
            form.setError(name as FieldPath<SpaceFormValues>, { type: 'server', message: key });
    } finally {
      setBusy(false);
    }
  });
  const errorOf = (name: FieldPath<SpaceFormValues>) => {
    const key = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return key ? fieldMessage(key) : undefined;
  };
  const select = (name: 'space_use' | 'space_status', label: string, choices: [string, string][]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <TextField
          id={`space-${name}`}
          select
          fullWidth
          label={label}
          value={f.value}
          onChange={f.onChange}
          error={!!errorOf(name)}
          helperText={errorOf(name)}
        >
          {choices.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (busy || (reason === 'backdropClick' && form.formState.isDirty)) return;
        onClose();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="space-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="space-dialog-title">{t('spaces.dialogTitle')}</DialogTitle>
        <DialogContent>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="space-refusal">
              {refusal}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              {...field('subpremise', t('spaces.unit'), { required: true, hint: t('spaces.unitHelp') })}
              autoFocus
            />
            <TextField {...field('floor', t('spaces.floor'))} />
            <TextField {...field('rba', t('spaces.rba'))} inputMode="decimal" />
            <TextField {...field('asking_rent_sqft_year', t('spaces.askingRent'))} inputMode="decimal" />
            {select('space_use', t('spaces.use'), [
              ['', t('spaces.none')],
              ...SPACE_USES.map((u): [string, string] => [u, t(`use.${u}`)]),
            ])}
            {select(
              'space_status',
              t('spaces.status'),
              SPACE_STATUSES.map((s) => [s, t(`spaceStatus.${s}`)]),
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
