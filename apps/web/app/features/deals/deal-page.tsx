// A deal's page (issue 27): its name, the summary with the "Move to stage" action, then its fields
// in the portal's record editor (the same original/diff/confirm/save cycle as every record, with
// If-Match and the conflict dialog on a 412). The stage moves through its own dialog.
import { DEAL_DATES, type Deal, type DealPartyRole, type DealUpdate } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { FieldGrid, FormSection, SelectField, useFieldProps } from '../../portal/editing/fields';
import { RecordFormFrame } from '../../portal/editing/record-form-frame';
import { useRecordEditor } from '../../portal/editing/use-record-editor';
import { useNotify } from '../../portal/notify';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { staffLabel, useStaffOptions } from '../../portal/staff';
import { DEAL_FORM_FIELDS, type DealFormValues, dealResolver, toDealForm } from './deal-form-model';
import { PartiesFields, SplitsFields } from './deal-parts-fields';
import { type PlaceWords, PropertyField, RequirementField, usePlaceLine } from './deal-place-fields';
import { DealSummary } from './deal-summary';
import type { StageMoveBody } from './deals-api';
import { StageMoveDialog } from './stage-move-dialog';
import { useMoveDeal } from './use-move-deal';

type Etagged = Deal & { etag?: string | null };

export function DealDetail({ record }: { record: Etagged }) {
  const { t } = useTranslation('deals');
  const [moving, setMoving] = useState(false);
  const pipeline = usePipelines().find((p) => p.id === record.pipeline_id);
  const words = usePipelineWords();
  const move = useMoveDeal();
  const cache = useCachePolicy();
  const notify = useNotify();
  const onMove = async (body: StageMoveBody) => {
    try {
      const moved = await move(record.id, body, record.etag);
      const stage = pipeline?.stages.find((s) => s.id === moved.stage_id);
      notify(t('move.moved', { stage: stage ? words.stage(stage) : moved.stage_name }), 'success');
      setMoving(false);
    } catch (error) {
      // Someone saved the deal since: the page shows it as it is now, and the user may try again.
      const current = isStale(error) ? (error.answer as { current?: Deal } | null)?.current : undefined;
      if (current && isStale(error))
        void cache.recordRefusedStale('deal', record.id, { ...current, etag: error.etag });
      throw error;
    }
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.name}
      </Typography>
      <DealSummary
        deal={record}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setMoving(true)} disabled={!pipeline}>
              {t('page.move')}
            </Button>
            {/* A listing markets the deal's property on the website (issue 28). */}
            <Button component={Link} to={`/admin/listings/new?deal=${encodeURIComponent(record.id)}`}>
              {t('page.createListing')}
            </Button>
          </Box>
        }
      />
      <EditDealForm record={record} />
      {moving && pipeline && (
        <StageMoveDialog
          name={record.name}
          stages={pipeline.stages}
          fromStageId={record.stage_id}
          onMove={onMove}
          onClose={() => setMoving(false)}
        />
      )}
    </>
  );
}

/** The confirm dialog's lines: each changed field by its label, its value as typed. */
function useDescribe(record: Deal, places: PlaceWords) {
  const { t } = useTranslation('deals');
  const staff = useStaffOptions();
  const placeLine = usePlaceLine(record, places);
  return (body: Partial<DealUpdate>) =>
    DEAL_FORM_FIELDS.filter((key) => key in body).map((key) => {
      const value = body[key];
      if (key === 'dates') {
        const dates = (value ?? {}) as Record<string, string | null>;
        return {
          label: t('dates.title'),
          value: DEAL_DATES.filter((d) => dates[d])
            .map((d) => `${t(`dates.${d}`)}: ${dates[d]}`)
            .join(', '),
        };
      }
      if (key === 'parties') {
        // A form's parties or a stored deal's (a conflict's other side): named either way.
        const list = (value ?? []) as { entity_id: string; role: DealPartyRole; name?: string }[];
        const names = new Map(record.parties.map((p) => [p.entity_id, p.name]));
        return {
          label: t('field.parties'),
          value: list
            .map((p) => `${p.name ?? names.get(p.entity_id) ?? p.entity_id} (${t(`roles.${p.role}`)})`)
            .join(', '),
        };
      }
      if (key === 'splits') {
        const list = (value ?? []) as { staff_id: string; pct: number }[];
        return {
          label: t('field.splits'),
          value: list.map((s) => `${staffLabel(staff, s.staff_id)} ${s.pct} %`).join(', '),
        };
      }
      if (key === 'address_id' || key === 'requirement_id') return placeLine(key, value);
      if (key === 'owner_id')
        return { label: t('field.owner'), value: staffLabel(staff, String(value ?? '')) };
      if (key === 'probability' && value == null) return { label: t('field.probability'), value: '' };
      return { label: t(`field.${key}`), value: value == null ? '' : String(value) };
    });
}

