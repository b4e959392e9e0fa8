// Create a task about the page's record (issue 25), or as the next step of an activity (about the
// same records, following it up): title, due day, optional time, assignee (the staff list; me by
// default), priority, notes. Checked by the shared TaskCreate schema; a refusal keeps what was
// typed and says why.
import { type Activity, TASK_PRIORITIES, TaskCreate, type TaskPriority } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { schemaResolver } from '../../portal/editing/schema-resolver';
import { useNotify } from '../../portal/notify';
import { useStaffOptions } from '../../portal/staff';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { useSessionUser } from '../../session/session';
import type { Concerns } from './activity-dialog';
import { concerned, createTask } from './timeline-api';
import { today, unseenError } from './timeline-rows';

export interface TaskFormValues {
  title: string;
  due_on: string;
  due_at: string;
  assignee_id: string;
  priority: TaskPriority;
  notes: string;
}

export function taskInput(values: TaskFormValues, concerns: Concerns, activityId: string | null) {
  return {
    title: values.title,
    due_on: values.due_on,
    due_at: values.due_at || null,
    assignee_id: values.assignee_id,
    priority: values.priority,
    notes: values.notes || null,
    entity_ids: concerns.entity_ids,
    address_ids: concerns.address_ids,
    ...(activityId ? { activity_id: activityId } : {}),
  };
}

export function TaskDialog({
  concerns,
  after,
  onClose,
}: {
  concerns: Concerns;
  /** The activity this task follows up ("Next step"): its records, its subject in the title. */
  after?: Activity;
  onClose: () => void;
}) {
  const { t } = useTranslation('timeline');
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const cache = useCachePolicy();
  const me = useSessionUser();
  const staff = useStaffOptions();
  const records = after ? { entity_ids: after.entity_ids, address_ids: after.address_ids } : concerns;
  const form = useForm<TaskFormValues, unknown, TaskCreate>({
    defaultValues: {
      title: '',
      due_on: today(),
      due_at: '',
      assignee_id: me?.id ?? '',
      priority: 'normal',
      notes: '',
    },
    resolver: schemaResolver<TaskFormValues, TaskCreate>(TaskCreate, (values) =>
      taskInput(values, records, after?.id ?? null),
    ),
  });
  const field = useFieldProps(form, 'task');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The signed-in member is offered even before (or without) the staff list.
  const options = me && !staff.some((s) => s.id === me.id) ? [{ id: me.id, name: me.name }, ...staff] : staff;

  const submit = form.handleSubmit(
    async (checked) => {
      setBusy(true);
      setRefusal(null);
      try {
        const saved = await createTask(checked);
        await cache.taskSaved(...concerned(saved));
        notify(t('newTask.saved'), 'success');
        onClose();
      } catch (error) {
        console.error('Task save failed', error);
        setRefusal(errorText(error));
        if (error instanceof ApiError)
          for (const [name, key] of Object.entries(error.fieldKeys))
            if (name in form.getValues())
              form.setError(name as FieldPath<TaskFormValues>, { type: 'server', message: key });
      } finally {
        setBusy(false);
      }
    },
    // A refusal of what no field shows (the records concerned): said above the fields.
    (errors) => {
      const unseen = unseenError(errors, form.getValues());
      setRefusal(unseen ? fieldMessage(unseen) : null);
    },
  );

  const titleId = 'task-dialog-title';
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (busy || (reason === 'backdropClick' && form.formState.isDirty)) return;
        onClose();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="task-form">
        <DialogTitle id={titleId}>
          {after ? t('newTask.nextTitle', { subject: after.subject }) : t('newTask.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert" data-testid="task-refusal">
                {refusal}
              </Alert>
            )}
            <TextField {...field('title', t('newTask.name'), { required: true })} autoFocus />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                {...field('due_on', t('newTask.dueOn'), { required: true })}
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...field('due_at', t('newTask.dueAt'))}
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...field('assignee_id', t('newTask.assignee'), { required: true })}
                select
                slotProps={{ select: { native: true } }}
              >
                {options.length === 0 && <option value="" />}
                {options.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.id === me?.id ? t('newTask.me', { name: member.name }) : member.name}
                  </option>
                ))}
              </TextField>
              <TextField
                {...field('priority', t('newTask.priority'))}
                select
                slotProps={{ select: { native: true } }}
              >
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`task.priority.${p}`)}
                  </option>
                ))}
              </TextField>
            </Box>
            <TextField {...field('notes', t('newTask.notes'))} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('newTask.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('newTask.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
