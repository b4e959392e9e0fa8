import { INBOX_KINDS, INBOX_STATUSES, type InboxItem, type InboxKind, type InboxStatus } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { FailureView } from '../../ui/failure-view';
import { INBOX_PAGE_SIZE, type InboxFilters, listInbox } from './inbox-api';
import { useInboxLabels } from './inbox-labels';

const ALL = '';

/** The filters live in the URL (?kind=&status=&page=), so going back from an item keeps them. New
 * items are shown first by default: an inbox is worked through until empty. */
function useFilters(): [InboxFilters, (next: Partial<InboxFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const status = params.get('status') ?? 'new';
  const filters: InboxFilters = {
    kind: (INBOX_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : undefined,
    status: (INBOX_STATUSES as readonly string[]).includes(status) ? (status as InboxStatus) : undefined,
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
  };
  const set = (next: Partial<InboxFilters>) => {
    const merged = { ...filters, page: 0, ...next };
    const search = new URLSearchParams();
    if (merged.kind) search.set('kind', merged.kind);
    search.set('status', merged.status ?? 'all');
    if (merged.page) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return [filters, set];
}

/** /admin/inbox: every lead, newest first, filtered by kind and status, a page at a time. */
export function InboxPage() {
  const { t, date, headline, kind, status, sender } = useInboxLabels();
  const [filters, setFilters] = useFilters();
  usePageTitle(t('title'));
  const items = useQuery({
    queryKey: queryKeys.inbox.list(filters),
    queryFn: ({ signal }) => listInbox(filters, signal),
    placeholderData: keepPreviousData,
  });
  const list = items.data?.data ?? [];

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>

      <Box
        component="form"
        role="search"
        aria-label={t('filters.label')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <TextField
          id="inbox-kind"
          select
          size="small"
          label={t('filters.kind')}
          value={filters.kind ?? ALL}
          onChange={(event) =>
            setFilters({ kind: (event.target.value || undefined) as InboxKind | undefined })
          }
          sx={{ minWidth: 200, bgcolor: '#ffffff' }}
        >
          <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
          {INBOX_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {kind(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="inbox-status"
          select
          size="small"
          label={t('filters.status')}
          value={filters.status ?? ALL}
          onChange={(event) =>
            setFilters({ status: (event.target.value || undefined) as InboxStatus | undefined })
          }
          sx={{ minWidth: 160, bgcolor: '#ffffff' }}
        >
          <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
          {INBOX_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {status(s)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {items.isError ? (
        <FailureView error={items.error} area="portal" onReload={() => void items.refetch()} />
      ) : items.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('list.loading')}</Typography>
        </Box>
      ) : list.length === 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('list.label')}
          aria-busy={items.isFetching}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {list.map((item) => (
            <ItemRow key={item.id} item={item} labels={{ date, headline, kind, status, sender }} />
          ))}
        </Box>
      )}

      <Box
        component="nav"
        aria-label={t('list.pages')}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}
      >
        <Button
          disabled={filters.page === 0}
          onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
        >
          {t('list.previous')}
        </Button>
        <Typography>{t('list.page', { page: filters.page + 1 })}</Typography>
        <Button
          disabled={list.length < INBOX_PAGE_SIZE}
          onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
        >
          {t('list.next')}
        </Button>
      </Box>
    </>
  );
}

type Labels = Pick<ReturnType<typeof useInboxLabels>, 'date' | 'headline' | 'kind' | 'status' | 'sender'>;

/** One item: a link to it, its headline, sender, kind, status and arrival. */
function ItemRow({ item, labels }: { item: InboxItem; labels: Labels }) {
  const isNew = item.status === 'new';
  return (
    <Paper component="li" variant="outlined" data-testid="inbox-item" data-id={item.id}>
      <Box
        component={Link}
        to={`/admin/inbox/${item.id}`}
        sx={{
          display: 'grid',
          gap: 0.5,
          p: 2,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { bgcolor: '#eef3fb' },
          '&:focus-visible': { outline: '3px solid #1a4b8c', outlineOffset: -3 },
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: isNew ? 700 : 500, overflowWrap: 'anywhere' }}>
            {labels.headline(item)}
          </Typography>
          <Chip size="small" label={labels.kind(item.kind)} variant="outlined" />
          <Chip
            size="small"
            label={labels.status(item.status)}
            color={isNew ? 'primary' : 'default'}
            variant={isNew ? 'filled' : 'outlined'}
          />
        </Box>
        <Typography component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {labels.sender(item)}
          {item.email && item.name ? ` · ${item.email}` : ''} ·{' '}
          <time dateTime={item.created_at}>{labels.date(item.created_at)}</time>
        </Typography>
      </Box>
    </Paper>
  );
}