function EditDealForm({ record }: { record: Etagged }) {
  const { t } = useTranslation('deals');
  const staff = useStaffOptions();
  const places: PlaceWords = useRef(new Map());
  const editor = useRecordEditor({
    kind: 'deal',
    id: record.id,
    record,
    toForm: toDealForm,
    resolver: dealResolver,
    mode: 'onChange',
    describe: useDescribe(record, places),
  });
  const field = useFieldProps<DealFormValues>(editor.form, 'deal');
  // The owner shows while the staff list loads, and stays shown once no longer staff.
  const ownerChoices = staff.some((s) => s.id === record.owner_id)
    ? staff.map((s) => [s.id, s.name || s.email] as const)
    : [
        [record.owner_id, record.owner_name ?? record.owner_id] as const,
        ...staff.map((s) => [s.id, s.name || s.email] as const),
      ];
  const dateField = (name: Parameters<typeof field>[0], label: string) => ({
    ...field(name, label),
    type: 'date',
    slotProps: { inputLabel: { shrink: true } },
  });
  return (
    <>
      <RecordFormFrame
        id="deal-form"
        labelledBy="deal-form-title"
        onSubmit={editor.onSubmit}
        canSubmit={editor.dirty && !editor.busy}
        submitLabel={t('page.update')}
      >
        <Typography id="deal-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('page.edit')}
        </Typography>
        <FormSection id="deal-main" title={t('field.value')}>
          <FieldGrid>
            <TextField {...field('name', t('field.name'), { required: true })} />
            <TextField {...field('value', t('field.value'))} inputMode="decimal" />
            <TextField {...field('area_sqft', t('field.area_sqft'))} inputMode="decimal" />
            <TextField {...field('rent_sqft_year', t('field.rent_sqft_year'))} inputMode="decimal" />
            <TextField {...field('term_months', t('field.term_months'))} inputMode="numeric" />
            <TextField {...field('commission_pct', t('field.commission_pct'))} inputMode="decimal" />
            <TextField {...field('commission_amount', t('field.commission_amount'))} inputMode="decimal" />
            <TextField
              {...field('probability', t('field.probability'), {
                hint: t('page.stageDefault', { value: '' }).trim(),
              })}
              inputMode="numeric"
            />
            <TextField {...dateField('expected_close_on', t('field.expected_close_on'))} />
            <SelectField
              form={editor.form}
              name="owner_id"
              label={t('field.owner')}
              idPrefix="deal"
              choices={ownerChoices}
            />
          </FieldGrid>
        </FormSection>
        <FormSection id="deal-place" title={t('page.place')}>
          <FieldGrid>
            <PropertyField form={editor.form} idPrefix="deal" words={places} />
            <RequirementField form={editor.form} idPrefix="deal" words={places} />
          </FieldGrid>
        </FormSection>
        <FormSection id="deal-parts" title={t('field.parties')}>
          <PartiesFields form={editor.form} idPrefix="deal" />
          <Box sx={{ mt: 2 }}>
            <SplitsFields form={editor.form} idPrefix="deal" />
          </Box>
        </FormSection>
        <FormSection id="deal-dates" title={t('dates.title')}>
          <FieldGrid>
            {DEAL_DATES.map((d) => (
              <TextField key={d} {...dateField(`dates.${d}`, t(`dates.${d}`))} />
            ))}
          </FieldGrid>
        </FormSection>
      </RecordFormFrame>
      {editor.dialogs}
    </>
  );
}
