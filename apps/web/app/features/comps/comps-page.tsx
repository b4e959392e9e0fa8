// /admin/comps (issue 26): sale and lease comparables. A broker picks a kind, narrows by city,
// property type, size and date, and reads the median and range of the price (or yearly rent) per
// square foot of everything found above a page of the comps themselves; and enters, edits or
// deletes one.
import { COMP_KINDS, type Comp, type CompKind } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { PageNav } from '../../portal/page-nav';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { CompDelete } from './comp-delete';
import { CompDialog } from './comp-dialog';
import { COMPS_PAGE_SIZE, type CompSearch, kindFrom, searchFrom, toSearchParams } from './comp-search';
import { CompSearchForm } from './comp-search-form';
import { CompStatsStrip } from './comp-stats';
import { CompTable } from './comp-table';
import { searchComps } from './comps-api';

export function CompsPage() {
  const { t } = useTranslation('comps');
  usePageTitle(t('meta.title'));
  const [params, setParams] = useSearchParams();
  const paramString = params.toString();
  const search = searchFrom(params);
  const kind = kindFrom(params);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Comp | null>(null);
  const [deleting, setDeleting] = useState<Comp | null>(null);
  const results = useQuery({
    queryKey: queryKeys.comps.page(search ?? {}),
    queryFn: search ? ({ signal }) => searchComps(search, signal) : skipToken,
    // The last page stays on screen while the next loads, unless of the other kind: its figures
    // would read as this kind's, its rows fill the wrong columns.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as { kind?: CompKind } | undefined)?.kind === kind ? previous : undefined,
    staleTime: 0,
  });
  // A search pushes a history entry, so Back returns to the one before.
  const go = (next: Omit<CompSearch, 'limit'>) => setParams(toSearchParams(next));

  const page = results.data;
  const rows = page?.data ?? [];
  const offset = search?.offset ?? 0;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <Tabs
        value={kind}
        onChange={(_event, next: CompKind) => go({ ...(search ?? {}), kind: next, offset: 0 })}
        aria-label={t('kindsLabel')}
        sx={{ mb: 2 }}
      >
        {COMP_KINDS.map((k) => (
          <Tab key={k} value={k} label={t(`kinds.${k}`)} />
        ))}
      </Tabs>
      <CompSearchForm paramString={paramString} onSearch={(query) => go({ ...query, offset: 0 })} />
      {/* A link the schema refuses sends nothing: the form's messages say why. */}
      {search &&
        (results.isError ? (
          <LoadFailed
            message={t('search.failed')}
            retry={t('search.retry')}
            onRetry={() => void results.refetch()}
          />
        ) : !page ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t('search.loading')}</Typography>
          </Box>
        ) : (
          <>
            <CompStatsStrip kind={search.kind} stats={page.stats} />
            {rows.length === 0 ? (
              <Typography role="status" sx={{ py: 2 }}>
                {t(offset > 0 ? 'search.noMore' : 'search.empty')}
              </Typography>
            ) : (
              <CompTable
                kind={search.kind}
                rows={rows}
                busy={results.isFetching}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )}
          </>
        ))}
      {search && page && (
        <PageNav
          offset={offset}
          count={rows.length}
          size={COMPS_PAGE_SIZE}
          onOffset={(next) => go({ ...search, offset: next })}
          label={t('search.pages')}
          previous={t('search.previous')}
          next={t('search.next')}
          range={(from, to) => t('search.range', { from, to })}
        />
      )}
      {adding && <CompDialog kind={kind} onClose={() => setAdding(false)} />}
      {editing && <CompDialog kind={editing.kind} editing={editing} onClose={() => setEditing(null)} />}
      {deleting && <CompDelete comp={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
