import { OWNERSHIP_DEPTH } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { detailPath } from '../../portal/record-kinds';
import { DEPTHS, ownershipQuery } from './ownership-api';
import { diagramHeight, layoutOwnership } from './ownership-layout';
import { OwnershipList } from './ownership-list';
import { moreBeyond, type OwnershipMode, ownershipSections } from './ownership-paths';

// The graph library is its own chunk, fetched when this section first shows a graph: never by the
// public pages, nor by portal pages without an Ownership section.
const OwnershipDiagram = lazy(() => import('./ownership-diagram'));

/** The Ownership section (issue 17): on an address, who owns it up to its ultimate owners; on a
 * contact, every property it controls. A diagram and, beside it, the same paths as a list, which
 * carries the links for the keyboard and screen readers. */
export function OwnershipSection({ mode, id }: { mode: OwnershipMode; id: string }) {
  const { t } = useTranslation('ownership');
  const [depth, setDepth] = useState<number>(OWNERSHIP_DEPTH.default);
  const options = ownershipQuery(mode, id, depth);
  const query = useQuery({
    ...options,
    // The same record's answer at the previous depth stays on screen while the next one loads;
    // another record's never does (the next contact's page reuses this section).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === options.queryKey[2] ? previous : undefined,
  });
  const graph = query.data;
  const sections = useMemo(() => graph && ownershipSections(graph), [graph]);
  const layout = useMemo(() => graph && sections && layoutOwnership(graph, sections), [graph, sections]);

  let body: React.ReactNode;
  if (query.isPending)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <span>{t('loading')}</span>
      </Box>
    );
  else if (query.isError || !graph || !sections || !layout)
    body = <LoadFailed message={t('err.load')} retry={t('err.retry')} onRetry={() => void query.refetch()} />;
  else if (graph.paths.length === 0)
    body = <Typography sx={{ color: 'text.secondary' }}>{t(`${mode}.empty`)}</Typography>;
  else
    body = (
      <>
        {graph.truncated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('truncated')}
          </Alert>
        )}
        {moreBeyond(graph) && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="ownership-beyond">
            {t(`${mode}.beyond`, { depth: graph.depth })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Suspense fallback={<Box sx={{ height: diagramHeight(layout) }} />}>
            <OwnershipDiagram
              layout={layout}
              mode={mode}
              label={t(`${mode}.diagram`, {
                name: graph.nodes.find((node) => node.id === graph.root)?.label ?? '',
                records: graph.nodes.length,
                tiers: layout.tiers,
              })}
            />
          </Suspense>
          <OwnershipList graph={graph} sections={sections} mode={mode} />
        </Box>
      </>
    );

  return (
    <Paper
      component="section"
      aria-labelledby="ownership-title"
      aria-busy={query.isFetching}
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      data-testid="ownership-section"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="ownership-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        {mode === 'portfolio' && (graph?.totals?.properties ?? 0) > 0 && (
          // Issue 26: the same buildings' leases, as one rent roll.
          <Button
            component={RouterLink}
            to={`${detailPath('entity', id)}/rent-roll`}
            size="small"
            variant="outlined"
          >
            {t('rentRoll')}
          </Button>
        )}
        <TextField
          select
          size="small"
          id="ownership-depth"
          label={t('depth')}
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-describedby': 'ownership-depth-hint' },
          }}
          sx={{ minWidth: 110 }}
        >
          {DEPTHS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        <Box component="span" id="ownership-depth-hint" sx={{ color: 'text.secondary', typography: 'body2' }}>
          {t('depthHint')}
        </Box>
      </Box>
      {body}
    </Paper>
  );
}
