import type { Deal } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, PrefetchPageLinks } from 'react-router';
import { useNumberFormat } from '../../i18n/numbers';
import { displayPhone } from '../../portal/phone-display';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import { completeQuery, detailPath } from '../../portal/record-kinds';
import type { SearchPage } from './search-api';
import { type MinFilter, nextDisabled, PAGE_SIZE, splitAddress, TAB_KIND } from './search-state';

interface Row {
  id: string;
  primary: string;
  secondary: string;
  counts: { name: MinFilter; count: number }[];
}

/** What a result row shows of each kind (spec §2: an address's first part is its headline). */
function rowsOf(page: SearchPage, dealLine: (deal: Deal) => string): Row[] {
  switch (page.tab) {
    case 'addresses':
      return page.data.map((a) => {
        const { headline, rest } = splitAddress(a.address);
        return {
          id: a.uuid,
          primary: headline,
          secondary: rest,
          counts: [{ name: 'min_entities', count: a.n_linked_entities }],
        };
      });
    case 'contacts':
      return page.data.map((e) => ({
        id: e.uuid,
        primary: e.name,
        secondary: [e.job_title, e.company_name].filter(Boolean).join(' · '),
        counts: [
          { name: 'min_addresses', count: e.n_linked_addresses },
          { name: 'min_emails', count: e.n_linked_emails },
          { name: 'min_numbers', count: e.n_linked_numbers },
          { name: 'min_entities', count: e.n_linked_entities },
        ],
      }));
    case 'emails':
      return page.data.map((e) => ({
        id: e.email,
        primary: e.email,
        secondary: '',
        counts: [{ name: 'min_entities', count: e.n_linked_entities }],
      }));
    case 'deals':
      return page.data.map((d) => ({
        id: d.id,
        primary: d.name,
        secondary: [dealLine(d), d.address].filter(Boolean).join(' · '),
        counts: [],
      }));
    case 'numbers':
      return page.data.map((n) => ({
        id: n.phone_number,
        primary: displayPhone(n.phone_number),
        secondary: '',
        counts: [{ name: 'min_entities', count: n.n_linked_entities }],
      }));
  }
}

/** A deal's stage, in the reader's language when seeded, and its value. */
function useDealLine() {
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const { amount } = useNumberFormat();
  return (deal: Deal) => {
    const stage = findStage(pipelines, deal.stage_id);
    return [stage ? words.stage(stage) : deal.stage_name, deal.value === null ? '' : amount(deal.value)]
      .filter(Boolean)
      .join(' · ');
  };
}

/** One page of results: a list of links to the detail pages, or the spec's empty state. */
export function SearchResults({
  page,
  dimmed,
  onBack,
}: {
  page: SearchPage;
  dimmed: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation(['search', 'crm']);
  const queryClient = useQueryClient();
  const rows = rowsOf(page, useDealLine());
  const kind = TAB_KIND[page.tab];
  if (rows.length === 0) {
    const canCreate = page.tab === 'contacts' || page.tab === 'addresses';
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('empty.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t(canCreate ? 'empty.hintCreate' : 'empty.hint')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onBack}>
            {t('crm:actions.backToSearch')}
          </Button>
          {canCreate && (
            <Button
              variant="contained"
              component={Link}
              to={page.tab === 'contacts' ? '/admin/contacts/new' : '/admin/addresses/new'}
            >
              {t('crm:actions.create')}
            </Button>
          )}
        </Box>
      </Paper>
    );
  }
  // The detail page opens at once: its code is fetched while the results show, and a row's record
  // as soon as the pointer or the keyboard reaches it (issue 5: a detail page within 200 ms).
  const prefetch = (id: string) =>
    void queryClient.prefetchQuery({ ...completeQuery(kind, id), staleTime: 10_000 });
  return (
    <Paper variant="outlined" sx={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {rows[0] && <PrefetchPageLinks page={detailPath(kind, rows[0].id)} />}
      <List aria-label={t('results')} disablePadding>
        {rows.map((row, index) => (
          <ListItem key={row.id} disablePadding divider={index < rows.length - 1}>
            <ListItemButton
              component={Link}
              to={detailPath(kind, row.id)}
              onPointerEnter={() => prefetch(row.id)}
              onFocus={() => prefetch(row.id)}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 2 }, alignItems: 'baseline' }}
            >
              <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.primary}</Typography>
                {row.secondary && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {row.secondary}
                  </Typography>
                )}
              </Box>
              <Typography
                variant="body2"
                component="span"
                sx={{ color: 'text.secondary', display: 'flex', gap: 2, flexWrap: 'wrap' }}
              >
                {row.counts.map(({ name, count }) => (
                  <span key={name}>{t(`linked.${name}`, { count })}</span>
                ))}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Spec §4: Previous is disabled at offset 0, Next on a short page or from offset 100. */
export function SearchPager({
  offset,
  rows,
  onOffset,
}: {
  offset: number;
  rows: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('search');
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState<'previous' | 'next' | null>(null);
  const noPrevious = offset === 0;
  const noNext = nextDisabled(rows, offset);
  // The button just used may now be disabled, which would drop the keyboard focus to the top of
  // the page: hand it to the other one.
  useEffect(() => {
    if (moved === 'next' && noNext && !noPrevious) previous.current?.focus();
    if (moved === 'previous' && noPrevious && !noNext) next.current?.focus();
  }, [moved, noNext, noPrevious]);
  const go = (direction: 'previous' | 'next') => {
    setMoved(direction);
    onOffset(direction === 'next' ? offset + PAGE_SIZE : Math.max(0, offset - PAGE_SIZE));
  };
  return (
    <Box
      component="nav"
      aria-label={t('pager.label')}
      sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}
    >
      <Button ref={previous} disabled={noPrevious} onClick={() => go('previous')}>
        {t('pager.previous')}
      </Button>
      <Button ref={next} disabled={noNext} onClick={() => go('next')}>
        {t('pager.next')}
      </Button>
    </Box>
  );
}
