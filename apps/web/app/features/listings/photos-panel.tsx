// A listing's photos (issue 28): dropped or chosen (several at once, uploaded one after the other,
// each refusal said on its own line), shown as thumbnails in their order on the page, moved by drag
// and drop (dnd-kit's sortable: by pointer, or by keyboard from each photo's handle with
// announcements in the reader's language), each with its alt text in both languages (saved when
// the field is left) and deleted after a confirm.
import type { ListingPhoto } from '@crm/shared';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { useDeleteAction } from '../../portal/use-delete-action';
import { useErrorText, useMessage } from '../../portal/use-message';
import { deletePhoto, photosQuery, updatePhoto, uploadPhoto } from './listings-api';
import { PanelHeading } from './panel';
import { UploadZone, useQueueWords, useUploadQueue } from './upload-zone';

const DragIcon = createSvgIcon(
  <path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />,
  'DragIndicator',
);
const DeleteIcon = createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />,
  'Delete',
);

/** The types the API takes; it judges each file by its content anyway. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** Memoised: the editor's page renders again when its form's unsaved state flips, this need not. */
export const PhotosPanel = memo(function PhotosPanel({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listings');
  const cache = useCachePolicy();
  const photos = useQuery(photosQuery(listingId));
  const queue = useUploadQueue(
    (file) => uploadPhoto(listingId, file),
    () => cache.listingPhotosChanged(listingId),
    useQueueWords('photos'),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-photos"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <PanelHeading id="listing-photos" ref={heading} title={t('photos.title')} intro={t('photos.intro')} />
      <UploadZone
        words={{
          drop: t('photos.drop'),
          hint: t('photos.dropHint'),
          choose: t('photos.choose'),
          input: t('photos.fileInput'),
        }}
        accept={PHOTO_TYPES}
        onFiles={(files) => void queue.add(files)}
      />
      {queue.list}
      <Box sx={{ mt: 2 }}>
        {photos.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void photos.refetch()} />
        ) : !photos.data ? (
          <Typography role="status">{t('loading')}</Typography>
        ) : photos.data.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('photos.empty')}</Typography>
        ) : (
          <PhotoGrid
            listingId={listingId}
            photos={photos.data.data}
            onDeleted={() => heading.current?.focus()}
          />
        )}
      </Box>
    </Paper>
  );
});

