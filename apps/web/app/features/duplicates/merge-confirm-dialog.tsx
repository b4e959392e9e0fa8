import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChangedField } from '../../portal/editing/confirm-changes-dialog';

interface MergeConfirmDialogProps {
  open: boolean;
  keep: string;
  remove: string;
  changes: ChangedField[];
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last step before a merge, as the edit confirm (width 500, a list of field and new value):
 * which record stays, which goes, and each value the survivor takes from the other. */
export function MergeConfirmDialog({
  open,
  keep,
  remove,
  changes,
  saving,
  onCancel,
  onConfirm,
}: MergeConfirmDialogProps) {
  const { t } = useTranslation(['duplicates', 'crm']);
  const row = (label: string, value: string) => (
    <div key={label} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
      <dt style={{ fontWeight: 500, minWidth: 140 }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}
      aria-labelledby="confirm-merge-title"
    >
      <DialogTitle id="confirm-merge-title">{t('merge.confirmTitle')}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {row(t('merge.confirmKeep'), keep)}
          {row(t('merge.confirmRemove'), remove)}
        </dl>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('merge.confirmChanges')}
        </Typography>
        {changes.length === 0 ? (
          <Typography>{t('merge.confirmNoChange')}</Typography>
        ) : (
          <dl data-testid="merge-changes" style={{ margin: 0 }}>
            {changes.map(({ label, value }) => row(label, value))}
          </dl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving} color="inherit">
          {t('crm:actions.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={saving} variant="contained">
          {t('merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
