import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Message {
  kind: 'error' | 'success';
  text: string;
}

/** Spec §2/§8: a dialog titled Error or Success, its message and a close button; `actions` adds
 * buttons before Close (the reset page's Go to Login). */
export function MessageDialog({
  message,
  onClose,
  actions,
}: {
  message: Message | null;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={!!message}
      onClose={onClose}
      aria-labelledby="message-dialog-title"
      aria-describedby="message-dialog-text"
      data-testid="message-dialog"
    >
      <DialogTitle id="message-dialog-title">
        {message?.kind === 'success' ? t('dialog.success') : t('dialog.error')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="message-dialog-text">{message?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} autoFocus={!actions}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
