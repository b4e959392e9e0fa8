// "Delete this …?" before a record leaves the portal (an activity, a task, a comp): Cancel is where
// the focus lands, so a stray Enter deletes nothing; while the delete runs neither button acts; a
// refusal shows above the question.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export function ConfirmDelete({
  title,
  body,
  cancel,
  confirm,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  /** The buttons' words, in the page's language. */
  cancel: string;
  confirm: string;
  busy: boolean;
  refusal?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={busy}>
          {cancel}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
