// /admin/pipelines (issue 27, administrators): a pipeline's name and its stages in order, each with
// its default probability, outcome and playbook (the tasks entering it creates). Saved whole with
// PUT /pipelines/{id}; a refusal (a stage deals are in, removed or given another outcome) is said
// above the form, which keeps what was typed.
import { STAGE_OUTCOMES } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crm } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { SelectField, useFieldProps } from '../../portal/editing/fields';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { useStaffOptions } from '../../portal/staff';
import { useErrorText } from '../../portal/use-message';
import { type PipelineFormValues, pipelineResolver, toPipelineForm } from './pipeline-form-model';

export function PipelineSettingsPage() {
  const { t } = useTranslation('deals');
  usePageTitle(t('settings.title'));
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const [chosen, setChosen] = useState('');
  const pipeline = pipelines.find((p) => p.id === chosen) ?? pipelines[0];
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <TextField
        id="settings-pipeline"
        select
        size="small"
        label={t('settings.pipeline')}
        value={pipeline?.id ?? ''}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ mb: 3, minWidth: 280 }}
      >
        {pipelines.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {words.pipeline(p)}
          </MenuItem>
        ))}
      </TextField>
      {/* Keyed by pipeline and its stages: a save or another pipeline starts a fresh form. */}
      {pipeline && (
        <PipelineForm key={JSON.stringify(pipeline)} id={pipeline.id} start={toPipelineForm(pipeline)} />
      )}
    </>
  );
}

function PipelineForm({ id, start }: { id: string; start: PipelineFormValues }) {
  const { t } = useTranslation('deals');
  const errorText = useErrorText();
  const notify = useNotify();
  const cache = useCachePolicy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PipelineFormValues, unknown, unknown>({
    defaultValues: start,
    resolver: pipelineResolver,
  });
  const field = useFieldProps(form, 'pipeline');
  const stages = useFieldArray({ control: form.control, name: 'stages' });
  const save = useMutation({
    mutationFn: (body: unknown) => crm('PUT /pipelines/:id', { params: [id], body }),
  });
  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await save.mutateAsync(body);
      notify(t('settings.saved'), 'success');
      await cache.pipelinesChanged();
    } catch (error) {
      setRefusal(errorText(error));
    }
  });
  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      onSubmit={(e) => void submit(e)}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <TextField {...field('name', t('settings.name'), { required: true })} sx={{ mb: 3 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('settings.stages')}
      </Typography>
      {stages.fields.map((stage, index) => (
        <StageRow
          key={stage.id}
          form={form}
          index={index}
          last={index === stages.fields.length - 1}
          onMove={(to) => stages.move(index, to)}
          onRemove={() => stages.remove(index)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}>
        <Button
          variant="outlined"
          onClick={() =>
            stages.append({
              id: '',
              name: t('settings.newStage'),
              probability: '0',
              outcome: 'open',
              playbook: [],
            })
          }
        >
          {t('settings.addStage')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty}>
          {t('settings.save')}
        </Button>
      </Box>
    </Paper>
  );
}

function StageRow({
  form,
  index,
  last,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<PipelineFormValues, unknown, unknown>;
  index: number;
  last: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('deals');
  const staff = useStaffOptions();
  const field = useFieldProps(form, `stage-${index}`);
  const tasks = useFieldArray({ control: form.control, name: `stages.${index}.playbook` });
  const name = form.watch(`stages.${index}.name`);
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider' }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {index + 1}. {name}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField {...field(`stages.${index}.name`, t('settings.stageName'), { required: true })} />
        <TextField {...field(`stages.${index}.probability`, t('settings.probability'))} inputMode="numeric" />
        <SelectField
          form={form}
          name={`stages.${index}.outcome`}
          label={t('settings.outcome')}
          idPrefix={`stage-${index}`}
          choices={STAGE_OUTCOMES.map((o) => [o, t(`outcome.${o}`)] as const)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('settings.up', { name })}
        >
          ↑
        </Button>
        <Button
          size="small"
          disabled={last}
          onClick={() => onMove(index + 1)}
          aria-label={t('settings.down', { name })}
        >
          ↓
        </Button>
        <Button size="small" color="error" onClick={onRemove}>
          {t('settings.remove', { name })}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="p" sx={{ mt: 2, mb: 1 }}>
        {t('settings.playbook')}
      </Typography>
      {tasks.fields.map((task, ti) => (
        <Box
          key={task.id}
          sx={{ display: 'grid', gap: 1, mb: 1, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr 2fr auto' } }}
        >
          <TextField
            size="small"
            {...field(`stages.${index}.playbook.${ti}.title`, t('settings.taskTitle'))}
          />
          <TextField
            size="small"
            {...field(`stages.${index}.playbook.${ti}.due_in_days`, t('settings.dueInDays'))}
            inputMode="numeric"
          />
          <SelectField
            form={form}
            name={`stages.${index}.playbook.${ti}.assignee_id`}
            label={t('settings.assignee')}
            idPrefix={`stage-${index}-task-${ti}`}
            choices={[
              ['', t('settings.owner')] as const,
              ...staff.map((m) => [m.id, m.name || m.email] as const),
            ]}
          />
          <Button size="small" onClick={() => tasks.remove(ti)} aria-label={t('settings.removeTask')}>
            ×
          </Button>
        </Box>
      ))}
      <Button size="small" onClick={() => tasks.append({ title: '', due_in_days: '0', assignee_id: '' })}>
        {t('settings.addTask')}
      </Button>
    </Paper>
  );
}
