// A task's form (issue 25), the same for a new task and an edit: title, due day, optional time,
// assignee (the staff list), priority, notes; the values it starts from and the body it sends.
import { TASK_PRIORITIES, type Task, type TaskCreate, type TaskPriority, type TaskUpdate } from '@crm/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { useFieldProps } from '../../portal/editing/fields';
import { useStaffOptions } from '../../portal/staff';
import { useSessionUser } from '../../session/session';
import type { Concerns } from './activity-dialog';
import { today } from './timeline-rows';

export interface TaskFormValues {
  title: string;
  due_on: string;
  due_at: string;
  assignee_id: string;
  priority: TaskPriority;
  notes: string;
}

export const blankTask = (assigneeId: string): TaskFormValues => ({
  title: '',
  due_on: today(),
  due_at: '',
  assignee_id: assigneeId,
  priority: 'normal',
  notes: '',
});

export const taskFormOf = (task: Task): TaskFormValues => ({
  title: task.title,
  due_on: task.due_on,
  due_at: task.due_at ?? '',
  assignee_id: task.assignee_id,
  priority: task.priority,
  notes: task.notes ?? '',
});

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
    deal_ids: concerns.deal_ids,
    ...(activityId ? { activity_id: activityId } : {}),
  };
}

type Editable = 'title' | 'due_on' | 'due_at' | 'assignee_id' | 'priority' | 'notes';

/** An edit's body: only what differs from the version loaded. A field left alone keeps whatever
 * someone else saved since, and an assignee sent again would take on their time zone of today. */
export function taskChanges(next: TaskCreate, base: Pick<Task, Editable>): TaskUpdate {
  const changes: TaskUpdate = {};
  const put = <K extends Editable>(key: K, value: Task[K] & TaskUpdate[K]) => {
    if (value !== base[key]) changes[key] = value;
  };
  put('title', next.title);
  put('due_on', next.due_on);
  put('due_at', next.due_at ?? null);
  put('assignee_id', next.assignee_id);
  put('priority', next.priority);
  put('notes', next.notes ?? null);
  return changes;
}

export function TaskFields({
  field,
  assignee,
}: {
  field: ReturnType<typeof useFieldProps<TaskFormValues>>;
  /** The task's assignee, offered even when no longer in the staff list. */
  assignee?: { id: string; name: string };
}) {
  const { t } = useTranslation('timeline');
  const me = useSessionUser();
  const staff = useStaffOptions();
  const options: { id: string; name: string }[] = [...staff];
  // The signed-in member and the task's assignee are offered even before (or without) the list.
  for (const member of [assignee, me && { id: me.id, name: me.name }])
    if (member && !options.some((o) => o.id === member.id)) options.unshift(member);
  return (
    <Stack spacing={2}>
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
  );
}
