// "Share a document" (issue 29): a file and its title, for one client (optionally about one of
// their properties) or for every client of a property. Stored like the listings' documents; each
// client's download is recorded.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';
import { type DocumentTarget, shareDocument } from './client-access-api';

export function DocumentDialog({
  target,
  properties = [],
  open,
  onClose,
}: {
  target: DocumentTarget;
  /** The client's properties, for a document about one of them. */
  properties?: readonly { id: string; name: string }[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('clientAccess');
  const notify = useNotify();
  const errorText = useErrorText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [property, setProperty] = useState('');
  const [missing, setMissing] = useState(false);
  const share = useMutation({
    mutationFn: (chosen: File) => shareDocument(target, chosen, title.trim(), property || undefined),
    onSuccess: () => {
      notify(t('document.shared'), 'success');
      setFile(null);
      setTitle('');
      setProperty('');
      onClose();
    },
  });
  const submit = () => {
    const ok = !!file && !!title.trim();
    setMissing(!ok);
    if (file && ok) share.mutate(file);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('document.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {missing && <Alert severity="error">{t('document.needFile')}</Alert>}
        {share.isError && <Alert severity="error">{errorText(share.error)}</Alert>}
        <div>
          <Button component="label" variant="outlined" size="small">
            {t('document.choose')}
            <input
              type="file"
              hidden
              aria-label={t('document.file')}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen && !title) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" component="span" sx={{ ml: 1, overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          )}
        </div>
        <TextField
          label={t('document.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {properties.length > 0 && (
          <TextField
            select
            label={t('document.property')}
            value={property}
            onChange={(e) => setProperty(e.target.value)}
          >
            <MenuItem value="">{t('document.none')}</MenuItem>
            {properties.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('panel.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={share.isPending}>
          {t('document.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
