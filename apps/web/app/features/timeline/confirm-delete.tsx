// "Delete this …?" before an activity or a task leaves every timeline it is on: Cancel is where the
// focus lands, so a stray Enter deletes nothing.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export function ConfirmDelete({
  title,
  body,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('timeline');
  return (
    <Dialog open onClose={onClose} aria-labelledby="timeline-delete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="timeline-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('remove.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
