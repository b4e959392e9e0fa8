// The writes a timeline's rows start without a form (issue 25): ticking a task done or open,
// deleting an activity or a task once confirmed. Each says how it went in a toast; the cache policy
// stales every timeline the record is on.
import type { Activity, Task } from '@crm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { concerned, deleteActivity, deleteTask, updateTask } from './timeline-api';

/** `closeConfirm` closes the delete confirmation once the server has answered. */
export function useTimelineWrites(closeConfirm: () => void) {
  const { t } = useTranslation('timeline');
  const cache = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  /** The record a write is under way for: its checkbox or Delete button waits. */
  const [saving, setSaving] = useState<string | null>(null);

  const write = async (id: string, run: () => Promise<string>) => {
    setSaving(id);
    try {
      notify(await run(), 'success');
    } catch (error) {
      console.error('Timeline write failed', error);
      notify(errorText(error));
    } finally {
      setSaving(null);
    }
  };
  const confirmed = async (request: Promise<unknown>) => {
    try {
      await request;
    } finally {
      closeConfirm();
    }
  };

  return {
    saving,
    toggleTask: (task: Task, done: boolean) =>
      write(task.id, async () => {
        const saved = await updateTask(task.id, { status: done ? 'done' : 'open' });
        await cache.taskSaved(...concerned(task, saved));
        return done ? t('task.doneSaved') : t('task.reopened');
      }),
    removeActivity: (activity: Activity) =>
      write(activity.id, async () => {
        await confirmed(deleteActivity(activity.id));
        await cache.activitySaved(...concerned(activity));
        return t('remove.done');
      }),
    removeTask: (task: Task) =>
      write(task.id, async () => {
        await confirmed(deleteTask(task.id));
        await cache.taskSaved(...concerned(task));
        return t('removeTask.done');
      }),
  };
}
