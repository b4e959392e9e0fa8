// A listing's status and what can happen to it: a draft is published (with whatever the form holds
// unsaved, so what is published is what the broker sees), a published one is shown with its public
// link and can go back to draft or be archived, an archived one published again. Deleting asks
// first; the API refuses once a visitor accepted the agreement (archive instead), said in the dialog.
import type { ListingStatus } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../i18n/format';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { useDeleteAction } from '../../portal/use-delete-action';
import { publicPath, publicUrl, useListingTitle } from './listing-words';
import { deleteListing, type LoadedListing } from './listings-api';
import type { ListingEditor } from './use-listing-editor';

export const STATUS_COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

export function ListingStatusCard({
  listing,
  editor,
  onDeleted,
}: {
  listing: LoadedListing;
  editor: ListingEditor;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('listings');
  const { date } = useDateFormat();
  const [deleting, setDeleting] = useState(false);
  const { status } = listing;
  const to = (next: ListingStatus) => () => void editor.save({ status: next });
  const busy = editor.busy;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-status"
      data-testid="listing-status"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="listing-status" variant="h6" component="h2">
          {t('status.title')}
        </Typography>
        <Chip
          label={t(`statuses.${status}`)}
          color={STATUS_COLOR[status]}
          size="small"
          data-testid="listing-status-chip"
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {status === 'published'
          ? t('status.published', { date: date(listing.published_at ?? listing.updated_at) })
          : t(`status.${status}`)}
      </Typography>
      {status === 'published' && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('status.publicLink')}{' '}
          <MuiLink href={publicPath(listing.slug)} target="_blank" rel="noopener">
            {publicUrl(listing.slug)}
          </MuiLink>
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {status !== 'published' && (
          <Button variant="contained" disabled={busy} onClick={to('published')}>
            {editor.dirty
              ? t('status.saveAndPublish')
              : status === 'archived'
                ? t('status.republish')
                : t('status.publish')}
          </Button>
        )}
        {status !== 'draft' && (
          <Button variant="outlined" disabled={busy} onClick={to('draft')}>
            {t('status.unpublish')}
          </Button>
        )}
        {status !== 'archived' && (
          <Button variant="outlined" disabled={busy} onClick={to('archived')}>
            {t('status.archive')}
          </Button>
        )}
        <Button color="error" disabled={busy} onClick={() => setDeleting(true)} sx={{ ml: { sm: 'auto' } }}>
          {t('status.delete')}
        </Button>
      </Box>
      {deleting && (
        <ListingDelete listing={listing} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      )}
    </Paper>
  );
}

function ListingDelete({
  listing,
  onClose,
  onDeleted,
}: {
  listing: LoadedListing;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('listings');
  const titleOf = useListingTitle();
  // A 409 (a visitor accepted its agreement) is refused with the message to archive instead.
  const { busy, refusal, confirm } = useDeleteAction(async () => {
    await deleteListing(listing.id);
    onDeleted();
  }, 'Listing');
  return (
    <ConfirmDelete
      title={t('status.deleteTitle')}
      body={t('status.deleteBody', { title: titleOf(listing.title) })}
      cancel={t('status.deleteCancel')}
      confirm={t('status.deleteConfirm')}
      busy={busy}
      refusal={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
