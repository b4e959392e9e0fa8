// The board's columns (issue 27): a column per stage with its count, total value and weighted
// commission, its cards moved by drag and drop with dnd-kit, by mouse or touch and by keyboard
// (arrows step from stage to stage, whatever the layout), with announcements in the reader's
// language. A move to a won or lost stage asks first (close date, lost reason); a card shows in
// its new column while the move is sent and goes back, with the reason, when it is refused.
import type { Board, DealCard as Card, Stage } from '@crm/shared';
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';
import { useNotify } from '../../portal/notify';
import { usePipelineWords } from '../../portal/pipelines';
import { useErrorText } from '../../portal/use-message';
import { DealCard } from './deal-card';
import type { StageMoveBody } from './deals-api';
import { needsDetails, StageMoveDialog } from './stage-move-dialog';
import { useMoveDeal } from './use-move-deal';

interface Move {
  card: Card;
  from: string;
  to: Stage;
}

export function BoardColumns({ board, stages }: { board: Board; stages: readonly Stage[] }) {
  const { t } = useTranslation('deals');
  const words = usePipelineWords();
  const notify = useNotify();
  const errorText = useErrorText();
  const move = useMoveDeal();
  // A move under way: the card shows in its new column until the board is read again.
  const [moving, setMoving] = useState<{ id: string; to: string } | null>(null);
  const [asking, setAsking] = useState<Move | null>(null);
  const stageName = (id: string | number | undefined) => {
    const stage = stages.find((s) => s.id === id);
    return stage ? words.stage(stage) : '';
  };
  const cards = board.stages.flatMap((s) => s.cards.map((card) => ({ card, stageId: s.stage_id })));
  const cardOf = (id: string | number) => cards.find((c) => c.card.id === id);

  const send = async ({ card, to }: Move, body: StageMoveBody) => {
    setMoving({ id: card.id, to: to.id });
    try {
      await move(card.id, body);
      notify(t('move.moved', { stage: words.stage(to) }), 'success');
    } finally {
      setMoving(null);
    }
  };
  /** An open stage takes the card at once; a won or lost one asks first. */
  const request = (m: Move) => {
    if (m.to.id === m.from) return;
    if (needsDetails(m.to)) return setAsking(m);
    send(m, { stage_id: m.to.id }).catch((error: unknown) =>
      notify(t('move.refused', { reason: errorText(error) })),
    );
  };

  // The cards' "Move to…" callback is stable, so a card's content renders again only when the card
  // changes (deal-card.tsx); it calls the latest `request`.
  const latest = useRef((card: Card, to: Stage, shownIn: string) =>
    request({ card, from: cardOf(card.id)?.stageId ?? shownIn, to }),
  );
  latest.current = (card, to, shownIn) => request({ card, from: cardOf(card.id)?.stageId ?? shownIn, to });
  const onMoveTo = useCallback(
    (card: Card, to: Stage, shownIn: string) => latest.current(card, to, shownIn),
    [],
  );

  // Keyboard moves step through the stages in order: the target is kept here, not measured, so
  // arrows reach the next stage however the columns are laid out (side by side, stacked, scrolled).
  const keyboardTarget = useRef<number | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, currentCoordinates }) => {
    const step =
      event.code === 'ArrowRight' || event.code === 'ArrowDown'
        ? 1
        : event.code === 'ArrowLeft' || event.code === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return undefined;
    const from = stages.findIndex((s) => s.id === cardOf(active)?.stageId);
    const next = Math.min(stages.length - 1, Math.max(0, (keyboardTarget.current ?? from) + step));
    keyboardTarget.current = next;
    return { x: currentCoordinates.x + step, y: currentCoordinates.y };
  };
  const collisions: CollisionDetection = (args) => {
    const target = keyboardTarget.current;
    const stage = target === null ? undefined : stages[target];
    if (stage) return [{ id: stage.id }];
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const nameOf = (id: string | number) => cardOf(id)?.card.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.start', { name: nameOf(active.id), stage: stageName(cardOf(active.id)?.stageId) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { name: nameOf(active.id), stage: stageName(over.id) })
        : t('dnd.overNone', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { name: nameOf(active.id), stage: stageName(over.id) })
        : t('dnd.endNone', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('dnd.cancel', { name: nameOf(active.id), stage: stageName(cardOf(active.id)?.stageId) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardTarget.current = null;
    const found = cardOf(active.id);
    const to = stages.find((s) => s.id === over?.id);
    if (found && to) request({ card: found.card, from: found.stageId, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={() => {
        keyboardTarget.current = null;
      }}
      onDragCancel={() => {
        keyboardTarget.current = null;
      }}
      onDragEnd={onDragEnd}
    >
      <Box
        data-testid="board"
        sx={{
          display: 'grid',
          gridAutoFlow: { xs: 'row', md: 'column' },
          gridAutoColumns: { md: 'minmax(260px, 1fr)' },
          gap: 2,
          // Side by side from tablets on, scrolled sideways; stacked on a phone.
          overflowX: { md: 'auto' },
          pb: 1,
        }}
      >
        {board.stages.map((column) => {
          const stage = stages.find((s) => s.id === column.stage_id);
          if (!stage) return null;
          const shown = [
            ...column.cards.filter((c) => moving?.id !== c.id),
            ...(moving?.to === column.stage_id
              ? cards.filter((c) => c.card.id === moving.id).map((c) => c.card)
              : []),
          ];
          return (
            <Column key={column.stage_id} column={column} title={words.stage(stage)}>
              {shown.map((card) => (
                <DealCard
                  key={card.id}
                  card={card}
                  stageId={column.stage_id}
                  stages={stages}
                  onMoveTo={onMoveTo}
                />
              ))}
            </Column>
          );
        })}
      </Box>
      {asking && (
        <StageMoveDialog
          name={asking.card.name}
          stages={stages}
          fromStageId={asking.from}
          toStageId={asking.to.id}
          onMove={async (body) => {
            await send(asking, body);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </DndContext>
  );
}

function Column({
  column,
  title,
  children,
}: {
  column: Board['stages'][number];
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('deals');
  const { amount } = useNumberFormat();
  const { setNodeRef, isOver } = useDroppable({ id: column.stage_id });
  const headingId = `stage-${column.stage_id}`;
  const more = column.count - column.cards.length;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={`column-${column.stage_id}`}
      sx={{ p: 1.5, bgcolor: isOver ? 'action.hover' : 'background.default', minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" data-testid="column-totals" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('board.count', { count: column.count })} ·{' '}
        {t('board.totals', { value: amount(column.value), weighted: amount(column.weighted_commission) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1, minHeight: 48 }}>
        {children}
      </Box>
      {column.count === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('board.emptyColumn')}
        </Typography>
      )}
      {more > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('board.more', { count: more })}
        </Typography>
      )}
    </Paper>
  );
}
