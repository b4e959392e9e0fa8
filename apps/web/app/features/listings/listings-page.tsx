// /admin/listings (issue 28): every listing, newest first: its title in the reader's language, web
// address, sale or lease, status, asking price or rent and last change; narrowed by status (kept in
// the URL, so Back returns to it); each row opens its editor. "New listing" starts one.
import { LISTING_STATUSES, type Listing, type ListingStatus } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { LoadFailed } from '../../portal/load-failed';
import { PageNav } from '../../portal/page-nav';
import { usePageTitle } from '../../portal/page-title';
import { STATUS_COLOR } from './listing-status';
import { publicPath, useAskingWords, useListingTitle } from './listing-words';
import { LISTINGS_PAGE_SIZE, listingsQuery } from './listings-api';

const isStatus = (value: string | null): value is ListingStatus =>
  (LISTING_STATUSES as readonly (string | null)[]).includes(value);

export function ListingsPage() {
  const { t } = useTranslation('listings');
  usePageTitle(t('meta.list'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const results = useQuery({ ...listingsQuery(status, offset), placeholderData: keepPreviousData });
  const go = (next: { status?: ListingStatus; offset?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.offset) search.set('offset', String(next.offset));
    setParams(search);
  };
  const rows = results.data?.data ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        <Button variant="contained" component={Link} to="/admin/listings/new">
          {t('list.new')}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('list.intro')}</Typography>
      <Tabs
        value={status ?? 'all'}
        onChange={(_event, next: ListingStatus | 'all') => go({ status: next === 'all' ? undefined : next })}
        aria-label={t('list.status')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={t('list.all')} />
        {LISTING_STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(`statuses.${s}`)} />
        ))}
      </Tabs>
      {results.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status" sx={{ mb: status || offset ? 0 : 2 }}>
            {offset > 0 ? t('list.noMore') : status ? t('list.emptyStatus') : t('list.empty')}
          </Typography>
          {!status && offset === 0 && (
            <Button variant="outlined" component={Link} to="/admin/listings/new">
              {t('list.new')}
            </Button>
          )}
        </Paper>
      ) : (
        <ListingTable rows={rows} busy={results.isFetching} />
      )}
      {results.data && (
        <PageNav
          offset={offset}
          count={rows.length}
          size={LISTINGS_PAGE_SIZE}
          onOffset={(next) => go({ status, offset: next })}
          label={t('list.pages')}
          previous={t('list.previous')}
          next={t('list.next')}
          range={(from, to) => t('list.range', { from, to })}
        />
      )}
    </>
  );
}

function ListingTable({ rows, busy }: { rows: Listing[]; busy: boolean }) {
  const { t } = useTranslation('listings');
  const { date } = useDateFormat();
  const titleOf = useListingTitle();
  const asking = useAskingWords();
  return (
    <Paper variant="outlined" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <TableContainer>
        <Table size="small" aria-label={t('list.table')} aria-busy={busy}>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.columns.title')}</TableCell>
              <TableCell>{t('list.columns.slug')}</TableCell>
              <TableCell>{t('list.columns.kind')}</TableCell>
              <TableCell>{t('list.columns.status')}</TableCell>
              <TableCell align="right">{t('list.columns.price')}</TableCell>
              <TableCell>{t('list.columns.updated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((listing) => (
              <TableRow key={listing.id} hover data-testid={`listing-${listing.id}`}>
                <TableCell sx={{ minWidth: 200 }}>
                  <MuiLink component={Link} to={`/admin/listings/${listing.id}`} sx={{ fontWeight: 500 }}>
                    {titleOf(listing.title)}
                  </MuiLink>
                  {listing.address && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {listing.address}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {publicPath(listing.slug)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`kinds.${listing.kind}`)}</TableCell>
                <TableCell>
                  <Chip
                    label={t(`statuses.${listing.status}`)}
                    color={STATUS_COLOR[listing.status]}
                    size="small"
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {asking(listing)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(listing.updated_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
