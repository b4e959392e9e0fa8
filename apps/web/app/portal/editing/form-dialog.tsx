// The frame of the portal's small form dialogs (a comp, a lease, a space, a year's figures): the
// title, a refusal above the fields, Cancel and Save. While a save runs it cannot be closed; once
// something is typed a click beside it does not close it (Escape and Cancel still do), so typed
// work is never lost to a stray click.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';

export function FormDialog({
  title,
  busy,
  dirty,
  refusal,
  refusalTestId,
  cancel,
  save,
  saveDisabled = false,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  /** Something was typed: a click beside the dialog keeps it open. */
  dirty: boolean;
  refusal: string | null;
  refusalTestId?: string;
  /** The buttons' words, in the page's language. */
  cancel: string;
  save: string;
  /** Save waits (a record still loading). */
  saveDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (busy || (reason === 'backdropClick' && dirty)) return;
        onClose();
      }}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert" data-testid={refusalTestId}>
                {refusal}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || saveDisabled}>
            {save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
