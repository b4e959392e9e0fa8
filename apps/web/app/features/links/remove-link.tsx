import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { DeleteIcon } from './icons';
import { isNetworkError, unlinkRecords } from './link-api';
import { deleteCall, type LinkRow, type RecordRef } from './link-kinds';

/** The row's delete button and its confirmation (spec §4: deleting removes the row and lowers the
 * counters, which the refetched records then show). */
export function RemoveLinkButton({
  owner,
  ownerLabel,
  row,
  onRemoved,
}: {
  owner: RecordRef;
  ownerLabel: string;
  row: LinkRow;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(['links', 'crm']);
  const notify = useNotify();
  const cache = useCachePolicy();
  const [open, setOpen] = useState(false);
  const titleId = `remove-title-${row.other.kind}`;

  const remove = useMutation({
    mutationFn: () => unlinkRecords(deleteCall(owner, row.other), owner),
    onSuccess: async () => {
      setOpen(false);
      await cache.linksChanged(owner, row.other);
      notify(t('links:done.removed'), 'success');
      onRemoved();
    },
    onError: (error) => {
      console.error('Link removal failed', error);
      setOpen(false);
      if (isStale(error)) {
        notify(t('links:err.stale'));
        void cache.linksChanged(owner, row.other);
      } else notify(isNetworkError(error) ? t('links:err.network') : t('links:err.remove'));
    },
  });

  return (
    <>
      <Tooltip title={t('links:row.remove', { name: row.label })}>
        <IconButton onClick={() => setOpen(true)} data-testid="link-remove">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => !remove.isPending && setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('links:remove.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('links:remove.body', { name: row.label, owner: ownerLabel })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending} autoFocus>
            {t('crm:actions.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
          >
            {t('links:remove.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
