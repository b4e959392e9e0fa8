// The new-deal dialog (issue 27): name, pipeline and stage (its first by default), the property or
// the requirement it serves, the parties with their roles, the value (for a leasing pipeline,
// offered as area × rent × term), the commission (% or fixed) and its splits summing to 100 %, and
// the expected close. Opened from the board, a contact's page (the contact a party) and an inbox
// item (its contact, if linked, a party). The shared DealCreate judges it, as the API does.
import { LEASE_DEAL_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../http/client';
import { useNumberFormat } from '../../i18n/numbers';
import { useCachePolicy } from '../../portal/cache-policy';
import { SelectField, useFieldProps } from '../../portal/editing/fields';
import { FormDialog } from '../../portal/editing/form-dialog';
import { useNotify } from '../../portal/notify';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { detailPath } from '../../portal/record-kinds';
import type { Choice } from '../../portal/record-lookups';
import { useStaffOptions } from '../../portal/staff';
import { useErrorText } from '../../portal/use-message';
import { PartiesFields, SplitsFields } from './deal-parts-fields';
import { PropertyField, RequirementField } from './deal-place-fields';
import { createDeal } from './deals-api';
import { blankDeal, leaseValue, type NewDealValues, newDealResolver } from './new-deal-model';

export function NewDealDialog({
  party,
  pipelineId,
  onClose,
}: {
  /** A contact to start with as a party (the contact's page, an inbox item's contact). */
  party?: Choice | null;
  /** The pipeline to start in (the board's). */
  pipelineId?: string;
  onClose: () => void;
}) {
  const pipelines = usePipelines();
  const pipeline = pipelines.find((p) => p.id === pipelineId) ?? pipelines[0];
  // The form starts once the pipelines are known (its stage defaults to the pipeline's first).
  if (!pipeline) return null;
  return (
    <NewDealForm
      start={blankDeal(
        pipeline.id,
        pipeline.stages[0]?.id ?? '',
        party ? [{ contact: party, role: 'other' }] : [],
      )}
      onClose={onClose}
    />
  );
}

function NewDealForm({ start, onClose }: { start: NewDealValues; onClose: () => void }) {
  const { t } = useTranslation('deals');
  const { amount } = useNumberFormat();
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const _staff = useStaffOptions();
  const cache = useCachePolicy();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<NewDealValues, unknown, Parameters<typeof createDeal>[0]>({
    defaultValues: start,
    resolver: newDealResolver,
    mode: 'onTouched',
  });
  const field = useFieldProps(form, 'new-deal');
  const values = useWatch({ control: form.control }) as NewDealValues;
  const pipeline = pipelines.find((p) => p.id === values.pipeline_id);
  const leasing = !!pipeline && LEASE_DEAL_TYPES.includes(pipeline.type);
  const computed = leaseValue(values);
  const create = useMutation({ mutationFn: createDeal });

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const deal = await create.mutateAsync(body);
      void cache.recordCreated('deal');
      notify(t('create.created'), 'success');
      navigate(detailPath('deal', deal.id));
    } catch (failure) {
      setRefusal(errorText(failure));
      if (failure instanceof ApiError)
        for (const [name, key] of Object.entries(failure.fieldKeys))
          form.setError(name as keyof NewDealValues, { type: 'server', message: key });
    }
  });

  return (
    <FormDialog
      title={t('create.title')}
      busy={create.isPending}
      dirty={form.formState.isDirty}
      refusal={refusal}
      cancel={t('create.cancel')}
      save={t('create.save')}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextField {...field('name', t('field.name'), { required: true })} autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          // Not registered: a pipeline change also resets the stage to the new pipeline's first.
          id="new-deal-pipeline_id"
          label={t('field.pipeline')}
          required
          select
          value={values.pipeline_id}
          onChange={(event) => {
            const next = pipelines.find((p) => p.id === event.target.value);
            form.setValue('pipeline_id', event.target.value, { shouldDirty: true });
            form.setValue('stage_id', next?.stages[0]?.id ?? '', { shouldDirty: true });
          }}
        >
          {pipelines.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {words.pipeline(p)}
            </MenuItem>
          ))}
        </TextField>
        <SelectField
          form={form}
          name="stage_id"
          label={t('field.stage')}
          idPrefix="new-deal"
          required
          choices={(pipeline?.stages ?? []).map((s) => [s.id, words.stage(s)] as const)}
        />
      </Box>
      <PropertyField form={form} idPrefix="new-deal" />
      <PartiesFields form={form} idPrefix="new-deal" />
      <RequirementField form={form} idPrefix="new-deal" />
      {leasing && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextField {...field('area_sqft', t('field.area_sqft'))} inputMode="decimal" />
          <TextField {...field('rent_sqft_year', t('field.rent_sqft_year'))} inputMode="decimal" />
          <TextField {...field('term_months', t('field.term_months'))} inputMode="numeric" />
        </Box>
      )}
      {leasing && computed !== null && (
        <Typography data-testid="lease-value">
          {t('create.leaseValue', { value: amount(computed) })}
        </Typography>
      )}
      <TextField
        {...field('value', t('field.value'), { hint: leasing ? t('create.leaseHint') : undefined })}
        inputMode="decimal"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <SelectField
          form={form}
          name="commission_kind"
          label={t('field.commissionKind')}
          idPrefix="new-deal"
          choices={[
            ['pct', t('commissionKinds.pct')],
            ['amount', t('commissionKinds.amount')],
          ]}
        />
        <TextField
          {...field(
            'commission',
            values.commission_kind === 'amount' ? t('field.commission_amount') : t('field.commission_pct'),
          )}
          inputMode="decimal"
        />
        <TextField
          {...field('expected_close_on', t('field.expected_close_on'))}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <SplitsFields form={form} idPrefix="new-deal" />
    </FormDialog>
  );
}
