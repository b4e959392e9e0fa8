// The Leases section of a building's page (issue 26): every lease of its spaces, newest first, each
// with its tenant, spaces, term, area, rent and status; added and edited in the lease dialog,
// deleted after a confirmation. A space's page shows its building's leases that cover it.
import type { Lease } from '@crm/shared';
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { useCachePolicy } from '../../portal/cache-policy';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { detailPath } from '../../portal/record-kinds';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import { visuallyHidden } from '../../ui/visually-hidden';
import { LeaseDialog, type SpaceChoice } from './lease-dialog';
import { deleteLease, listLeases } from './leases-api';

export function LeasesSection({
  buildingId,
  spaces,
  spaceId,
}: {
  buildingId: string;
  /** What a new lease may cover: the building's spaces, or the building itself. */
  spaces: SpaceChoice[];
  /** On a space's page: only the leases covering it are listed. */
  spaceId?: string;
}) {
  const { t } = useTranslation('leases');
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const { date } = useDateFormat();
  const num = useNumberFormat();
  const leases = useQuery({
    queryKey: queryKeys.leases(buildingId),
    queryFn: ({ signal }) => listLeases(buildingId, signal),
  });
  // null: closed; 'new': adding; a lease: editing it.
  const [editing, setEditing] = useState<Lease | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Lease | null>(null);
  const remove = useMutation({
    mutationFn: (lease: Lease) => deleteLease(lease.id),
    onSuccess: async () => {
      await policy.leasesChanged([buildingId]);
      notify(t('deleted'), 'success');
      setDeleting(null);
    },
  });
  const shown = (leases.data?.data ?? []).filter((l) => !spaceId || l.spaces.some((s) => s.uuid === spaceId));
  const rent = (l: Lease) =>
    l.rent_basis === 'per_month'
      ? t('rentPerMonth', { value: num.money(l.base_rent) })
      : t('rentPerSqftYear', { value: num.money(l.base_rent) });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="leases-heading" sx={{ p: 2, my: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" id="leases-heading" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Box>
      {leases.isError ? (
        <FailureView error={leases.error} area="portal" onReload={() => void leases.refetch()} />
      ) : leases.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : shown.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="leases-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('col.tenant')}</TableCell>
                <TableCell>{t('col.spaces')}</TableCell>
                <TableCell>{t('col.term')}</TableCell>
                <TableCell align="right">{t('col.area')}</TableCell>
                <TableCell align="right">{t('col.rent')}</TableCell>
                <TableCell>{t('col.status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('col.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((l) => {
                const tenant = l.tenant_name ?? t('noTenant');
                return (
                  <TableRow key={l.id} data-testid="lease-row">
                    <TableCell>
                      {l.tenant_id ? (
                        <Link component={RouterLink} to={detailPath('entity', l.tenant_id)}>
                          {tenant}
                        </Link>
                      ) : (
                        tenant
                      )}
                    </TableCell>
                    <TableCell>{l.spaces.map((s) => s.label).join(', ')}</TableCell>
                    <TableCell>{t('term', { start: date(l.start_on), end: date(l.end_on) })}</TableCell>
                    <TableCell align="right">
                      {l.leased_sqft === null ? '—' : t('sqft', { value: num.number(l.leased_sqft) })}
                    </TableCell>
                    <TableCell align="right">{rent(l)}</TableCell>
                    <TableCell>{t(`status.${l.status}`)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(l)}
                        aria-label={t('editLabel', { tenant })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => {
                          remove.reset();
                          setDeleting(l);
                        }}
                        aria-label={t('deleteLabel', { tenant })}
                      >
                        {t('delete')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <LeaseDialog
          buildingId={buildingId}
          spaces={spaces}
          leases={leases.data?.data ?? []}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title={t('deleteTitle')}
          body={t('deleteConfirm', { tenant: deleting.tenant_name ?? t('noTenant') })}
          cancel={t('dialog.cancel')}
          confirm={t('delete')}
          busy={remove.isPending}
          refusal={remove.isError ? errorText(remove.error) : null}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
