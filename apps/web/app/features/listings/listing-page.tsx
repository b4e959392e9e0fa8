// /admin/listings/{id} (issue 28): a listing's editor, as brokers know it from Buildout or VTS: its
// title and status at the top with the publish actions, the parts of the page linked under them,
// then its fields (saved together), its photos, its deal room's documents and its leads (each
// saved as it changes).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { LoadFailed } from '../../portal/load-failed';
import { NotFoundCard } from '../../portal/not-found-card';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { ActivityPanel } from './activity-panel';
import { DocumentsPanel } from './documents-panel';
import { LeadsPanel } from './leads-panel';
import { ListingForm } from './listing-form';
import { ListingStatusCard } from './listing-status';
import { useListingTitle } from './listing-words';
import { type LoadedListing, listingQuery } from './listings-api';
import { PhotosPanel } from './photos-panel';
import { useListingEditor } from './use-listing-editor';

export function ListingPage() {
  const { t } = useTranslation('listings');
  const id = useParams().id ?? '';
  const query = useQuery(listingQuery(id));
  const titleOf = useListingTitle();
  usePageTitle(query.data ? titleOf(query.data.title) : t('meta.edit'));
  let body: React.ReactNode;
  if (query.isPending)
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-hidden="true" />
        <Box component="span" sx={visuallyHidden}>
          {t('loading')}
        </Box>
      </Box>
    );
  else if (query.isError)
    body = <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <NotFoundCard messageKey="lookup.listing" id={id} />;
  // Keyed by id: another listing starts a fresh form.
  else body = <ListingDetail key={id} listing={query.data} />;
  return (
    <>
      <Button component={Link} to="/admin/listings" sx={{ mb: 2, ml: -1 }}>
        {t('editor.back')}
      </Button>
      {body}
    </>
  );
}

const PARTS = [
  ['listing-basics', 'editor.basics'],
  ['listing-sections', 'editor.pageSections'],
  ['listing-contact', 'editor.contact'],
  ['listing-agreement', 'editor.agreement'],
  ['listing-photos', 'photos.title'],
  ['listing-documents', 'documents.title'],
  ['listing-leads', 'leads.title'],
  ['listing-activity', 'activity.title'],
] as const;

function ListingDetail({ listing }: { listing: LoadedListing }) {
  const { t } = useTranslation('listings');
  const titleOf = useListingTitle();
  const editor = useListingEditor(listing);
  const navigate = useNavigate();
  const notify = useNotify();
  const cache = useCachePolicy();
  const [deleted, setDeleted] = useState(false);
  // After the unsaved-changes guard let go (a render later): the listing is gone, leaving loses nothing.
  useEffect(() => {
    if (!deleted) return;
    notify(t('status.deleted'), 'success');
    navigate('/admin/listings');
    void cache.listingDeleted(listing.id);
  }, [deleted, navigate, notify, t, cache, listing.id]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {titleOf(listing.title)}
        </Typography>
        <Chip label={t(`kinds.${listing.kind}`)} size="small" variant="outlined" />
      </Box>
      <Box
        component="nav"
        aria-label={t('editor.sections')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 2 }}
      >
        {PARTS.map(([anchor, label]) => (
          <MuiLink key={anchor} href={`#${anchor}`} variant="body2">
            {t(label)}
          </MuiLink>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ListingStatusCard
          listing={listing}
          editor={editor}
          onDeleted={() => {
            editor.release();
            setDeleted(true);
          }}
        />
        <ListingForm editor={editor} listing={listing} />
        <PhotosPanel listingId={listing.id} />
        <DocumentsPanel listingId={listing.id} />
        <LeadsPanel listingId={listing.id} />
        <ActivityPanel listingId={listing.id} />
      </Box>
      {editor.dialogs}
    </>
  );
}
