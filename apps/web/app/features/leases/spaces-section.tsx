// The Spaces section of a building's page (issue 26): its suites, units and floors (each a space
// with its own page), with their area, use, status and asking rent, and "Add space". On a space's
// page, the building it belongs to instead.
import type { AddressComplete } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNumberFormat } from '../../i18n/numbers';
import { detailPath } from '../../portal/record-kinds';
import { SpaceDialog } from './space-dialog';

export function SpacesSection({ record }: { record: AddressComplete }) {
  const { t } = useTranslation('leases');
  const num = useNumberFormat();
  const [adding, setAdding] = useState(false);
  if (record.parent)
    return (
      <Paper variant="outlined" sx={{ p: 2, my: 3 }} data-testid="space-of">
        <Typography>
          {t('spaces.partOf')}{' '}
          <Link component={RouterLink} to={detailPath('address', record.parent.uuid)}>
            {record.parent.address}
          </Link>
        </Typography>
      </Paper>
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="spaces-heading" sx={{ p: 2, my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" id="spaces-heading" sx={{ flexGrow: 1 }}>
          {t('spaces.title')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setAdding(true)}>
          {t('spaces.add')}
        </Button>
      </Box>
      {record.spaces.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('spaces.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="spaces-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('spaces.unit')}</TableCell>
                <TableCell>{t('spaces.floor')}</TableCell>
                <TableCell align="right">{t('spaces.rba')}</TableCell>
                <TableCell>{t('spaces.use')}</TableCell>
                <TableCell>{t('spaces.status')}</TableCell>
                <TableCell align="right">{t('spaces.askingRent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.spaces.map((s) => (
                <TableRow key={s.uuid} data-testid="space-row">
                  <TableCell>
                    <Link component={RouterLink} to={detailPath('address', s.uuid)}>
                      {s.subpremise ?? s.address}
                    </Link>
                  </TableCell>
                  <TableCell>{s.floor ?? ''}</TableCell>
                  <TableCell align="right">{s.rba === null ? '' : num.number(s.rba)}</TableCell>
                  <TableCell>{s.space_use ? t(`use.${s.space_use}`) : ''}</TableCell>
                  <TableCell>{s.space_status ? t(`spaceStatus.${s.space_status}`) : ''}</TableCell>
                  <TableCell align="right">
                    {s.asking_rent_sqft_year === null ? '' : num.money(s.asking_rent_sqft_year)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && <SpaceDialog building={record} onClose={() => setAdding(false)} />}
    </Paper>
  );
}
