// Create a task about the page's record (issue 25), or as the next step of an activity (about the
// same records, following it up), or edit one: any staff member may, tasks being shared work.
// Checked by the shared TaskCreate schema; a refusal keeps what was typed and says why. An edit is
// sent with the version it was loaded at (If-Match): a 412 keeps what was typed and says so.
import { type Activity, type Task, TaskCreate } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { schemaResolver } from '../../portal/editing/schema-resolver';
import { useLoadedVersion } from '../../portal/editing/use-loaded-version';
import { useNotify } from '../../portal/notify';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { useSessionUser } from '../../session/session';
import type { Concerns } from './activity-dialog';
import {
  blankTask,
  TaskFields,
  type TaskFormValues,
  taskChanges,
  taskFormOf,
  taskInput,
} from './task-fields';
import { concerned, createTask, loadTask, updateTask } from './timeline-api';
import { unseenError } from './timeline-rows';

export function TaskDialog({
  concerns,
  after,
  editing,
  onClose,
}: {
  concerns: Concerns;
  /** The activity this task follows up ("Next step"): its records, its subject in the title. */
  after?: Activity;
  /** The task to edit; none to create one. */
  editing?: Task;
  onClose: () => void;
}) {
  const { t } = useTranslation('timeline');
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const cache = useCachePolicy();
  const me = useSessionUser();
  const own = editing ?? after;
  const records = own
    ? { entity_ids: own.entity_ids, address_ids: own.address_ids, deal_ids: own.deal_ids }
    : concerns;
  const form = useForm<TaskFormValues, unknown, TaskCreate>({
    defaultValues: editing ? taskFormOf(editing) : blankTask(me?.id ?? ''),
    resolver: schemaResolver<TaskFormValues, TaskCreate>(TaskCreate, (values) =>
      taskInput(values, records, after?.id ?? null),
    ),
  });
  const field = useFieldProps(form, 'task');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { etag, loaded, ready } = useLoadedVersion({
    editing,
    load: loadTask,
    reset: form.reset,
    formOf: taskFormOf,
    onError: (error) =>
      setRefusal(error instanceof ApiError && error.status === 404 ? t('err.taskGone') : errorText(error)),
  });

  /** Saves the edit, or nothing when nothing changed; the timeline and its toast follow. */
  const update = async (task: Task, checked: TaskCreate) => {
    const changes = taskChanges(checked, loaded ?? task);
    if (Object.keys(changes).length === 0) return;
    const saved = await updateTask(task.id, changes, etag.current);
    await cache.taskSaved(...concerned(task, saved));
    notify(t('newTask.updated'), 'success');
  };

  const submit = form.handleSubmit(
    async (checked) => {
      setBusy(true);
      setRefusal(null);
      try {
        if (editing) await update(editing, checked);
        else {
          const saved = await createTask(checked);
          await cache.taskSaved(...concerned(saved));
          notify(t('newTask.saved'), 'success');
        }
        onClose();
      } catch (error) {
        console.error('Task save failed', error);
        if (isStale(error)) {
          // Saved by someone else meanwhile: the next save puts these changes over that version.
          etag.current = error.etag;
          setRefusal(t('err.taskStale'));
        } else {
          setRefusal(errorText(error));
          if (error instanceof ApiError)
            for (const [name, key] of Object.entries(error.fieldKeys))
              if (name in form.getValues())
                form.setError(name as FieldPath<TaskFormValues>, { type: 'server', message: key });
        }
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
          {editing
            ? t('newTask.editTitle')
            : after
              ? t('newTask.nextTitle', { subject: after.subject })
              : t('newTask.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert" data-testid="task-refusal">
                {refusal}
              </Alert>
            )}
            <TaskFields
              field={field}
              assignee={
                editing && { id: editing.assignee_id, name: editing.assignee_name ?? editing.assignee_id }
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('newTask.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !ready}>
            {editing ? t('newTask.update') : t('newTask.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
