// The board's list view (issue 27): the same pipeline and filters as a table (GET /deals), for
// reading many deals at once, sorting by eye, or a screen reader's table navigation; its export
// downloads every deal they match (GET /deals/export), not only the 100 shown.

import { EXPORT_FORMATS } from '@crm/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crmUrl, type Query } from '../../http/client';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { ExportLinks } from '../../portal/export-links';
import { LoadFailed } from '../../portal/load-failed';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import { detailPath } from '../../portal/record-kinds';
import { dealsQuery } from './deals-api';

export function DealsList({ filters }: { filters: Query }) {
  const { t } = useTranslation('deals');
  const { amount, percent } = useNumberFormat();
  const { date } = useDateFormat();
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const deals = useQuery({ ...dealsQuery({ ...filters, limit: 100 }), placeholderData: keepPreviousData });
  if (deals.isError)
    return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void deals.refetch()} />;
  const rows = deals.data?.data ?? [];
  if (deals.data && rows.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('list.empty')}</Typography>;
  return (
    <>
      {rows.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <ExportLinks
            formats={EXPORT_FORMATS}
            href={(format) => crmUrl('/deals/export', { ...filters, format })}
          />
        </Box>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('list.label')}>
          <TableHead>
            <TableRow>
              {(['name', 'stage', 'value', 'probability', 'close', 'owner', 'property'] as const).map((c) => (
                <TableCell key={c}>{t(`list.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((deal) => {
              const stage = findStage(pipelines, deal.stage_id);
              return (
                <TableRow key={deal.id}>
                  <TableCell>
                    <MuiLink component={Link} to={detailPath('deal', deal.id)}>
                      {deal.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{stage ? words.stage(stage) : deal.stage_name}</TableCell>
                  <TableCell>{deal.value === null ? '' : amount(deal.value)}</TableCell>
                  <TableCell>{percent(deal.probability)}</TableCell>
                  <TableCell>{deal.expected_close_on ? date(deal.expected_close_on) : ''}</TableCell>
                  <TableCell>{deal.owner_name}</TableCell>
                  <TableCell>{deal.address}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
