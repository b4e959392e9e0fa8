import { phoneHref } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { PhoneIcon } from '../../portal/phone-icon';
import { detailPath } from '../../portal/record-kinds';
import { EditIcon } from './icons';
import { isNetworkError, retagLink } from './link-api';
import { type RecordRef, type LinkRow as Row, tagField } from './link-kinds';
import { RemoveLinkButton } from './remove-link';
import { TagSelect, useTagLabel } from './tag-select';

/** One linked record: its name (a link to its page) and the link's tag; in edit mode the tag's
 * selector with Save and Cancel (Escape). Only one row of the section edits at a time. */
export function LinkRowItem({
  owner,
  ownerLabel,
  row,
  editing,
  onEdit,
  onClose,
  onRemoved,
}: {
  owner: RecordRef;
  ownerLabel: string;
  row: Row;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(['links', 'crm', 'records']);
  const tagLabel = useTagLabel();
  const notify = useNotify();
  const cache = useCachePolicy();
  const [draft, setDraft] = useState(row.tag);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const field = tagField(owner.kind, row.other.kind);
  const fieldName = t(`links:tag.${field}`);
  const id = `link-${row.other.kind}-${row.other.id}`.replace(/[^\w-]/g, '_');

  // Each time edit mode opens it starts from the link's current tag.
  useEffect(() => {
    if (editing) setDraft(row.tag);
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing, row.tag]);

  const retag = useMutation({
    mutationFn: (to: string) => retagLink(owner, row.other, row.tag, to),
    onSuccess: async () => {
      await cache.linksChanged(owner, row.other);
      notify(t('links:done.updated'), 'success');
      returnFocus.current = true;
      onClose();
    },
    // The row stays in edit mode with the choice made, so nothing is lost and a retry is one click.
    onError: (error) => {
      console.error('Link update failed', error);
      if (isStale(error)) notify(t('links:err.stale'));
      else notify(isNetworkError(error) ? t('links:err.network') : t('links:err.update'));
      // Another editor may have changed the links (a 412): show what is stored.
      void cache.linksChanged(owner, row.other);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === row.tag) {
      returnFocus.current = true;
      onClose();
    } else retag.mutate(draft);
  };
  const cancel = () => {
    returnFocus.current = true;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !retag.isPending) {
      event.stopPropagation();
      cancel();
    }
  };

  const chip = <Chip size="small" label={tagLabel(owner.kind, row.other.kind, row.tag)} />;
  const name = (
    <MuiLink component={Link} to={detailPath(row.other.kind, row.other.id)} sx={{ overflowWrap: 'anywhere' }}>
      {row.label}
    </MuiLink>
  );
  // A relationship reads as a phrase ("Owner of Acme"), so its tag comes first.
  const relationship = field === 'relationship';

  return (
    <Box
      component="li"
      data-testid="link-row"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {editing ? (
        <Box
          component="form"
          onSubmit={submit}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}
        >
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>{name}</Box>
          <TagSelect
            a={owner.kind}
            b={row.other.kind}
            id={`${id}-tag`}
            label={t('links:row.tagOf', { tag: fieldName, name: row.label })}
            value={draft}
            onChange={setDraft}
            size="small"
            autoFocus
            sx={{ minWidth: 200, flex: '1 1 12rem' }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" size="small" loading={retag.isPending}>
              {t('crm:actions.save')}
            </Button>
            <Button size="small" onClick={cancel} disabled={retag.isPending}>
              {t('crm:actions.cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Box
            sx={{
              flex: '1 1 12rem',
              minWidth: 0,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
            }}
          >
            {relationship ? (
              <>
                {chip}
                {name}
              </>
            ) : (
              <>
                {name}
                {chip}
              </>
            )}
          </Box>
          <Box sx={{ display: 'flex' }}>
            {row.other.kind === 'number' && (
              // Tap to call, the extension included (tel:+13129076249;ext=12).
              <Tooltip title={t('records:phone.call', { number: row.label })}>
                <IconButton component="a" href={phoneHref(row.other.id)} data-testid="link-call">
                  <PhoneIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t('links:row.edit', { tag: fieldName.toLowerCase(), name: row.label })}>
              <IconButton ref={editButton} onClick={onEdit} data-testid="link-edit">
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <RemoveLinkButton owner={owner} ownerLabel={ownerLabel} row={row} onRemoved={onRemoved} />
          </Box>
        </>
      )}
    </Box>
  );
}
