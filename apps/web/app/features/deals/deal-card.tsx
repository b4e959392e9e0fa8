// A deal's card on the board (issue 27): name (to its page), value, probability, expected close,
// owner and property. Dragged by pointer anywhere on it, by keyboard from its handle (Space or
// Enter, arrows, Space again); its "Move to…" menu is the way that needs neither (a phone's).
import type { DealCard as Card, Stage } from '@crm/shared';
import { type DraggableAttributes, useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { memo, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { usePipelineWords } from '../../portal/pipelines';
import { detailPath } from '../../portal/record-kinds';

const DragIcon = createSvgIcon(
  <path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />,
  'DragIndicator',
);
const MoreIcon = createSvgIcon(
  <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />,
  'MoreVert',
);

/** Props that stay the same while a card is dragged, so its content is rendered once: dnd-kit
 * re-renders every draggable on each drag's start, column change and drop, and with 500 cards on
 * the board re-rendering their content each time would make the drag stutter. */
interface CardProps {
  card: Card;
  stageId: string;
  stages: readonly Stage[];
  /** Stable across the board's renders: the card, the stage chosen and the column the card shows
   * in are passed, not closed over. */
  onMoveTo: (card: Card, stage: Stage, shownIn: string) => void;
}

/** The card's frame: an outlined paper's look as one static style, where a Paper with `sx`
 * resolved its theme styles again on each card's render (dnd-kit renders every card at a drag's
 * start, column change and drop). On a quiet machine both draw 504 cards alike (render p50 505
 * against 541 ms, drop p95 85 against 81 ms, docs/benchmarks.md); the frame is kept for the
 * slowest drag frame, 68 against 105 ms. Its moving parts go in `style`. */
const Shell = styled('li')(({ theme }) => ({
  padding: theme.spacing(1.5),
  listStyle: 'none',
  position: 'relative',
  touchAction: 'manipulation',
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/** Memoised: a drop re-renders the board, and only the cards whose props changed follow it (dnd-kit
 * still re-renders every draggable when a drag starts and ends, which the shell keeps cheap). */
export const DealCard = memo(function DealCard(props: CardProps) {
  const { card, stageId } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { stageId },
  });
  // The latest keyboard listener behind a stable function, so the content's props stay equal.
  const keyDown = useRef(listeners?.onKeyDown);
  keyDown.current = listeners?.onKeyDown;
  const onKeyDown = useCallback((event: React.KeyboardEvent) => keyDown.current?.(event), []);
  return (
    <Shell
      ref={setNodeRef}
      data-testid={`deal-card-${card.id}`}
      // Pointer drags start anywhere on the card (past a few pixels: a click still opens the link).
      onPointerDown={(event: React.PointerEvent) => listeners?.onPointerDown?.(event)}
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <CardContent
        {...props}
        handle={attributes}
        handleRef={setActivatorNodeRef}
        onHandleKeyDown={onKeyDown}
      />
    </Shell>
  );
});

const CardContent = memo(function CardContent({
  card,
  stageId,
  stages,
  onMoveTo,
  handle,
  handleRef,
  onHandleKeyDown,
}: CardProps & {
  handle: DraggableAttributes;
  handleRef: (element: HTMLElement | null) => void;
  onHandleKeyDown: (event: React.KeyboardEvent) => void;
}) {
  const { t } = useTranslation('deals');
  const { amount, percent } = useNumberFormat();
  const { date } = useDateFormat();
  const words = usePipelineWords();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The menu is mounted once first opened (and kept, for its closing transition): 500 closed menus
  // were a good part of the board's render.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          ref={handleRef}
          size="small"
          {...handle}
          onKeyDown={onHandleKeyDown}
          aria-label={card.name}
          sx={{ cursor: 'grab', mt: -0.5, ml: -0.5 }}
        >
          <DragIcon fontSize="small" />
        </IconButton>
        <MuiLink
          component={Link}
          to={detailPath('deal', card.id)}
          sx={{ flex: 1, fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {card.name}
        </MuiLink>
        <IconButton
          size="small"
          aria-label={t('move.menuLabel', { name: card.name })}
          aria-haspopup="menu"
          onClick={(event) => {
            setMenuUsed(true);
            setMenu(event.currentTarget);
          }}
          sx={{ mt: -0.5, mr: -0.5 }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2">
        {card.value === null ? t('board.noValue') : amount(card.value)} · {percent(card.probability)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {card.expected_close_on
          ? t('board.closes', { date: date(card.expected_close_on) })
          : t('board.noClose')}
      </Typography>
      {card.owner_name && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {card.owner_name}
        </Typography>
      )}
      {card.address && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {card.address}
        </Typography>
      )}
      {menuUsed && (
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 500 }}>
            {t('move.menu')}
          </MenuItem>
          {stages
            .filter((s) => s.id !== stageId)
            .map((s) => (
              <MenuItem
                key={s.id}
                onClick={() => {
                  setMenu(null);
                  onMoveTo(card, s, stageId);
                }}
              >
                {words.stage(s)}
              </MenuItem>
            ))}
        </Menu>
      )}
    </>
  );
});
