// A contact's, address's or deal's Timeline section (issues 25, 27, 28, ADR 0036): everything that
// happened to it, newest first, 20 at a time ("Show more"): activities, tasks, website messages and
// listing documents read (contacts), stage changes (deals) and its record changes, folded into one
// line per run. Chips show one kind at a time. From here staff log
// an activity, create a task, plan an activity's next step, edit or delete what they logged, and
// mark any task done, edit or delete it.
import type { Activity, Task } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { LoadFailed } from '../../portal/load-failed';
import { useSessionUser } from '../../session/session';
import { ActivityDialog, type Concerns } from './activity-dialog';
import { useTimelineFormat } from './format';
import { CheckIcon } from './icons';
import { StageRow } from './stage-row';
import { TaskDialog } from './task-dialog';
import { type TimelineFilter, type TimelineOwner, timelineQuery } from './timeline-api';
import { ActivityRow, DocumentViewRow, HistoryGroup, InboxRow, TaskRow } from './timeline-items';
import { timelineRows } from './timeline-rows';
import { useTimelineWrites } from './use-timeline-writes';

/** The chips: everything, then one kind each (the API's 'activity', every activity kind at once, is
 * no chip: "All" shows them with the rest); website messages and documents read only name contacts,
 * stage changes are a deal's. */
const ACTIVITY_FILTERS = ['all', 'call', 'meeting', 'email', 'note', 'task'] as const;
const FILTERS: Record<TimelineOwner, readonly Exclude<TimelineFilter, 'activity'>[]> = {
  entity: [...ACTIVITY_FILTERS, 'inbox', 'document_view', 'history'],
  address: [...ACTIVITY_FILTERS, 'inbox', 'history'],
  deal: [...ACTIVITY_FILTERS, 'stage', 'history'],
};

/** What a new activity or task from this page concerns: the page's record. */
const concernsOf = (kind: TimelineOwner, id: string): Concerns => ({
  entity_ids: kind === 'entity' ? [id] : [],
  address_ids: kind === 'address' ? [id] : [],
  deal_ids: kind === 'deal' ? [id] : [],
});

type Open =
  | { dialog: 'log' }
  | { dialog: 'edit'; activity: Activity }
  | { dialog: 'delete'; activity: Activity }
  | { dialog: 'task'; after?: Activity }
  | { dialog: 'editTask'; task: Task }
  | { dialog: 'deleteTask'; task: Task }
  | null;

export function TimelineSection({ kind, id }: { kind: TimelineOwner; id: string }) {
  const { t } = useTranslation('timeline');
  const format = useTimelineFormat();
  const me = useSessionUser();
  const [filter, setFilter] = useState<TimelineFilter>('all');
  const [open, setOpen] = useState<Open>(null);
  const query = useInfiniteQuery(timelineQuery(kind, id, filter));
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const rows = timelineRows(items, filter !== 'history');
  const concerns = concernsOf(kind, id);
  const close = () => setOpen(null);

  const { saving, toggleTask, removeActivity, removeTask } = useTimelineWrites(close);

  return (
    <Paper
      component="section"
      aria-labelledby="timeline-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      data-testid="timeline-section"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="timeline-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ dialog: 'log' })}>
          {t('log.open')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ dialog: 'task' })}>
          {t('newTask.open')}
        </Button>
      </Box>
      <Box
        role="group"
        aria-label={t('filter.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
        data-testid="timeline-filters"
      >
        {FILTERS[kind].map((f) => {
          const on = f === filter;
          return (
            <Chip
              key={f}
              label={t(`filter.${f}`)}
              // Chosen is said three ways: pressed for assistive technology, a tick, and the fill.
              aria-pressed={on}
              icon={on ? <CheckIcon aria-hidden="true" /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => setFilter(f)}
            />
          );
        })}
      </Box>
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <span>{t('loading')}</span>
        </Box>
      ) : query.isError && items.length === 0 ? (
        <LoadFailed message={t('err.load')} retry={t('err.retry')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{filter === 'all' ? t('empty') : t('emptyFiltered')}</Typography>
      ) : (
        // Keyed by the filter: the history filter's rows start open, the folded ones closed.
        <Box component="ol" key={filter} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="timeline-list">
          {rows.map((row) => {
            if (row.row === 'history')
              return (
                <HistoryGroup key={row.key} items={row.items} format={format} open={filter === 'history'} />
              );
            const { item } = row;
            switch (item.type) {
              case 'activity':
                return (
                  <ActivityRow
                    key={row.key}
                    item={item}
                    format={format}
                    mine={!!me && item.activity.staff_id === me.id}
                    onEdit={(activity) => setOpen({ dialog: 'edit', activity })}
                    onDelete={(activity) => setOpen({ dialog: 'delete', activity })}
                    onNextStep={(activity) => setOpen({ dialog: 'task', after: activity })}
                  />
                );
              case 'task':
                return (
                  <TaskRow
                    key={row.key}
                    item={item}
                    format={format}
                    busy={saving === item.task.id}
                    onToggle={(done) => void toggleTask(item.task, done)}
                    onEdit={(task) => setOpen({ dialog: 'editTask', task })}
                    onDelete={(task) => setOpen({ dialog: 'deleteTask', task })}
                  />
                );
              case 'stage':
                return <StageRow key={row.key} item={item} format={format} />;
              case 'document_view':
                return <DocumentViewRow key={row.key} item={item} format={format} />;
              default:
                return <InboxRow key={row.key} item={item} format={format} />;
            }
          })}
        </Box>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
      {open?.dialog === 'log' && <ActivityDialog concerns={concerns} onClose={close} />}
      {open?.dialog === 'edit' && (
        <ActivityDialog concerns={concerns} editing={open.activity} onClose={close} />
      )}
      {open?.dialog === 'task' && <TaskDialog concerns={concerns} after={open.after} onClose={close} />}
      {open?.dialog === 'editTask' && <TaskDialog concerns={concerns} editing={open.task} onClose={close} />}
      {open?.dialog === 'delete' && (
        <ConfirmDelete
          title={t('remove.title')}
          body={t('remove.body', { subject: open.activity.subject })}
          cancel={t('remove.cancel')}
          confirm={t('remove.confirm')}
          busy={saving === open.activity.id}
          onConfirm={() => void removeActivity(open.activity)}
          onClose={close}
        />
      )}
      {open?.dialog === 'deleteTask' && (
        <ConfirmDelete
          title={t('removeTask.title')}
          body={t('removeTask.body', { title: open.task.title })}
          cancel={t('remove.cancel')}
          confirm={t('remove.confirm')}
          busy={saving === open.task.id}
          onConfirm={() => void removeTask(open.task)}
          onClose={close}
        />
      )}
    </Paper>
  );
}
