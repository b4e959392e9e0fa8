import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface ChangedField {
  /** The field's label, in the user's language. */
  label: string;
  /** Its new value, as shown to the user ('' shows as "(empty)"). */
  value: string;
}

interface ConfirmChangesDialogProps {
  open: boolean;
  changes: ChangedField[];
  saving?: boolean;
  onDiscard: () => void;
  onSave: () => void;
  /** Closing with Escape or a click outside keeps the edits and the form as it is. */
  onClose: () => void;
}

/** Spec §2/§4: the dialog (max width 500) listing each changed field's name and new value, with
 * Discard (restores the original) and Save (sends only the changes). */
export function ConfirmChangesDialog({
  open,
  changes,
  saving,
  onDiscard,
  onSave,
  onClose,
}: ConfirmChangesDialogProps) {
  const { t } = useTranslation('crm');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}
      aria-labelledby="confirm-changes-title"
    >
      <DialogTitle id="confirm-changes-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <dl data-testid="changed-fields" style={{ margin: 0 }}>
          {changes.map(({ label, value }) => (
            <div key={label} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
              <dt style={{ fontWeight: 500, minWidth: 140 }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {value === '' ? t('confirm.empty') : value}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} disabled={saving} color="inherit">
          {t('actions.discard')}
        </Button>
        <Button onClick={onSave} disabled={saving} variant="contained">
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
