// /admin/duplicates (issue 14): the candidate pairs of contacts or addresses, strongest first, each
// with why it was found, a way to compare and merge it, and "Not duplicates", which hides it for good.
import type { DuplicatePair } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import {
  type DuplicatePageKind,
  dismissPair,
  isDuplicatePageKind,
  listDuplicates,
  PAGE_SIZE,
} from './duplicates-api';

export function DuplicatesPage() {
  const { t } = useTranslation(['duplicates', 'crm']);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: DuplicatePageKind = isDuplicatePageKind(kindParam) ? kindParam : 'contacts';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const pairs = useQuery({
    queryKey: queryKeys.duplicates(kind, offset),
    queryFn: ({ signal }) => listDuplicates(kind, offset, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: { kind?: DuplicatePageKind; offset?: number }) =>
    setParams({ kind: next.kind ?? kind, offset: String(next.offset ?? 0) }, { replace: true });

  const data = pairs.data?.data ?? [];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <Tabs
        value={kind}
        onChange={(_event, value: DuplicatePageKind) => go({ kind: value })}
        aria-label={t('tabs.label')}
        sx={{ mb: 2 }}
      >
        <Tab value="contacts" label={t('tabs.entities')} id="tab-contacts" aria-controls="duplicates-panel" />
        <Tab
          value="addresses"
          label={t('tabs.addresses')}
          id="tab-addresses"
          aria-controls="duplicates-panel"
        />
      </Tabs>
      <Box id="duplicates-panel" role="tabpanel" aria-labelledby={`tab-${kind}`}>
        {pairs.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t('loading')}</Typography>
          </Box>
        ) : pairs.isError ? (
          <FailureView error={pairs.error} area="portal" onReload={() => void pairs.refetch()} />
        ) : data.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.map((pair) => (
              <PairItem key={`${pair.a.id}|${pair.b.id}`} kind={kind} pair={pair} />
            ))}
          </Box>
        )}
        {(offset > 0 || data.length === PAGE_SIZE) && (
          <Box
            component="nav"
            aria-label={t('pageOf', { from: offset + 1, to: offset + data.length })}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}
          >
            <Button disabled={offset === 0} onClick={() => go({ offset: Math.max(0, offset - PAGE_SIZE) })}>
              {t('previous')}
            </Button>
            <Typography>{t('pageOf', { from: offset + 1, to: offset + data.length })}</Typography>
            <Button disabled={data.length < PAGE_SIZE} onClick={() => go({ offset: offset + PAGE_SIZE })}>
              {t('next')}
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}

function PairItem({ kind, pair }: { kind: DuplicatePageKind; pair: DuplicatePair }) {
  const { t } = useTranslation('duplicates');
  const notify = useNotify();
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const names = { a: pair.a.label, b: pair.b.label };
  const dismiss = useMutation({
    mutationFn: () => dismissPair(kind, pair.a.id, pair.b.id),
    onSuccess: async () => {
      notify(t('dismissed'), 'success');
      await cache.duplicateDismissed();
    },
    onError: (error) => notify(errorText(error)),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="duplicate-pair">
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {t('pair', names)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        {pair.reasons.map((reason) => (
          <Chip key={reason} label={t(`reasons.${reason}`)} size="small" />
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('score', { score: pair.score })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          component={Link}
          to={`/admin/duplicates/${kind}/${pair.a.id}/${pair.b.id}`}
          aria-label={t('compareLabel', names)}
        >
          {t('compare')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => dismiss.mutate()}
          disabled={dismiss.isPending}
          aria-label={t('dismissLabel', names)}
        >
          {t('dismiss')}
        </Button>
      </Box>
    </Paper>
  );
}
