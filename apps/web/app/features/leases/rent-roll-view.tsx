// A rent roll as a broker reads it (issue 26): the totals (rentable and leased area, occupancy,
// annual base rent, WALT), every space with its tenant and lease, the expiries of the next ten
// years as charts and as a table (the charts' equivalent for screen readers and on request), and
// the roll as a CSV or XLSX file. The same view serves a building and an owner's portfolio, whose
// rows also name their building.
import type { RentRollExpiry, RentRollRow, RentRollTotals } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { detailPath } from '../../portal/record-kinds';
import { visuallyHidden } from '../../ui/visually-hidden';
import { type RollFormat, rentRollFile } from './leases-api';

const ExpiryChart = lazy(() => import('./expiry-chart'));

export interface RollRow extends RentRollRow {
  /** A portfolio's rows name their building. */
  building_id?: string;
  building_label?: string;
}

export interface RollData {
  as_of: string;
  rows: readonly RollRow[];
  totals: RentRollTotals;
  expiries: readonly RentRollExpiry[];
}

export function RentRollView({
  roll,
  file,
  portfolio = false,
}: {
  roll: RollData;
  /** The roll's download, by format. */
  file: { kind: 'address' | 'entity'; id: string };
  portfolio?: boolean;
}) {
  const { t } = useTranslation('leases');
  const num = useNumberFormat();
  const { date } = useDateFormat();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const { totals } = roll;
  const dash = '—';
  const facts: [string, string][] = [
    [
      t('roll.rentable'),
      totals.rentable_sqft === null ? dash : t('sqft', { value: num.number(totals.rentable_sqft) }),
    ],
    [t('roll.leased'), t('sqft', { value: num.number(totals.leased_sqft) })],
    [t('roll.occupancy'), totals.occupancy === null ? dash : num.percent(totals.occupancy * 100)],
    [t('roll.annualRent'), num.money(totals.annual_rent)],
    [
      t('roll.walt'),
      totals.walt_years === null ? dash : t('roll.years', { value: num.number(totals.walt_years) }),
    ],
  ];
  const download = (format: RollFormat) => (
    <Button size="small" variant="outlined" href={rentRollFile(file.kind, file.id, format)} download>
      {t(`roll.download.${format}`)}
    </Button>
  );

  return (
    <Box data-testid="rent-roll">
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {t('roll.asOf', { day: date(roll.as_of) })}
      </Typography>
      <Box
        component="dl"
        data-testid="rent-roll-totals"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <TableContainer sx={{ mb: 2 }}>
        <Table size="small" aria-label={t('roll.tableLabel')}>
          <TableHead>
            <TableRow>
              {portfolio && <TableCell>{t('roll.col.building')}</TableCell>}
              <TableCell>{t('roll.col.space')}</TableCell>
              <TableCell>{t('roll.col.floor')}</TableCell>
              <TableCell align="right">{t('roll.col.rba')}</TableCell>
              <TableCell>{t('roll.col.tenant')}</TableCell>
              <TableCell>{t('roll.col.start')}</TableCell>
              <TableCell>{t('roll.col.end')}</TableCell>
              <TableCell align="right">{t('roll.col.area')}</TableCell>
              <TableCell align="right">{t('roll.col.annualRent')}</TableCell>
              <TableCell align="right">{t('roll.col.rentSqft')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roll.rows.map((r) => (
              <TableRow key={`${r.building_id ?? ''}|${r.space_id}`} data-testid="rent-roll-row">
                {portfolio && (
                  <TableCell>
                    {r.building_id ? (
                      <Link component={RouterLink} to={detailPath('address', r.building_id)}>
                        {r.building_label}
                      </Link>
                    ) : (
                      r.building_label
                    )}
                  </TableCell>
                )}
                <TableCell>
                  <Link component={RouterLink} to={detailPath('address', r.space_id)}>
                    {r.label}
                  </Link>
                </TableCell>
                <TableCell>{r.floor ?? ''}</TableCell>
                <TableCell align="right">{r.rba === null ? dash : num.number(r.rba)}</TableCell>
                <TableCell>
                  {r.lease_id === null ? (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('roll.vacant')}
                    </Box>
                  ) : r.tenant_id ? (
                    <Link component={RouterLink} to={detailPath('entity', r.tenant_id)}>
                      {r.tenant_name}
                    </Link>
                  ) : (
                    (r.tenant_name ?? t('noTenant'))
                  )}
                </TableCell>
                <TableCell>{r.start_on ? date(r.start_on) : ''}</TableCell>
                <TableCell>{r.end_on ? date(r.end_on) : ''}</TableCell>
                <TableCell align="right">{r.area_sqft === null ? '' : num.number(r.area_sqft)}</TableCell>
                <TableCell align="right">{r.annual_rent === null ? '' : num.money(r.annual_rent)}</TableCell>
                <TableCell align="right">
                  {r.rent_per_sqft === null ? '' : num.money(r.rent_per_sqft)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('roll.expiries')}
        </Typography>
        <Button
          size="small"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {t(tableShown ? 'roll.hideTable' : 'roll.showTable')}
        </Button>
        {download('csv')}
        {download('xlsx')}
      </Box>
      <Suspense fallback={<Box sx={{ height: 240 }} />}>
        <ExpiryChart expiries={roll.expiries} />
      </Suspense>
      <Box id={tableId} sx={tableShown ? { mt: 2 } : visuallyHidden}>
        <Table size="small" aria-label={t('roll.expiriesLabel')} data-testid="expiry-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('roll.col.year')}</TableCell>
              <TableCell align="right">{t('roll.col.areaExpiring')}</TableCell>
              <TableCell align="right">{t('roll.col.rentExpiring')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roll.expiries.map((e) => (
              <TableRow key={e.year}>
                <TableCell>{e.year}</TableCell>
                <TableCell align="right">{num.number(e.sqft)}</TableCell>
                <TableCell align="right">{num.money(e.rent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
