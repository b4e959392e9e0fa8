// The Yearly figures section of a building's page (issue 26, ADR 0040): net operating income,
// operating expenses and taxes by year, oldest first, as a table (added and edited in a small
// dialog, deleted after a confirmation) and, below it, as a bar chart whose figures are the table.
import type { PropertyFigure } from '@crm/shared';
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';
import { useCachePolicy } from '../../portal/cache-policy';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import { visuallyHidden } from '../../ui/visually-hidden';
import { FigureDialog } from './figure-dialog';
import { AMOUNTS } from './figure-form-model';
import { deleteFigure, listFigures } from './property-api';

const FiguresChart = lazy(() => import('./figures-chart'));

export function FiguresSection({ addressId }: { addressId: string }) {
  const { t } = useTranslation('property');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const num = useNumberFormat();
  const figures = useQuery({
    queryKey: queryKeys.figures(addressId),
    queryFn: ({ signal }) => listFigures(addressId, signal),
  });
  // null: closed; 'new': adding; a year: editing it.
  const [editing, setEditing] = useState<PropertyFigure | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PropertyFigure | null>(null);
  const remove = useMutation({
    mutationFn: (figure: PropertyFigure) => deleteFigure(addressId, figure.year),
    onSuccess: async () => {
      await policy.figuresChanged(addressId);
      notify(t('figures.deleted'), 'success');
      setDeleting(null);
    },
  });
  const rows = figures.data?.data ?? [];
  const amount = (value: number | null) => (value === null ? '' : num.amount(value));

  return (
    <Paper component="section" variant="outlined" aria-labelledby="figures-heading" sx={{ p: 2, my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" id="figures-heading" sx={{ flexGrow: 1 }}>
          {t('figures.title')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditing('new')}>
          {t('figures.add')}
        </Button>
      </Box>
      {figures.isError ? (
        <FailureView error={figures.error} area="portal" onReload={() => void figures.refetch()} />
      ) : figures.isPending ? (
        <Typography role="status">{t('figures.loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('figures.empty')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('figures.tableLabel')} data-testid="figures-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('figures.col.year')}</TableCell>
                  {AMOUNTS.map((key) => (
                    <TableCell key={key} align="right">
                      {t(`figures.col.${key}`)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('figures.col.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((f) => (
                  <TableRow key={f.year} data-testid="figure-row">
                    <TableCell>{f.year}</TableCell>
                    {AMOUNTS.map((key) => (
                      <TableCell key={key} align="right">
                        {amount(f[key])}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(f)}
                        aria-label={t('figures.editLabel', { year: f.year })}
                      >
                        {t('figures.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          remove.reset();
                          setDeleting(f);
                        }}
                        aria-label={t('figures.deleteLabel', { year: f.year })}
                      >
                        {t('figures.delete')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Suspense fallback={<Box sx={{ height: 240 }} />}>
            <FiguresChart figures={rows} />
          </Suspense>
        </>
      )}
      {editing && (
        <FigureDialog
          addressId={addressId}
          figure={editing === 'new' ? null : editing}
          years={rows.map((f) => f.year)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('figures.deleteTitle', { year: deleting.year })}
          body={t('figures.deleteConfirm', { year: deleting.year })}
          cancel={t('figures.cancel')}
          confirm={t('figures.delete')}
          busy={remove.isPending}
          refusal={remove.isError ? errorText(remove.error) : null}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
