// "Delete this comp?" from a row's menu: Cancel is where the focus lands, so a stray Enter deletes
// nothing. On success the searches are asked again (their figures cover every comp found).
import type { Comp } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { deleteComp } from './comps-api';

export function CompDelete({ comp, onClose }: { comp: Comp; onClose: () => void }) {
  const { t, i18n } = useTranslation('comps');
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await deleteComp(comp.id);
      await cache.compsChanged();
      notify(t('deleted'), 'success');
      onClose();
    } catch (error) {
      console.error('Comp delete failed', error);
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="comp-delete-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="comp-delete-title">{t('deleteTitle')}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('deleteBody', { address: comp.address, date: formatDate(comp.date_on, i18n.language) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={busy}>
          {t('deleteCancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {t('deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
