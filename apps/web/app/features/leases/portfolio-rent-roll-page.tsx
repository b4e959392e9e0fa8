// An owner's portfolio rent roll (issue 26, /admin/contacts/{id}/rent-roll): every building the
// contact controls through the ownership walks (GET /entities/{id}/rent-roll), with per-building
// totals, then the whole roll as a building's page shows it, each row naming its building.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useNumberFormat } from '../../i18n/numbers';
import { usePageTitle } from '../../portal/page-title';
import { queryKeys } from '../../portal/query-keys';
import { detailPath } from '../../portal/record-kinds';
import { FailureView } from '../../ui/failure-view';
import { portfolioRentRoll } from './leases-api';
import { RentRollView } from './rent-roll-view';

export function PortfolioRentRollPage() {
  const { t } = useTranslation('leases');
  const num = useNumberFormat();
  const id = useParams().id ?? '';
  const roll = useQuery({
    queryKey: queryKeys.rentRoll('entity', id),
    queryFn: ({ signal }) => portfolioRentRoll(id, signal),
  });
  usePageTitle(roll.data ? t('portfolio.titleOf', { name: roll.data.entity_name }) : t('portfolio.title'));
  const dash = '—';
  return (
    <Box>
      <Link component={RouterLink} to={detailPath('entity', id)}>
        {t('portfolio.back')}
      </Link>
      <Typography variant="h4" component="h1" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {roll.data ? t('portfolio.titleOf', { name: roll.data.entity_name }) : t('portfolio.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('portfolio.intro')}</Typography>
      {roll.isError ? (
        <FailureView error={roll.error} area="portal" onReload={() => void roll.refetch()} />
      ) : roll.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : roll.data.buildings.length === 0 ? (
        <Typography role="status">{t('portfolio.empty')}</Typography>
      ) : (
        <>
          {roll.data.partial && (
            <Typography role="note" sx={{ color: 'warning.main', mb: 1 }}>
              {t('portfolio.partial')}
            </Typography>
          )}
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="portfolio-buildings"
            sx={{ p: 2, mb: 3 }}
          >
            <Typography variant="h6" component="h2" id="portfolio-buildings" sx={{ mb: 1 }}>
              {t('portfolio.buildings', { count: roll.data.buildings.length })}
            </Typography>
            <TableContainer>
              <Table size="small" aria-labelledby="portfolio-buildings">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('roll.col.building')}</TableCell>
                    <TableCell align="right">{t('roll.rentable')}</TableCell>
                    <TableCell align="right">{t('roll.leased')}</TableCell>
                    <TableCell align="right">{t('roll.occupancy')}</TableCell>
                    <TableCell align="right">{t('roll.annualRent')}</TableCell>
                    <TableCell align="right">{t('roll.walt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {roll.data.buildings.map((b) => (
                    <TableRow key={b.id} data-testid="portfolio-building">
                      <TableCell>
                        <Link component={RouterLink} to={detailPath('address', b.id)}>
                          {b.label}
                        </Link>
                      </TableCell>
                      <TableCell align="right">
                        {b.rentable_sqft === null ? dash : num.number(b.rentable_sqft)}
                      </TableCell>
                      <TableCell align="right">{num.number(b.leased_sqft)}</TableCell>
                      <TableCell align="right">
                        {b.occupancy === null ? dash : num.percent(b.occupancy * 100)}
                      </TableCell>
                      <TableCell align="right">{num.money(b.annual_rent)}</TableCell>
                      <TableCell align="right">
                        {b.walt_years === null ? dash : t('roll.years', { value: num.number(b.walt_years) })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="portfolio-roll" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" id="portfolio-roll" sx={{ mb: 1 }}>
              {t('roll.title')}
            </Typography>
            <RentRollView roll={roll.data} file={{ kind: 'entity', id }} portfolio />
          </Paper>
        </>
      )}
    </Box>
  );
}
