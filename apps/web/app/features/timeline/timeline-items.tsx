// One row of the timeline each: an activity (kind, subject, when, who, notes as typed, a call's
// outcome and duration, an email's direction; a menu to edit or delete your own and to plan the
// next step), a task (a checkbox to mark it done, due, assignee, priority, open or done in words;
// a menu to edit or delete it, open to any staff member: tasks are shared work), a website message
// (a link to it in the inbox), a lead's read of a listing's document, or a folded run of record
// changes. A deal's stage change: stage-row.tsx.
import type { Activity, Task, TimelineItem } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelineFormat } from './format';
import { ExpandIcon, KIND_ICONS } from './icons';
import { RowMenu } from './row-menu';
import type { HistoryTimelineItem } from './timeline-rows';

type Of<T extends TimelineItem['type']> = Extract<TimelineItem, { type: T }>;

/** The frame of a row: the kind's icon (decorative: the kind is written too), then its content. */
export function Row({
  icon,
  testId,
  children,
}: {
  icon: keyof typeof KIND_ICONS;
  testId: string;
  children: ReactNode;
}) {
  const Icon = KIND_ICONS[icon];
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Icon aria-hidden="true" fontSize="small" sx={{ mt: 0.5, color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function Byline({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

export function ActivityRow({
  item,
  format,
  mine,
  onEdit,
  onDelete,
  onNextStep,
}: {
  item: Of<'activity'>;
  format: TimelineFormat;
  /** Logged by the signed-in member: only they may edit or delete it (the API says 403 otherwise). */
  mine: boolean;
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
  onNextStep: (activity: Activity) => void;
}) {
  const { t } = useTranslation('timeline');
  const { activity } = item;
  const who = activity.staff_name ?? t('someone');
  const facts = [
    activity.outcome ? t(`outcome.${activity.outcome}`) : null,
    activity.duration_minutes !== null ? t('duration', { count: activity.duration_minutes }) : null,
    activity.direction ? t(`direction.${activity.direction}`) : null,
  ].filter((fact) => fact !== null);
  const act = (label: string, run: (a: Activity) => void) => ({ label, run: () => run(activity) });
  return (
    <Row icon={activity.kind} testId="timeline-activity">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('kindOf', { kind: t(`kind.${activity.kind}`) })}{' '}
            </Box>
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {activity.subject}
            </Box>
          </Typography>
          <Byline>
            <time dateTime={activity.at}>{format.instant(activity.at)}</time> · {who}
            {facts.length > 0 && ` · ${facts.join(' · ')}`}
          </Byline>
        </Box>
        <RowMenu
          label={t('actions.menu', { subject: activity.subject })}
          actions={[
            act(t('actions.nextStep'), onNextStep),
            ...(mine ? [act(t('actions.edit'), onEdit), act(t('actions.delete'), onDelete)] : []),
          ]}
        />
      </Box>
      {activity.body && (
        <Typography
          variant="body2"
          data-testid="timeline-body"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
        >
          {activity.body}
        </Typography>
      )}
    </Row>
  );
}

export function TaskRow({
  item,
  format,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: Of<'task'>;
  format: TimelineFormat;
  busy: boolean;
  onToggle: (done: boolean) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation('timeline');
  const { task } = item;
  const done = task.status === 'done';
  const checkboxId = useId();
  const facts = [
    t('task.due', { when: format.due(task.due_on, task.due_at) }),
    t('task.assignee', { name: task.assignee_name ?? t('task.nobody') }),
    t(`task.priority.${task.priority}`),
    t(`task.status.${task.status}`),
  ];
  return (
    <Row icon="task" testId="timeline-task">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, ml: -1 }}>
        <Checkbox
          id={checkboxId}
          size="small"
          checked={done}
          disabled={busy}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('task.toggle', { title: task.title }) } }}
          sx={{ mt: -0.5 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="label"
            htmlFor={checkboxId}
            sx={{
              display: 'block',
              overflowWrap: 'anywhere',
              textDecoration: done ? 'line-through' : undefined,
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('kindOf', { kind: t('kind.task') })}{' '}
            </Box>
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {task.title}
            </Box>
          </Typography>
          <Byline>{facts.join(' · ')}</Byline>
          {done && task.completed_at && (
            <Byline>
              {t('task.completed', {
                when: format.instant(task.completed_at),
                who: task.completed_by_name ?? t('someone'),
              })}
            </Byline>
          )}
          {task.notes && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {task.notes}
            </Typography>
          )}
        </Box>
        <RowMenu
          label={t('actions.taskMenu', { title: task.title })}
          actions={[
            { label: t('actions.edit'), run: () => onEdit(task) },
            { label: t('actions.delete'), run: () => onDelete(task) },
          ]}
        />
      </Box>
    </Row>
  );
}

export function InboxRow({ item, format }: { item: Of<'inbox'>; format: TimelineFormat }) {
  const { t } = useTranslation('timeline');
  const { inbox } = item;
  const title = item.title ?? inbox.subject ?? t('kind.inbox');
  return (
    <Row icon="inbox" testId="timeline-inbox">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('kindOf', { kind: t('kind.inbox') })}{' '}
        </Box>
        <MuiLink component={Link} to={`/admin/inbox/${inbox.id}`}>
          {title}
        </MuiLink>
      </Typography>
      <Byline>
        <time dateTime={inbox.created_at}>{format.instant(inbox.created_at)}</time>
        {[inbox.name ? t('inbox.from', { name: inbox.name }) : null, t(`inbox.status.${inbox.status}`)]
          .filter(Boolean)
          .map((fact) => ` · ${fact}`)
          .join('')}
      </Byline>
    </Row>
  );
}

/** A lead's read of a deal-room document: which document, opened or saved, on which listing. */
export function DocumentViewRow({ item, format }: { item: Of<'document_view'>; format: TimelineFormat }) {
  const { t, i18n } = useTranslation('timeline');
  const view = item.document_view;
  const listing = i18n.language === 'fr' ? view.listing.title.fr : view.listing.title.en;
  return (
    <Row icon="document_view" testId="timeline-document-view">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('kindOf', { kind: t('kind.document_view') })}{' '}
        </Box>
        <Box component="strong" sx={{ fontWeight: 600 }}>
          {view.document.title}
        </Box>
      </Typography>
      <Byline>
        <time dateTime={view.at}>{format.instant(view.at)}</time> · {t(`documentView.${view.action}`)} ·{' '}
        {t('documentView.listing', { title: listing })}
      </Byline>
    </Row>
  );
}

/** A run of record changes: one line ("3 record changes"), opened on demand. */
export function HistoryGroup({
  items,
  format,
  open: startOpen = false,
}: {
  items: HistoryTimelineItem[];
  format: TimelineFormat;
  open?: boolean;
}) {
  const { t } = useTranslation('timeline');
  const [open, setOpen] = useState(startOpen);
  const listId = useId();
  return (
    <Row icon="history" testId="timeline-history">
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={<ExpandIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        sx={{ ml: -1, textTransform: 'none' }}
      >
        {t('history.group', { count: items.length })}
      </Button>
      <Box component="ul" id={listId} hidden={!open} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} data-testid="timeline-history-entry" sx={{ py: 0.5 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.title ?? t('history.untitled')}
            </Typography>
            <Byline>
              <time dateTime={item.at}>{format.instant(item.at)}</time> ·{' '}
              {item.history.actor_name ?? item.history.actor}
            </Byline>
          </Box>
        ))}
      </Box>
    </Row>
  );
}
