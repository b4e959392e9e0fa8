// /portal/properties/:id (issue 29): one property's figures, its leases ending within two years and
// its NOI by year. A property the client does not control answers 403 or 404: "not in your
// portfolio", never another client's figures.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasStatus } from '../../http/client';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getPropertyPerformance } from './client-api';
import { useClientFormat } from './client-format';
import { FigureTiles } from './figure-tiles';

const NoiChart = lazy(() => import('./noi-chart'));

export function PropertyPage({ id }: { id: string }) {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const performance = useQuery({
    queryKey: clientKeys.property(id),
    queryFn: ({ signal }) => getPropertyPerformance(id, signal),
  });
  const data = performance.data;
  usePageTitle(data?.property.address ?? t('meta.property'));
  const back = (
    <Button component={Link} to="/portal" sx={{ mb: 2, px: 0 }}>
      {t('property.back')}
    </Button>
  );
  if (performance.isError)
    return (
      <>
        {back}
        {hasStatus(performance.error, 403, 404) ? (
          <Typography>{t('property.notFound')}</Typography>
        ) : (
          <LoadFailed
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void performance.refetch()}
          />
        )}
      </>
    );
  if (!data)
    return (
      <>
        {back}
        <Typography role="status">{t('loading')}</Typography>
      </>
    );
  return (
    <>
      {back}
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}
      >
        {data.property.address}
      </Typography>
      <FigureTiles figures={data} />

      <Box component="section" aria-labelledby="expiries" sx={{ mt: 4 }}>
        <Typography variant="h5" component="h2" id="expiries" sx={{ fontSize: '1.25rem' }}>
          {t('property.expiries')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {f.asOf(data.as_of)}
        </Typography>
        {data.upcoming.length === 0 ? (
          <Typography>{t('property.noExpiries')}</Typography>
        ) : (
          // Focusable: on a phone the table scrolls sideways, and the keyboard must reach it too.
          <TableContainer
            component={Paper}
            variant="outlined"
            tabIndex={0}
            role="group"
            aria-labelledby="expiries"
          >
            <Table size="small" aria-labelledby="expiries">
              <TableHead>
                <TableRow>
                  <TableCell>{t('property.tenant')}</TableCell>
                  <TableCell>{t('property.unit')}</TableCell>
                  <TableCell>{t('property.endOn')}</TableCell>
                  <TableCell align="right">{t('property.area')}</TableCell>
                  <TableCell align="right">{t('property.rent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.upcoming.map((lease) => (
                  <TableRow key={`${lease.unit}|${lease.end_on}|${lease.tenant ?? ''}`}>
                    <TableCell>{lease.tenant ?? t('property.vacant')}</TableCell>
                    <TableCell>{lease.unit}</TableCell>
                    <TableCell>{f.date(lease.end_on)}</TableCell>
                    <TableCell align="right">{f.area(lease.area_sqft)}</TableCell>
                    <TableCell align="right">
                      {lease.annual_rent === null ? t('notRecorded') : f.money(lease.annual_rent)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Box component="section" aria-labelledby="noi-by-year" sx={{ mt: 4 }}>
        <Typography variant="h5" component="h2" id="noi-by-year" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('property.noiByYear')}
        </Typography>
        {data.noi.length === 0 ? (
          <Typography>{t('property.noNoi')}</Typography>
        ) : (
          <>
            <TableContainer
              component={Paper}
              variant="outlined"
              tabIndex={0}
              role="group"
              aria-labelledby="noi-by-year"
            >
              <Table size="small" aria-labelledby="noi-by-year">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('property.year')}</TableCell>
                    <TableCell align="right">{t('figures.noiNone')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.noi.map((year) => (
                    <TableRow key={year.year}>
                      <TableCell>{year.year}</TableCell>
                      <TableCell align="right">
                        {year.noi === null ? t('notRecorded') : f.money(year.noi)}
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', color: 'text.secondary' }}
                        >
                          {f.asOf(year.as_of)}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.noi.length > 1 && (
              <Suspense fallback={null}>
                <NoiChart years={data.noi} />
              </Suspense>
            )}
          </>
        )}
      </Box>
    </>
  );
}