function PhotoGrid({
  listingId,
  photos,
  onDeleted,
}: {
  listingId: string;
  photos: ListingPhoto[];
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  // The order shown while a move is on its way (the server's once it answers).
  const [moved, setMoved] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<{ photo: ListingPhoto; n: number } | null>(null);
  const byId = new Map(photos.map((p) => [p.id, p]));
  const shown = moved ? moved.flatMap((id) => byId.get(id) ?? []) : photos;
  const ids = shown.map((p) => p.id);
  const total = ids.length;
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const nameOf = (id: string | number) => {
    const photo = byId.get(String(id));
    const alt = photo ? (i18n.language === 'fr' ? photo.alt.fr : photo.alt.en) : '';
    const n = position(id);
    return alt ? t('photos.photoNamed', { n, alt }) : t('photos.photo', { n });
  };

  const move = useMutation({
    mutationFn: ({ id, to }: { id: string; to: number }) => updatePhoto(listingId, id, { position: to }),
  });
  const moveTo = async (id: string, to: number) => {
    const from = ids.indexOf(id);
    if (from < 0 || from === to) return;
    setMoved(arrayMove(ids, from, to));
    try {
      await move.mutateAsync({ id, to });
      notify(t('photos.moved'), 'success');
      await cache.listingPhotosChanged(listingId);
    } catch (error) {
      console.error('Photo move failed', error);
      notify(`${t('photos.saveFailed')} ${errorText(error)}`);
    } finally {
      setMoved(null);
    }
  };

  // Keyboard moves step through the photos in order: the target is kept here, not measured, so
  // arrows reach the next place however the grid wraps.
  const target = useRef<number | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, currentCoordinates }) => {
    const step =
      event.code === 'ArrowRight' || event.code === 'ArrowDown'
        ? 1
        : event.code === 'ArrowLeft' || event.code === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return undefined;
    const from = ids.indexOf(String(active));
    target.current = Math.min(total - 1, Math.max(0, (target.current ?? from) + step));
    return { x: currentCoordinates.x + step, y: currentCoordinates.y };
  };
  const collisions: CollisionDetection = (args) => {
    const id = target.current === null ? undefined : ids[target.current];
    return id ? [{ id }] : closestCenter(args);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const counts = (id: string | number, over?: string | number) => ({
    n: position(id),
    position: position(over ?? id),
    total,
  });
  // The place last announced: a drag starts over its own place, which the pick-up already said.
  const announced = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announced.current = active.id;
      return t('photos.dnd.start', counts(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announced.current) return undefined;
      announced.current = over.id;
      return t('photos.dnd.over', counts(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      t(over ? 'photos.dnd.end' : 'photos.dnd.cancel', counts(active.id, over?.id)),
    onDragCancel: ({ active }) => t('photos.dnd.cancel', counts(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    target.current = null;
    if (over) void moveTo(String(active.id), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('photos.dnd.instructions') } }}
      onDragStart={() => {
        target.current = null;
      }}
      onDragCancel={() => {
        target.current = null;
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box
          component="ol"
          aria-label={t('photos.list')}
          aria-busy={move.isPending}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            gap: 2,
          }}
        >
          {shown.map((photo, i) => (
            <PhotoCard
              key={photo.id}
              listingId={listingId}
              photo={photo}
              n={i + 1}
              name={nameOf(photo.id)}
              onDelete={() => setDeleting({ photo, n: i + 1 })}
            />
          ))}
        </Box>
      </SortableContext>
      {deleting && (
        <PhotoDelete
          listingId={listingId}
          photo={deleting.photo}
          n={deleting.n}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      )}
    </DndContext>
  );
}

/** The variant a thumbnail shows: the narrowest WebP (every browser the portal serves reads it). */
const thumbnailOf = (photo: ListingPhoto) =>
  photo.variants.find((v) => v.format === 'webp') ??
  photo.variants.find((v) => v.format === 'jpeg') ??
  photo.variants[0];

function PhotoCard({
  listingId,
  photo,
  n,
  name,
  onDelete,
}: {
  listingId: string;
  photo: ListingPhoto;
  n: number;
  name: string;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id });
  const thumbnail = thumbnailOf(photo);
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={`photo-${photo.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
        {thumbnail && (
          <Box
            component="img"
            src={thumbnail.preview_url}
            alt={i18n.language === 'fr' ? photo.alt.fr : photo.alt.en}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            px: 1,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.7)',
            color: '#ffffff',
            fontSize: '0.8125rem',
          }}
        >
          {n}
        </Box>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('photos.move', { n })}
          sx={{
            position: 'absolute',
            top: 6,
            left: 6,
            bgcolor: 'rgba(255,255,255,0.92)',
            cursor: 'grab',
            touchAction: 'none',
            '&:hover': { bgcolor: '#ffffff' },
          }}
          size="small"
        >
          <DragIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={t('photos.delete', { n })}
          onClick={onDelete}
          size="small"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'rgba(255,255,255,0.92)',
            '&:hover': { bgcolor: '#ffffff' },
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <AltFields listingId={listingId} photo={photo} name={name} />
    </Box>
  );
}

/** The photo's alt text in both languages, saved (both sides) when a changed field is left. */
function AltFields({ listingId, photo, name }: { listingId: string; photo: ListingPhoto; name: string }) {
  const { t } = useTranslation('listings');
  const tv = useMessage();
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const [alt, setAlt] = useState(photo.alt);
  const [saved, setSaved] = useState(photo.alt);
  const [errors, setErrors] = useState<{ en?: string; fr?: string }>({});
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: (next: { en: string; fr: string }) => updatePhoto(listingId, photo.id, { alt: next }),
  });
  const commit = async () => {
    if (alt.en === saved.en && alt.fr === saved.fr) return;
    setErrors({});
    try {
      const answer = await save.mutateAsync(alt);
      setSaved(answer.alt);
      setAlt(answer.alt);
      setNote(t('photos.altSaved'));
      void cache.listingPhotosChanged(listingId);
    } catch (error) {
      console.error('Alt text save failed', error);
      const keys = error instanceof ApiError ? error.fieldKeys : {};
      const side = (lang: 'en' | 'fr') => keys[`alt.${lang}`] ?? keys.alt;
      const en = side('en');
      const fr = side('fr');
      setErrors(en || fr ? { en: en && tv(en), fr: fr && tv(fr) } : { en: errorText(error) });
      setNote('');
    }
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 1.5, display: 'grid', gap: 1.5 }}>
      <Box component="legend" sx={{ fontSize: '0.875rem', fontWeight: 500, mb: 1, p: 0 }}>
        {name}
      </Box>
      {(['en', 'fr'] as const).map((lang) => (
        <TextField
          key={lang}
          id={`photo-${photo.id}-alt-${lang}`}
          size="small"
          fullWidth
          label={t(`lang.${lang}`, { label: t('photos.alt') })}
          value={alt[lang]}
          onChange={(event) => setAlt((a) => ({ ...a, [lang]: event.target.value }))}
          onBlur={() => void commit()}
          error={!!errors[lang]}
          helperText={errors[lang]}
          slotProps={{ htmlInput: { lang } }}
        />
      ))}
      <Typography variant="caption" role="status" sx={{ color: 'text.secondary', minHeight: '1em' }}>
        {note}
      </Typography>
    </Box>
  );
}

function PhotoDelete({
  listingId,
  photo,
  n,
  onClose,
  onDeleted,
}: {
  listingId: string;
  photo: ListingPhoto;
  n: number;
  onClose: () => void;
  /** Once the photo is gone from the grid: the focus, on its button, moves on. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('listings');
  const notify = useNotify();
  const cache = useCachePolicy();
  const { busy, refusal, confirm } = useDeleteAction(async () => {
    await deletePhoto(listingId, photo.id);
    notify(t('photos.deleted'), 'success');
    onClose();
    await cache.listingPhotosChanged(listingId);
    onDeleted();
  }, 'Photo');
  return (
    <ConfirmDelete
      title={t('photos.deleteTitle')}
      body={t('photos.deleteBody', { n })}
      cancel={t('photos.deleteCancel')}
      confirm={t('photos.deleteConfirm')}
      busy={busy}
      refusal={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
