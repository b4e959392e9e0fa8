// "Add a space" on a building's page (issue 26): the unit, floor, rentable area, use, status and
// asking rent of a suite, unit or floor, created as an address of the building (POST /addresses
// with parent_address_id). A refusal keeps what was typed and says why, on the field when the
// server names one (a unit already recorded is the duplicate's 409).
import { type AddressComplete, type AddressCreate, SPACE_STATUSES, SPACE_USES } from '@crm/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, crm } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { SelectField, useFieldProps } from '../../portal/editing/fields';
import { FormDialog } from '../../portal/editing/form-dialog';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { BLANK_SPACE, type SpaceFormValues, spaceResolver } from './space-form-model';

export function SpaceDialog({ building, onClose }: { building: AddressComplete; onClose: () => void }) {
  const { t } = useTranslation('leases');
  const notify = useNotify();
  const errorText = useErrorText();
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

  return (
    <FormDialog
      title={t('spaces.dialogTitle')}
      busy={busy}
      dirty={form.formState.isDirty}
      refusal={refusal}
      refusalTestId="space-refusal"
      cancel={t('dialog.cancel')}
      save={t('dialog.save')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('subpremise', t('spaces.unit'), { required: true, hint: t('spaces.unitHelp') })}
          autoFocus
        />
        <TextField {...field('floor', t('spaces.floor'))} />
        <TextField {...field('rba', t('spaces.rba'))} inputMode="decimal" />
        <TextField {...field('asking_rent_sqft_year', t('spaces.askingRent'))} inputMode="decimal" />
        <SelectField
          form={form}
          name="space_use"
          idPrefix="space"
          label={t('spaces.use')}
          choices={[['', t('spaces.none')], ...SPACE_USES.map((u) => [u, t(`use.${u}`)] as const)]}
        />
        <SelectField
          form={form}
          name="space_status"
          idPrefix="space"
          label={t('spaces.status')}
          choices={SPACE_STATUSES.map((s) => [s, t(`spaceStatus.${s}`)] as const)}
        />
      </Box>
    </FormDialog>
  );
}
