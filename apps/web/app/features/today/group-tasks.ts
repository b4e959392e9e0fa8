// My day's groups: a task is overdue, today's or upcoming by its due day against today in its own
// time zone (the assignee's, stored on the task), so the page agrees with the reminder mails.
import type { Task } from '@crm/shared';

export interface TaskGroups {
  overdue: Task[];
  today: Task[];
  upcoming: Task[];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) `at` falls on in `timeZone`; the browser's zone when Intl knows none. */
export function dayIn(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The tasks in the order given (soonest due first), split into the three groups. */
export function groupTasks(tasks: readonly Task[], now: Date): TaskGroups {
  const groups: TaskGroups = { overdue: [], today: [], upcoming: [] };
  for (const task of tasks) {
    const today = dayIn(now, task.time_zone);
    const group = task.due_on < today ? 'overdue' : task.due_on === today ? 'today' : 'upcoming';
    groups[group].push(task);
  }
  return groups;
}
