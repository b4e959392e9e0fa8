// /admin/today, "My day" (issue 25): the signed-in staff member's open tasks grouped overdue, today
// and upcoming (each done in one click, or by logging the call that completes it), new inbox items
// about their contacts (those they represent), and their contacts due for a call (call lists
// provide them through `call-list-source.tsx`; until then an empty state says so).
import type { InboxItem, Task } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime, wallClock } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { FailureView } from '../../ui/failure-view';
import { DueCalls } from './due-calls-section';
import { groupTasks, type TaskGroups } from './group-tasks';
import { Loading } from './loading';
import {
  completeTask,
  listAssignedInbox,
  listMyInbox,
  listMyTasks,
  logCallAndComplete,
  MY_ASSIGNED_FILTERS,
  MY_INBOX_FILTERS,
} from './today-api';

export function TodayPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('today.title'));
  const tasks = useQuery({ queryKey: queryKeys.myTasks, queryFn: ({ signal }) => listMyTasks(signal) });
  const groups = useMemo(() => groupTasks(tasks.data?.data ?? [], now()), [tasks.data, now]);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('today.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('today.intro')}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('today.tasks')}
        </Typography>
        {tasks.isPending ? (
          <Loading text={t('today.loading')} />
        ) : tasks.isError ? (
          <FailureView error={tasks.error} area="portal" onReload={() => void tasks.refetch()} />
        ) : (
          <TaskSections groups={groups} />
        )}
      </Paper>
      <MyInbox />
      <DueCalls />
    </Box>
  );
}

const GROUPS: (keyof TaskGroups)[] = ['overdue', 'today', 'upcoming'];

function TaskSections({ groups }: { groups: TaskGroups }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {GROUPS.map((group) => (
        <TaskSection key={group} title={t(`today.${group}`)} tasks={groups[group]} group={group} />
      ))}
    </Box>
  );
}

function TaskSection({ title, tasks, group }: { title: string; tasks: Task[]; group: keyof TaskGroups }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={`today-${group}`}>
      <Typography
        id={id}
        variant="h6"
        component="h3"
        sx={{ color: group === 'overdue' && tasks.length ? 'error.main' : undefined }}
      >
        {title} ({tasks.length})
      </Typography>
      {tasks.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('today.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function TaskRow({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('admin');
  const policy = useCachePolicy();
  const notify = useNotify();
  const done = useMutation({
    mutationFn: (call: boolean) =>
      call ? logCallAndComplete(task, t('today.callSubject', { title: task.title })) : completeTask(task.id),
    onSuccess: async (_answer, call) => {
      notify(call ? t('today.callLogged') : t('today.completed'), 'success');
      await policy.tasksChanged();
    },
    onError: () => notify(t('today.failed')),
  });
  // The day and time as written, in the portal's one formatter of the language.
  const when = wallClock(task.due_on, task.due_at) ?? task.due_on;
  const due = task.due_at
    ? t('today.dueAt', { date: formatDate(when, i18n.language), time: formatTime(when, i18n.language) })
    : t('today.due', { date: formatDate(when, i18n.language) });
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: task.priority === 'high' ? 600 : 400 }}>{task.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {due}
        </Typography>
      </Box>
      {task.entity_ids.length > 0 && (
        <Button
          size="small"
          variant="outlined"
          disabled={done.isPending}
          aria-label={t('today.logCallLabel', { title: task.title })}
          onClick={() => done.mutate(true)}
        >
          {t('today.logCall')}
        </Button>
      )}
      <Button
        size="small"
        variant="contained"
        disabled={done.isPending}
        aria-label={t('today.doneLabel', { title: task.title })}
        onClick={() => done.mutate(false)}
      >
        {t('today.done')}
      </Button>
    </Box>
  );
}

function MyInbox() {
  const { t } = useTranslation('admin');
  const items = useQuery({
    queryKey: queryKeys.inbox.list(MY_INBOX_FILTERS),
    queryFn: ({ signal }) => listMyInbox(signal),
  });
  // Issue 29: and the items assigned to me (a client's message to their representative). A server
  // without that filter only loses these rows, never the section.
  const assigned = useQuery({
    queryKey: queryKeys.inbox.list(MY_ASSIGNED_FILTERS),
    queryFn: ({ signal }) => listAssignedInbox(signal),
  });
  const mine = assigned.data?.data ?? [];
  const rows: InboxItem[] = [
    ...mine,
    ...(items.data?.data ?? []).filter((item) => !mine.some((other) => other.id === item.id)),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('today.inbox')}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('today.inbox')}
      </Typography>
      {items.isPending ? (
        <Loading text={t('today.loading')} />
      ) : items.isError ? (
        <FailureView error={items.error} area="portal" onReload={() => void items.refetch()} />
      ) : rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('today.inboxNone')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, m: 0 }}>
          {rows.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/inbox/${item.id}`}>
                {item.entity_name ?? item.name ?? item.email ?? `#${item.id}`}
                {item.subject ? ` — ${item.subject}` : ''}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
